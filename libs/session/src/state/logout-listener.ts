import type { AppStartListening } from '@kickoff/store';
import type { SessionDeps } from './session-deps';
import { sessionServicesApi } from './session-services-api';
import { logout, loggedOut } from './session-slice';
import { LOGOUT_COOKIES } from './session-timing';

/** SES-013 … SES-018: disconnect, forget the session on this device, then leave the page the user may no longer see. */
export function registerLogout(
  startListening: AppStartListening,
  deps: Pick<SessionDeps, 'cookies' | 'routeKnown' | 'isProtectedPage' | 'navigate' | 'log'>,
): () => void {
  // A second click while the first logout runs must not disconnect twice or navigate twice.
  let running = false;
  const unsubscribe = startListening({
    actionCreator: logout,
    effect: async (_, api) => {
      if (running) return;
      running = true;
      try {
        const result = await api.dispatch(sessionServicesApi.endpoints.sessionDisconnect.initiate());
        // The user asked to leave: a platform that cannot be reached does not keep them signed in here.
        if ('error' in result) deps.log?.('session disconnect failed', result.error);
        for (const name of LOGOUT_COOKIES) deps.cookies.remove(name, { path: '/' });
        api.dispatch(loggedOut());
        await deps.routeKnown();
        deps.navigate(deps.isProtectedPage() ? 'home' : 'reload');
      } finally {
        running = false;
      }
    },
  });
  return () => unsubscribe({ cancelActive: true });
}
