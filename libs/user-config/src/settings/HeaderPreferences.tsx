import { lazy, memo, Suspense } from 'react';

// Off the first paint: the preferences' controls come with their own chunk.
const Preferences = lazy(() => import('../header'));

/**
 * The server renders the preferences; their chunk arrives after hydration starts. A Suspense boundary still waiting
 * for its chunk that receives new props (any re-render of the header makes a new child element) drops the server's
 * HTML for its fallback until the chunk is there: the header shrank and grew back (CLS 0.15). Without props, memo
 * keeps the boundary untouched until it hydrates.
 */
export const HeaderPreferences = memo(function HeaderPreferences() {
  return (
    <Suspense fallback={null}>
      <Preferences />
    </Suspense>
  );
});
