import { isCancelled } from '@kickoff/platform-api';
import { termsRedirect } from '../domain/terms-redirect';
import type { AppStartListening } from '@kickoff/store';
import type { SessionDeps } from './session-deps';
import { selectIsAuthenticated, selectIsWatchingUser, selectTermsChanged } from './selectors';
import { sessionServicesApi } from './session-services-api';
import { watchingUserChanged } from './session-services-installed';
import { termsStatusReceived } from './session-slice';
import { POLL_PAUSE_AFTER_LEAVE_MS, TERMS_POLL_INTERVAL_MS } from './session-timing';
import { startVisiblePolling } from './visible-polling';

type TermsDeps = Pick<
  SessionDeps,
  'timers' | 'visibility' | 'navigate' | 'routeKnown' | 'isConfirmTermsPage' | 'isTermsExemptPage' | 'log'
>;

/** SES-049 … SES-055: signed-in users' terms status every 60 s, and where a change sends them. */
export function registerTerms(startListening: AppStartListening, deps: TermsDeps): () => void {
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
        if (result.error !== undefined) deps.log?.('terms status failed', result.error);
        // SES-053: a failed status call reads as "terms unchanged".
        api.dispatch(termsStatusReceived(result.data ?? { changed: false, updatedAt: null }));
      };
      const stop = startVisiblePolling({
        timers: deps.timers,
        visibility: deps.visibility,
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
      await deps.routeKnown();
      const state = api.getState();
      const target = termsRedirect({
        isAuthenticated: selectIsAuthenticated(state),
        termsChanged: selectTermsChanged(state),
        onConfirmTermsPage: deps.isConfirmTermsPage(),
        onExemptPage: deps.isTermsExemptPage(),
      });
      if (target) deps.navigate(target);
    },
  });

  return () => {
    stopPolling({ cancelActive: true });
    stopRedirecting();
  };
}
