import { defineFeature, type FeatureContext, type LoadableFeature, type RootState } from '@kickoff/store';
import {
  type AfterSignInNavigationDeps,
  formSignInCaughtUp,
  registerAfterSignInNavigation,
} from '../navigation/after-sign-in-listener';
import type { FormSignIn } from '../navigation/form-sign-in';
import { registerSessionServices } from '../state/register-session-services';
import { sessionServicesInstalled } from '../state/session-services-installed';
import { navigationDeps } from './navigation-deps';
import { sessionLog } from './session-log';
import { sessionDeps } from './session-deps';

/** Who leads the forms' sign-ins: where the player came from, the login form's return address, the session's log. */
export interface SignInLeader {
  fromRoute: AfterSignInNavigationDeps['fromRoute'];
  loginReturnTo: (state: RootState) => string | null;
  log: (message: string, detail?: unknown) => void;
}

/** What the session's services offer once in: the navigation after the forms' sign-ins. */
export interface SessionServicesApi {
  /** Leads every form's sign-in from now on, and `missed`, one made before this chunk arrived; returns the undo. */
  leadSignIns(ctx: FeatureContext, leader: SignInLeader, missed: FormSignIn | null): () => void;
}

/**
 * The session's work for a logout or a signed-in player (logout, auto logoff, terms polling): a chunk of its own,
 * installed right after the start, as the navigation after a sign-in. What happened before it arrived is caught up
 * at once: a signed-in player is watched and polled, a logout asked for carried out, the inactivity flag read.
 */
const sessionServicesFeature = defineFeature({
  name: 'session services',
  register(ctx) {
    const stop = registerSessionServices(ctx.startAppListening, sessionDeps(ctx, sessionLog(ctx)));
    ctx.store.dispatch(sessionServicesInstalled());
    return stop;
  },
});

export const sessionServicesModule: LoadableFeature<SessionServicesApi> = {
  feature: sessionServicesFeature,
  api: ({ startAppListening, store }) => ({
    leadSignIns: (ctx, { fromRoute, loginReturnTo, log }, missed) => {
      const deps = navigationDeps(ctx, fromRoute, loginReturnTo, log);
      const stop = registerAfterSignInNavigation(startAppListening, deps);
      if (missed !== null) store.dispatch(formSignInCaughtUp(missed));
      return stop;
    },
  }),
};
