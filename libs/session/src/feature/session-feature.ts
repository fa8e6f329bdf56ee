import { updateNoticeActions } from '@kickoff/shell-routing';
import { defineFeature, type FeatureContext, installAfterStart, lazyFeature } from '@kickoff/store';
import { isAnyOf } from '@reduxjs/toolkit';
import { accountResources } from '../account/account-resources';
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
import { newerVersionDeployed } from '../state/version-events';
import { provideAfterSignIn } from './after-sign-in-port';
import { preloadFormsForVisitors } from './forms-preload';
import { isSearchBot } from './search-bot';
import { sessionLog } from './session-log';
import { provideSessionPorts } from './site-ports';
import { startupServicesAfterStart } from './startup-after-start';

/**
 * The session's own work: the session check, logout, auto logoff, terms and the navigation after a sign-in in a
 * chunk installed right after the start (a logout asked for meanwhile is kept for it; a protected page loaded first
 * waits for the check's answer, `isSessionKnown`); start-up services in another; and what it links to the shell.
 */
function startSession(ctx: FeatureContext): () => void {
  const { adapters, startAppListening, navigation } = ctx;
  const log = sessionLog(ctx);
  const isBot = isSearchBot(adapters.page.userAgent());
  const services = lazyFeature(ctx, () => import('./session-services').then((chunk) => chunk.sessionServicesModule), {
    holds: logout.match,
  });
  provideSessionPorts(ctx, log);
  const stops = [
    provideAfterSignIn(ctx, services, log),
    // doc 001 §9: a crawler runs no session timers, so it never needs the chunk unless it signs in by a form.
    isBot ? () => undefined : installAfterStart(ctx, services.load),
    // A logout kept while the chunk is away (its tries failed) asks for it again.
    startAppListening({
      actionCreator: logout,
      effect: () => void (services.isLoaded() || services.load().catch(() => undefined)),
    }),
    startupServicesAfterStart(ctx, { isBot, log }),
    preloadFormsForVisitors(ctx),
    // SR-101: the version check's event raises the shell's update notice.
    startAppListening({
      actionCreator: newerVersionDeployed,
      effect: (_, api) => void api.dispatch(updateNoticeActions.updateAvailable()),
    }),
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
  return () => {
    stops.forEach((stop) => stop());
    services.uninstall();
  };
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
