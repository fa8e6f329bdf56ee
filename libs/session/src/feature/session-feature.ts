import { updateNoticeActions } from '@kickoff/shell-routing';
import { selectSiteConfig } from '@kickoff/site-config';
import { defineFeature, type FeatureContext } from '@kickoff/store';
import { isAnyOf } from '@reduxjs/toolkit';
import { accountResources } from '../account/account-resources';
import type { SessionPorts } from '../state/ports';
import { registerSessionListeners } from '../state/register-session-listeners';
import { sessionSlice, sessionStarted, signedIn, signedOut } from '../state/session-slice';
import { newerVersionDeployed } from '../state/version-events';
import { provideAfterSignIn } from './after-sign-in-port';
import { preloadFormsForVisitors } from './forms-preload';
import { isSearchBot } from './search-bot';
import { confirmTermsPath, provideSessionPorts, routeKnown } from './site-ports';
import { startupServicesAfterStart } from './startup-after-start';

/** Pages one may read with unconfirmed terms: the legal texts themselves (SES-054). */
const TERMS_EXEMPT_AREAS = new Set(['information']);

function sessionPorts(ctx: FeatureContext, log: SessionPorts['log']): SessionPorts {
  const { adapters, navigation, i18n, ports } = ctx;
  const route = () => ports.get('shell.currentRoute');
  return {
    timers: adapters.timers,
    visibility: adapters.visibility,
    cookies: adapters.cookies,
    storage: adapters.localStorage,
    activity: adapters.activity,
    routeKnown: () => routeKnown(ctx),
    isProtectedPage: () => route().isProtected(),
    isConfirmTermsPage: () => route().routeName() === 'confirm-terms',
    isTermsExemptPage: () => TERMS_EXEMPT_AREAS.has(route().area() ?? ''),
    navigate: (target) => {
      if (target === 'reload') adapters.page.reload();
      else if (target === 'home') navigation.navigate(`/${i18n.language}/`);
      else navigation.navigate(confirmTermsPath(ctx));
    },
    autoLogoffMinutes: (state) => selectSiteConfig(state, i18n.language)?.autoLogoffMinutes ?? null,
    log,
  };
}

/** The session's own work: polling, auto logoff, terms, logout, start-up services, and what it links to the shell. */
function startSession(ctx: FeatureContext): () => void {
  const { adapters, startAppListening, navigation } = ctx;
  const log = (message: string, detail?: unknown) => adapters.logger.warn(`[session] ${message}`, detail);
  const isBot = isSearchBot(adapters.page.userAgent());
  provideSessionPorts(ctx, log);
  provideAfterSignIn(ctx, log);
  const stops = [
    registerSessionListeners(startAppListening, sessionPorts(ctx, log)),
    startupServicesAfterStart(ctx, { isBot, log }),
    preloadFormsForVisitors(ctx),
    // SR-101: the version check's event raises the shell's update notice.
    startAppListening({ actionCreator: newerVersionDeployed, effect: (_, api) => void api.dispatch(updateNoticeActions.updateAvailable()) }),
    // The platform changed who is signed in (another tab, an expired session): the current page's guards run
    // again. A form's sign-in and the user's logout navigate on their own (after-sign-in navigation, logout).
    startAppListening({
      matcher: isAnyOf(signedIn, signedOut),
      effect: (action) => {
        if (signedIn.match(action) && action.payload.via !== undefined && action.payload.via !== 'session') return;
        navigation.revalidate();
      },
    }),
  ];
  // doc 001 §9: search-engine bots run no timers: no session or terms polls, no idle watch for them.
  if (!isBot) ctx.store.dispatch(sessionStarted());
  return () => stops.forEach((stop) => stop());
}

/**
 * Who is signed in and everything that follows from it. Install it after the shell (it reads the current route)
 * and before the forms' lazy feature; it provides `shell.signIn`, `platform.solveCaptcha`,
 * `platform.termsConfirmation` and `session.afterSignIn`.
 */
export const sessionFeature = defineFeature({
  name: 'session',
  slices: [sessionSlice],
  resources: [accountResources],
  register: startSession,
});
