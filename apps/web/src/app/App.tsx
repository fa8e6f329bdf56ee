import { RemoteAppsProvider } from '@kickoff/remote-apps';
import { FeaturePortsProvider, type Site } from '@kickoff/store';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { type DataRouter, RouterProvider } from 'react-router-dom';
import { PersistGate } from 'redux-persist/integration/react';

export interface AppProps {
  site: Site;
  router: DataRouter;
}

/** The providers every page renders under: the store (after saved state is restored), texts, the features' ports, the router. */
export function App({ site, router }: AppProps) {
  return (
    <Provider store={site.store}>
      <PersistGate persistor={site.persistor} loading={null}>
        <I18nextProvider i18n={site.ctx.i18n}>
          <FeaturePortsProvider ports={site.ports}>
            <RemoteAppsProvider runtime={site.ports.get('remoteApps.runtime')}>
              <RouterProvider router={router} />
            </RemoteAppsProvider>
          </FeaturePortsProvider>
        </I18nextProvider>
      </PersistGate>
    </Provider>
  );
}
