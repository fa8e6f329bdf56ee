import { RETURN_TO, updateNoticeActions, updateNoticeSlice } from '@kickoff/shell-routing';
import { browserStorage, documentActivity, documentCookies, documentVisibility, systemTimers } from '@kickoff/runtime';
import {
  type AfterSignInNavigationPorts,
  newerVersionDeployed,
  registerSessionListeners,
  registerStartup,
  type SessionPorts,
  type SessionStartListening,
  sessionSlice,
  sessionStarted,
  signedIn,
  signedOut,
} from '@kickoff/session';
import { selectSiteConfig, siteConfigApi } from '@kickoff/site-config';
import { isAnyOf } from '@reduxjs/toolkit';
import type { i18n as I18n } from 'i18next';
import type { CurrentRouteReader } from './current-route';
import { type RouterLike, trackFromRoute } from './from-route';
import { pathOfRoute } from './route-paths';
import { fetchDeployedVersion, isSearchBot } from './site-facts';
import type { AppStore, RootState } from './store';
import { rootReducer } from './store';

/** Pages one may read with unconfirmed terms: the legal texts themselves (SES-054). */
const TERMS_EXEMPT_AREAS = new Set(['information']);

export interface SessionWiring {
  store: AppStore;
  startListening: SessionStartListening;
  i18n: I18n;
  /** The router: navigate, revalidate (a change of who is signed in re-runs the route's guards), its state. */
  router: RouterLike & { navigate(path: string, options?: { replace?: boolean }): unknown; revalidate(): unknown };
  reload(): void;
  route: CurrentRouteReader;
  /** The running build's version (SES-062). */
  siteVersion: string;
  /** Starts the device fingerprint load (SES-068). */
  loadFingerprint(): unknown;
  log: (message: string, detail?: unknown) => void;
}

export function injectSessionSlices() {
  rootReducer.inject(sessionSlice);
  rootReducer.inject(updateNoticeSlice);
}

/** Starts the session: polling, auto logoff, terms, logout, start-up services. */
export function startSession({ store, startListening, i18n, router, reload, route, siteVersion, loadFingerprint, log }: SessionWiring) {
  const home = () => `/${i18n.language}/`;
  const cookies = documentCookies();
  const storage = browserStorage('local');
  const ports: SessionPorts = {
    timers: systemTimers,
    visibility: documentVisibility(),
    cookies,
    storage,
    activity: documentActivity(),
    isProtectedPage: route.isProtected,
    isConfirmTermsPage: () => route.routeName() === 'confirm-terms',
    isTermsExemptPage: () => TERMS_EXEMPT_AREAS.has(route.area() ?? ''),
    navigate: (target) => {
      if (target === 'reload') reload();
      else if (target === 'home') void router.navigate(home());
      else void router.navigate(`/${i18n.language}/confirm-terms`);
    },
    autoLogoffMinutes: (state) => selectSiteConfig(state as RootState, i18n.language)?.autoLogoffMinutes ?? null,
    log,
  };
  const fromRoute = trackFromRoute(router, route.routeName);
  // Only the session's forms sign anyone in: their chunk starts the after-sign-in navigation with these ports.
  const afterSignInPorts: AfterSignInNavigationPorts = {
    siteOrigin: window.location.origin,
    returnAddress: () => new URLSearchParams(window.location.search).get(RETURN_TO),
    fromRoute: fromRoute.fromRoute,
    isAllowedForSignedIn: route.isAllowedForSignedIn,
    afterRegistrationRedirects: (state) => selectSiteConfig(state as RootState, i18n.language)?.afterRegistrationRedirects ?? [],
    pathOfRoute: (name) => pathOfRoute(name, i18n.language),
    navigate: (target) => void router.navigate(target.kind === 'home' ? home() : target.path, { replace: true }),
    reloadSiteConfig: () => store.dispatch(siteConfigApi.endpoints.siteConfigAll.initiate({ lang: i18n.language }, { forceRefetch: true, subscribe: false })),
    log,
  };
  const stops = [
    registerSessionListeners(startListening, ports),
    fromRoute.stop,
    registerStartup(startListening, {
      timers: systemTimers,
      storage,
      cookies,
      currentSearch: () => window.location.search,
      isBot: isSearchBot,
      currentVersion: siteVersion,
      fetchDeployedVersion,
      // The site is a client-rendered page: nothing comes preloaded.
      isSessionPreloaded: () => false,
      loadFingerprint,
      log,
    }),
    // SR-101: the version check's event raises the shell's update notice.
    startListening({ actionCreator: newerVersionDeployed, effect: (_, api) => void api.dispatch(updateNoticeActions.updateAvailable()) }),
    // The platform changed who is signed in (another tab, an expired session): the current page's guards run
    // again. A form's sign-in and the user's logout navigate on their own (after-sign-in navigation, logout).
    startListening({
      matcher: isAnyOf(signedIn, signedOut),
      effect: (action) => {
        if (signedIn.match(action) && action.payload.via !== undefined && action.payload.via !== 'session') return;
        void router.revalidate();
      },
    }),
  ];
  // doc 001 §9: search-engine bots run no timers: no session or terms polls, no idle watch for them.
  if (!isSearchBot()) store.dispatch(sessionStarted());
  return { ports, afterSignInPorts, stop: () => stops.forEach((stop) => stop()) };
}
