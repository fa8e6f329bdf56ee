import { DEFAULT_LANGUAGE, isSupportedLanguage } from '@kickoff/i18n';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import storage from 'redux-persist/es/storage';
import { App } from './app/App';
import { createAppI18n } from './app/i18n';
import { createSitePlatformClient } from './app/platform';
import { makeStore } from './app/store';
import { languageOf } from './routing/language-prefix';

const urlLanguage = languageOf(window.location.pathname);
const i18n = createAppI18n(isSupportedLanguage(urlLanguage) ? urlLanguage : DEFAULT_LANGUAGE);
const { store, persistor } = makeStore({ storage, platform: createSitePlatformClient() });

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <App store={store} persistor={persistor} i18n={i18n} userLanguage={() => i18n.language} />
  </StrictMode>,
);
