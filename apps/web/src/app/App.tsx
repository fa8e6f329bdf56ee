import { RemoteAppsProvider, type RemoteAppsRuntime } from '@kickoff/remote-apps';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { type createBrowserRouter, RouterProvider } from 'react-router-dom';
import type { Persistor } from 'redux-persist';
import { PersistGate } from 'redux-persist/integration/react';
import { SessionFormsContext } from '../session-forms/session-forms-context';
import type { SessionFormsLoader } from '../session-forms/session-forms-loader';
import type { AppStore } from './store';

export interface AppProps {
  store: AppStore;
  persistor: Persistor;
  i18n: I18n;
  router: ReturnType<typeof createBrowserRouter>;
  /** What remote pages render with (document, DOM port, origin policy, logger). */
  remoteApps: RemoteAppsRuntime;
  /** The session's forms, installed on first use. */
  sessionForms: SessionFormsLoader;
}

export function App({ store, persistor, i18n, router, remoteApps, sessionForms }: AppProps) {
  return (
    <Provider store={store}>
      <PersistGate persistor={persistor} loading={null}>
        <I18nextProvider i18n={i18n}>
          <RemoteAppsProvider runtime={remoteApps}>
            <SessionFormsContext.Provider value={sessionForms}>
              <RouterProvider router={router} />
            </SessionFormsContext.Provider>
          </RemoteAppsProvider>
        </I18nextProvider>
      </PersistGate>
    </Provider>
  );
}
