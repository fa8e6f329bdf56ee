import { FeaturePortsProvider, type RootState, type Site } from '@kickoff/store';
import { type ReactNode, Suspense } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { type DataRouter, RouterProvider } from 'react-router-dom';

export interface SiteProvidersProps {
  site: Site;
  /**
   * The state the server rendered with: hydration reads it, so the page matches the server's HTML, and the
   * browser's own state (restored coupon, session) renders right after. Without it saved state is restored first.
   */
  serverState?: RootState | undefined;
  children: ReactNode;
}

// Without the server's state the saved state must be restored before the first render: whoever renders so awaits
// `site.restored()` first (main.tsx), as redux-persist's PersistGate would, without its code on every first load.

/** The providers every page renders under, in the browser and on the server: the store, texts, the features' ports. */
export function SiteProviders({ site, serverState, children }: SiteProvidersProps) {
  return (
    <Provider store={site.store} serverState={serverState}>
      <I18nextProvider i18n={site.ctx.i18n}>
        <FeaturePortsProvider ports={site.ports}>
          {/* Complete in the server's first bytes, so the HTML is as without it; in the browser it lets React hydrate the
              site in slices after the providers instead of in one long task (apps/web-server README). */}
          <Suspense fallback={null}>{children}</Suspense>
        </FeaturePortsProvider>
      </I18nextProvider>
    </Provider>
  );
}

export interface AppProps {
  site: Site;
  router: DataRouter;
  serverState?: RootState | undefined;
}

/** The site in the browser: its providers and the router. */
export function App({ site, router, serverState }: AppProps) {
  return (
    <SiteProviders site={site} serverState={serverState}>
      <RouterProvider router={router} />
    </SiteProviders>
  );
}
