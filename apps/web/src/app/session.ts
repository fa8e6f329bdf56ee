import { documentActivity, documentCookies, documentVisibility, browserStorage, systemTimers } from '@kickoff/runtime';
import { registerSessionListeners, type SessionPorts, type SessionStartListening, sessionSlice, sessionStarted, signedIn, signedOut } from '@kickoff/session';
import { selectSiteConfig } from '@kickoff/site-config';
import { isAnyOf } from '@reduxjs/toolkit';
import type { i18n as I18n } from 'i18next';
import { currentRouteReader } from './current-route';
import type { AppStore, RootState } from './store';
import { rootReducer } from './store';

/** Pages one may read with unconfirmed terms: the legal texts themselves and the confirm page (SES-054). */
const TERMS_EXEMPT_AREAS = new Set(['information']);

export interface SessionWiring {
  store: AppStore;
  startListening: SessionStartListening;
  i18n: I18n;
  /** The router's navigate and revalidate: a change of who is signed in re-runs the route's guards. */
  navigate(path: string): void;
  revalidate(): void;
  reload(): void;
  isProduction: boolean;
  log: (message: string, detail?: unknown) => void;
}

export function injectSessionSlice() {
  rootReducer.inject(sessionSlice);
}

/** Starts the session: polling, auto logoff, terms, logout; the ports are this page's browser. */
export function startSession({ store, startListening, i18n, navigate, revalidate, reload, isProduction, log }: SessionWiring) {
  const route = currentRouteReader({ getState: store.getState, location: () => window.location, language: () => i18n.language, isProduction });
  const home = () => `/${i18n.language}/`;
  const ports: SessionPorts = {
    timers: systemTimers,
    visibility: documentVisibility(),
    cookies: documentCookies(),
    storage: browserStorage('local'),
    activity: documentActivity(),
    isProtectedPage: route.isProtected,
    isConfirmTermsPage: () => route.routeName() === 'confirm-terms',
    isTermsExemptPage: () => TERMS_EXEMPT_AREAS.has(route.area() ?? ''),
    navigate: (target) => {
      if (target === 'reload') reload();
      else if (target === 'home') navigate(home());
      else navigate(`/${i18n.language}/confirm-terms`);
    },
    autoLogoffMinutes: (state) => selectSiteConfig(state as RootState, i18n.language)?.autoLogoffMinutes ?? null,
    log,
  };
  const stop = registerSessionListeners(startListening, ports);
  // The platform changed who is signed in (another tab, an expired session): the current page's guards run
  // again. A form's sign-in and the user's logout navigate on their own (after-sign-in navigation, logout).
  const stopGuards = startListening({
    matcher: isAnyOf(signedIn, signedOut),
    effect: (action) => {
      if (signedIn.match(action) && action.payload.via !== undefined && action.payload.via !== 'session') return;
      revalidate();
    },
  });
  store.dispatch(sessionStarted());
  return { ports, stop: () => [stop, stopGuards].forEach((fn) => fn()) };
}
