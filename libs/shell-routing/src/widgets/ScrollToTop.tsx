import { lazyPart } from '@kickoff/store';
import { useSyncExternalStore } from 'react';
import type { Platform } from '../routes';
import { isScrollToTopVisible } from '../shell/page-widgets';

function subscribe(onChange: () => void) {
  window.addEventListener('scroll', onChange, { passive: true });
  window.addEventListener('resize', onChange);
  return () => {
    window.removeEventListener('scroll', onChange);
    window.removeEventListener('resize', onChange);
  };
}

/** Its own chunk, fetched when a player first scrolls far enough: no first paint shows it. */
const ScrollToTopButton = lazyPart(() => import('./ScrollToTopButton').then((chunk) => chunk.ScrollToTopButton));

/** SR-105: after 4 screens of scrolling on mobile, 1 screen otherwise; the way back up is one press. */
export function ScrollToTop({ platform }: { platform: Platform }) {
  // A boolean snapshot: scrolling re-renders only when the control appears or goes.
  const visible = useSyncExternalStore(
    subscribe,
    () => isScrollToTopVisible(window.scrollY, window.innerHeight, platform),
    () => false,
  );
  return visible ? <ScrollToTopButton /> : null;
}
