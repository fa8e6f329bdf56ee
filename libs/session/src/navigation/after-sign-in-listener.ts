import type { SessionStartListening } from '../state/listener-types';
import { selectIsAuthenticated } from '../state/selectors';
import { signedIn } from '../state/session-slice';
import { afterSignInTarget } from './after-sign-in-target';
import type { AfterSignInNavigationPorts } from './navigation-ports';

/**
 * SES-002 … SES-004 and CFG-006: after a sign-in by form (login or registration) the site config is reloaded,
 * then the user is sent where `afterSignInTarget` says. A sign-in the session check noticed (`via: 'session'`,
 * a fresh load or another tab) moves nobody: the user did not just ask for anything here.
 */
export function registerAfterSignInNavigation(startListening: SessionStartListening, ports: AfterSignInNavigationPorts): () => void {
  const unsubscribe = startListening({
    actionCreator: signedIn,
    effect: async ({ payload }, api) => {
      const via = payload.via;
      if (via !== 'login' && via !== 'registration') return;
      // A second sign-in (registration, then its login) decides alone: the first one's navigation is dropped.
      api.cancelActiveListeners();
      // Read before the reload: the shell may close the login modal or leave the login page meanwhile.
      const returnAddress = ports.returnAddress();
      const fromRoute = ports.fromRoute();
      try {
        // Awaited: which pages a signed-in user may see can depend on the reloaded config (available routes).
        await ports.reloadSiteConfig();
      } catch (error) {
        ports.log?.('site config reload after sign-in failed', error);
      }
      if (api.signal.aborted || !selectIsAuthenticated(api.getState())) return;
      const target = afterSignInTarget({
        via,
        returnAddress,
        fromRoute,
        siteOrigin: ports.siteOrigin,
        isAllowed: (path) => ports.isAllowedForSignedIn(path),
        afterRegistrationRedirects: ports.afterRegistrationRedirects(api.getState()),
        pathOfRoute: (name) => ports.pathOfRoute(name),
      });
      ports.navigate(target);
    },
  });
  return () => unsubscribe({ cancelActive: true });
}
