import { isCancelled } from '@kickoff/platform-api';
import { termsRedirect } from '../domain/terms-redirect';
import type { AppStartListening } from '@kickoff/store';
import type { SessionPorts } from './ports';
import { selectIsAuthenticated, selectIsWatchingUser, selectTermsChanged } from './selectors';
import { sessionServicesApi } from './session-services-api';
import { watchingUserChanged } from './session-services-installed';
import { termsStatusReceived } from './session-slice';
import { POLL_PAUSE_AFTER_LEAVE_MS, TERMS_POLL_INTERVAL_MS } from './session-timing';
import { startVisiblePolling } from './visible-polling';

type TermsPorts = Pick<
  SessionPorts,
  'timers' | 'visibility' | 'navigate' | 'routeKnown' | 'isConfirmTermsPage' | 'isTermsExemptPage' | 'log'
>;

/** SES-049 … SES-055: signed-in users' terms status every 60 s, and where a change sends them. */
export function registerTerms(startListening: AppStartListening, ports: TermsPorts): () => void {
  const stopPolling = startListening({
    predicate: watchingUserChanged,
    effect: async (_, api) => {
      api.cancelActiveListeners();
      // SES-049: anonymous visitors have no terms to confirm.
      if (!selectIsWatchingUser(api.getState())) return;
      const poll = async () => {
        const result = await api.dispatch(
          sessionServicesApi.endpoints.sessionTermsStatus.initiate(undefined, { forceRefetch: true, subscribe: false }),
        );
        // An aborted status call said nothing about the terms.
        if (api.signal.aborted || result.isUninitialized || isCancelled(result.error)) return;
        if (result.error !== undefined) ports.log?.('terms status failed', result.error);
        // SES-053: a failed status call reads as "terms unchanged".
        api.dispatch(termsStatusReceived(result.data ?? { changed: false, updatedAt: null }));
      };
      const stop = startVisiblePolling({
        timers: ports.timers,
        visibility: ports.visibility,
        intervalMs: TERMS_POLL_INTERVAL_MS,
        pauseAfterHiddenMs: POLL_PAUSE_AFTER_LEAVE_MS,
        poll,
      });
      api.signal.addEventListener('abort', stop, { once: true });
      await api.condition(() => false).catch(() => undefined);
    },
  });

  const stopRedirecting = startListening({
    actionCreator: termsStatusReceived,
    effect: async (_, api) => {
      await ports.routeKnown();
      const state = api.getState();
      const target = termsRedirect({
        isAuthenticated: selectIsAuthenticated(state),
        termsChanged: selectTermsChanged(state),
        onConfirmTermsPage: ports.isConfirmTermsPage(),
        onExemptPage: ports.isTermsExemptPage(),
      });
      if (target) ports.navigate(target);
    },
  });

  return () => {
    stopPolling({ cancelActive: true });
    stopRedirecting();
  };
}
