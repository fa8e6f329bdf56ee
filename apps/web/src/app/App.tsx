import type { i18n as I18n } from 'i18next';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { PersistGate } from 'redux-persist/integration/react';
import type { Persistor } from 'redux-persist';
import { createRoutes } from '../routing/routes';
import type { AppStore } from './store';

export interface AppProps {
  store: AppStore;
  persistor: Persistor;
  i18n: I18n;
  userLanguage: () => string;
}

export function App({ store, persistor, i18n, userLanguage }: AppProps) {
  const [router] = useState(() => createBrowserRouter(createRoutes({ i18n, userLanguage })));
  return (
    <Provider store={store}>
      <PersistGate persistor={persistor} loading={null}>
        <I18nextProvider i18n={i18n}>
          <RouterProvider router={router} />
        </I18nextProvider>
      </PersistGate>
    </Provider>
  );
}
