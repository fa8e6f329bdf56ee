import { defineFeature, type FeatureContext, type LaterWhen } from '@kickoff/store';
import { isAnyOf } from '@reduxjs/toolkit';
import { AccountArea } from '../account/AccountArea';
import { accountResources } from '../account/account-resources';
import { SessionLayer } from '../layer/SessionLayer';
import {
  logout,
  sessionConfirmed,
  sessionSlice,
  sessionStarted,
  signedIn,
  signedInMarkerSeen,
  signedOut,
} from '../state/session-slice';
import { SIGNED_IN_MARKER_COOKIE } from '../state/session-timing';
import { provideAfterSignIn } from './after-sign-in-port';
import { preloadFormsForVisitors } from './forms-preload';
import { isSearchBot } from './search-bot';
import { sessionLog } from './session-log';
import type { SessionServicesApi } from './session-services';
import { provideSessionPorts } from './site-ports';
import type { SessionState } from '../state/session-slice';

// In this module, not one of its own: the declarations a published package emits keep it only here.
declare module '@kickoff/store' {
  interface LazyLoadedSlices {
    /** never persisted: who is signed in is the platform's session cookie, asked again on every load */
    session: SessionState;
  }
  interface LazyFeatures {
    /** The session check, logout, auto logoff, terms and the navigation after a sign-in: right after the start. */
    sessionServices: SessionServicesApi;
    /** Start-up services (payment consultant, version check, fingerprint, secure data): right after the start. */
    sessionStartup: undefined;
  }
  interface FeaturePorts {
    /** A full reload of the page (the update notice's answer). */
    'session.reloadPage': () => void;
  }
}

/** doc 001 §9: a crawler runs no session timers, so it never needs these parts unless it signs in by a form. */
const afterStartUnlessBot = ({ adapters }: FeatureContext): LaterWhen =>
  isSearchBot(adapters.page.userAgent()) ? 'first-use' : 'after-start';

/**
 * What the session links to the shell and the platform at once; its own work (the session check, logout, auto
 * logoff, terms, the navigation after a sign-in; the start-up services) comes with its `later` parts, and a protected
 * page loaded first waits for the check's answer (`isSessionKnown`).
 */
function startSession(ctx: FeatureContext): () => void {
  const { adapters, startAppListening, navigation } = ctx;
  const log = sessionLog(ctx);
  const isBot = isSearchBot(adapters.page.userAgent());
  provideSessionPorts(ctx, log);
  const stops = [
    provideAfterSignIn(ctx, ctx.ports.lazy('sessionServices'), log),
    preloadFormsForVisitors(ctx),
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
  ctx.store.dispatch(signedInMarkerSeen(adapters.cookies.get(SIGNED_IN_MARKER_COOKIE) !== undefined));
  // doc 001 §9: search-engine bots run no timers: no session or terms polls, no idle watch for them. A crawler is
  // anonymous: a protected page it opens goes to the login page at once instead of waiting for a check.
  ctx.store.dispatch(isBot ? sessionConfirmed() : sessionStarted());
  return () => stops.forEach((stop) => stop());
}

/**
 * Who is signed in and everything that follows from it, its confirm-terms page and its parts of the header and the
 * notifications. Install it after the shell (it reads the current route) and before the forms' lazy feature; it provides `shell.signIn`, `platform.solveCaptcha`,
 * `platform.termsConfirmation`, `session.player` and `session.afterSignIn`.
 */
export const sessionFeature = defineFeature({
  name: 'session',
  slices: [sessionSlice],
  resources: [accountResources],
  register: startSession,
  later: [
    {
      name: 'sessionServices',
      load: () => import('./session-services').then((chunk) => chunk.sessionServicesModule),
      when: afterStartUnlessBot,
      // A logout pressed before the chunk arrived is kept for it (and asks for it again when its tries failed).
      holds: [logout],
    },
    {
      name: 'sessionStartup',
      load: () => import('../startup/startup-services').then((chunk) => chunk.startupServicesModule),
      // A crawler gets none of them: nobody else asks for this part.
      when: afterStartUnlessBot,
    },
  ],
  routes: { pages: { 'confirm-terms': () => import('../terms/ConfirmTermsRoutePage') } },
  slots: {
    // The log-in and sign-up buttons, or the signed-in player's menu; after the balance.
    header: [{ id: 'account', Component: AccountArea, order: 30 }],
    // The forms' modals, the logout confirmation and the update notice over any page.
    notifications: [{ id: 'session-layer', Component: SessionLayer }],
  },
  // The terms' rules are the same for every visitor.
  server: { sharedAnswers: ['sessionTermsRules'] },
});
