import type { AppStartListening, RootState } from '@kickoff/store';
import { createAction, isAnyOf } from '@reduxjs/toolkit';
import { selectIsAuthenticated } from '../state/selectors';
import { signedIn } from '../state/session-slice';
import {
  type AfterRegistrationPair,
  afterSignInTarget,
  type AfterSignInTarget,
  type RouteRef,
} from './after-sign-in-target';
import { type FormSignIn, readFormSignIn } from './form-sign-in';

/** A form's sign-in that came before this navigation's chunk, read when it happened: led once the chunk is in. */
export const formSignInCaughtUp = createAction<FormSignIn>('session/formSignInCaughtUp');

/** What the after-sign-in navigation needs from the shell; the session feature fills it from the navigation, the current route and site config. */
export interface AfterSignInNavigationDeps {
  /** `location.origin`: a return address must stay on it. */
  siteOrigin: string;
  /** The raw return address: the `returnTo` query value the login guard of shell-routing adds (`RETURN_TO`). */
  returnAddress(): string | null;
  /** The remembered from-route: the page before the login or registration page, or the page under the modal. */
  fromRoute(): RouteRef | null;
  /** Whether a path may be seen by a signed-in user (the shell's current route). */
  isAllowedForSignedIn(path: string): boolean;
  /** Site config `afterRegistrationRedirects` of the current language (empty while it is not loaded). */
  afterRegistrationRedirects(state: RootState): readonly AfterRegistrationPair[];
  /** The path of a route name in the current language, or null when there is no such route. */
  pathOfRoute(routeName: string): string | null;
  /** `{ kind: 'home' }` → the language's home; a path → the router (replace when it is the current page). */
  navigate(target: AfterSignInTarget): void;
  /** CFG-006: site config reloaded on login (`siteConfigAll.initiate({ lang }, { forceRefetch: true })`). */
  reloadSiteConfig(): unknown;
  log?: (message: string, detail?: unknown) => void;
}

/**
 * SES-002 … SES-004 and CFG-006: after a sign-in by form (login or registration) the site config is reloaded,
 * then the user is sent where `afterSignInTarget` says. A sign-in the session check noticed (`via: 'session'`,
 * a fresh load or another tab) moves nobody: the user did not just ask for anything here.
 */
export function registerAfterSignInNavigation(
  startListening: AppStartListening,
  deps: AfterSignInNavigationDeps,
): () => void {
  const unsubscribe = startListening({
    matcher: isAnyOf(signedIn, formSignInCaughtUp),
    effect: async (action, api) => {
      const signIn = formSignInCaughtUp.match(action)
        ? action.payload
        : signedIn.match(action)
          ? readFormSignIn(action.payload.via, deps)
          : null;
      if (signIn === null) return;
      // A second sign-in (registration, then its login) decides alone: the first one's navigation is dropped.
      api.cancelActiveListeners();
      const { via, returnAddress, fromRoute } = signIn;
      try {
        // Awaited: which pages a signed-in user may see can depend on the reloaded config (available routes).
        await deps.reloadSiteConfig();
      } catch (error) {
        deps.log?.('site config reload after sign-in failed', error);
      }
      if (api.signal.aborted || !selectIsAuthenticated(api.getState())) return;
      const target = afterSignInTarget({
        via,
        returnAddress,
        fromRoute,
        siteOrigin: deps.siteOrigin,
        isAllowed: (path) => deps.isAllowedForSignedIn(path),
        afterRegistrationRedirects: deps.afterRegistrationRedirects(api.getState()),
        pathOfRoute: (name) => deps.pathOfRoute(name),
      });
      deps.navigate(target);
    },
  });
  return () => unsubscribe({ cancelActive: true });
}
