import type { AppStartListening } from '@kickoff/store';
import type { SessionPorts } from './ports';
import { sessionServicesApi } from './session-services-api';
import { logout, loggedOut } from './session-slice';
import { LOGOUT_COOKIES } from './session-timing';

/** SES-013 … SES-018: disconnect, forget the session on this device, then leave the page the user may no longer see. */
export function registerLogout(
  startListening: AppStartListening,
  ports: Pick<SessionPorts, 'cookies' | 'routeKnown' | 'isProtectedPage' | 'navigate' | 'log'>,
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
        if ('error' in result) ports.log?.('session disconnect failed', result.error);
        for (const name of LOGOUT_COOKIES) ports.cookies.remove(name, { path: '/' });
        api.dispatch(loggedOut());
        await ports.routeKnown();
        ports.navigate(ports.isProtectedPage() ? 'home' : 'reload');
      } finally {
        running = false;
      }
    },
  });
  return () => unsubscribe({ cancelActive: true });
}
