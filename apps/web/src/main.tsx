import { type CouponStartListening, couponSettingsSlice, persistedCouponSlice, registerCouponListeners } from '@kickoff/coupon';
import { browserStorage, browserTabChannel, documentCookies, documentScriptLoader } from '@kickoff/runtime';
import { selectSiteConfig } from '@kickoff/site-config';
import type { SessionStartListening } from '@kickoff/session';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router-dom';
import storage from 'redux-persist/es/storage';
import { App } from './app/App';
import { browserChunkRecovery } from './app/chunk-recovery';
import { createAppI18n } from './app/i18n';
import { followLanguage, startLanguage } from './app/language';
import { createSitePlatformClient } from './app/platform';
import { browserPlatformFacts } from './app/platform-facts';
import { injectRemoteAppsSlices, installHostBridge, startRemoteApps } from './app/remote-apps';
import { createAppRoutes } from './app/routes';
import { currentRouteReader } from './app/current-route';
import { injectSessionSlices, startSession } from './app/session';
import { makeStore, rootReducer } from './app/store';
import { createSessionFormsLoader } from './session-forms/session-forms-loader';

const cookies = documentCookies();
const i18n = createAppI18n(startLanguage(window.location.pathname, cookies));
followLanguage(i18n, cookies, document.documentElement);
// The coupon is injected before the store starts, so redux-persist restores it with everything else.
rootReducer.inject(couponSettingsSlice);
rootReducer.inject(persistedCouponSlice({ storage: browserStorage('local'), logger: console }));
injectRemoteAppsSlices(rootReducer);
injectSessionSlices();
const sessionLog = (message: string, detail?: unknown) => console.warn(`[session] ${message}`, detail);
const platform = createSitePlatformClient({
  // API-010/011: the captcha is one of the session's forms; its chunk loads when the platform first asks for one.
  solveCaptcha: (code, call) => sessionForms.load().then((forms) => forms.solveCaptcha(code, call), () => null),
  // API-016/017: a 451 sends the player to confirm the changed terms, when site config has it on.
  termsConfirmationEnabled: () => selectSiteConfig(store.getState(), i18n.language)?.isTermsConfirmationEnabled ?? false,
  onTermsConfirmationRequired: () => void router.navigate(`/${i18n.language}/confirm-terms`),
});
const { store, persistor, listenerMiddleware } = makeStore({ storage, platform });
const coupon = registerCouponListeners(listenerMiddleware.startListening as CouponStartListening, store, { tabChannel: browserTabChannel('kickoff:coupon'), logger: console });
const remoteApps = startRemoteApps({
  win: window,
  startListening: listenerMiddleware.startListening,
  logger: console,
  platformOrigin: import.meta.env['VITE_PLATFORM_ORIGIN'],
  configuredOrigins: () => selectSiteConfig(store.getState(), i18n.language)?.remoteAppOrigins,
});
const route = currentRouteReader({ getState: store.getState, location: () => window.location, language: () => i18n.language, isProduction: import.meta.env.PROD });
const scripts = documentScriptLoader();
const sessionForms = createSessionFormsLoader({
  store,
  startListening: listenerMiddleware.startListening,
  i18n,
  route,
  navigate: (path) => void router.navigate(path),
  scripts,
  afterSignIn: () => session.afterSignInPorts,
  // The analytics lib is not built yet: until it is, its events are only logged.
  track: (event, detail) => console.info('[analytics]', event, detail ?? ''),
  log: sessionLog,
});
// Created at once: the first page's site config and code load while React starts.
const router = createBrowserRouter(
  createAppRoutes({ store, i18n, cookies, chunkRecovery: browserChunkRecovery(), isProduction: import.meta.env.PROD, platformFacts: browserPlatformFacts, sessionForms }),
);
const session = startSession({
  store,
  startListening: listenerMiddleware.startListening as SessionStartListening,
  i18n,
  router,
  reload: () => window.location.reload(),
  route,
  siteVersion: String(import.meta.env['VITE_SITE_VERSION'] ?? '0.0.0'),
  loadFingerprint: () => import('./app/device-fingerprint').then(({ startDeviceFingerprint }) => startDeviceFingerprint(scripts, sessionLog)),
  log: sessionLog,
});
// Before the first render, so a remote's code finds `window.KickoffHost` already there.
installHostBridge({
  win: window,
  store,
  coupon,
  navigate: (path) => void router.navigate(path),
  language: () => i18n.language,
  logger: console,
  accountEntry: {
    openLogin: () => void sessionForms.load().then((forms) => forms.openLogin(), () => undefined),
    openRegistration: () => void sessionForms.load().then((forms) => forms.openRegistration(), () => undefined),
  },
});

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <App store={store} persistor={persistor} i18n={i18n} router={router} remoteApps={remoteApps.runtime} sessionForms={sessionForms} />
  </StrictMode>,
);
