import type { PlatformError } from '@kickoff/platform-api';
import { checkWithRetries, type CheckOutcome } from './check-with-retries';
import type { SessionStartListening } from './listener-types';
import type { SessionPorts } from './ports';
import { selectUserId } from './selectors';
import { sessionApi } from './session-api';
import { sessionStarted, sessionStopped } from './session-events';
import { loggedOut, signedIn, signedOut } from './session-slice';
import { SESSION_CHECK_RETRIES, SESSION_CHECK_RETRY_DELAY_MS, SESSION_POLL_INTERVAL_MS } from './session-timing';
import { startVisiblePolling } from './visible-polling';

/** SES-005 … SES-008: who the platform says the user is, asked every 60 s while the page is shown. */
export function registerSessionCheck(startListening: SessionStartListening, ports: Pick<SessionPorts, 'timers' | 'visibility' | 'log'>): () => void {
  // An answer to a check sent before a logout describes the old session; it must not sign the user back in.
  let logoutCount = 0;
  const stopCountingLogouts = startListening({ actionCreator: loggedOut, effect: () => void (logoutCount += 1) });

  const stopPolling = startListening({
    actionCreator: sessionStarted,
    effect: async (_, api) => {
      api.cancelActiveListeners();
      const attempt = async (): Promise<CheckOutcome<number | null>> => {
        const request = api.dispatch(sessionApi.endpoints.sessionCheck.initiate(undefined, { forceRefetch: true, subscribe: false }));
        const result = await request;
        return result.error === undefined ? { ok: true, value: result.data ?? null } : { ok: false, error: result.error as PlatformError };
      };
      const poll = async () => {
        const startedAt = logoutCount;
        const outcome = await checkWithRetries(attempt, {
          timers: ports.timers,
          retries: SESSION_CHECK_RETRIES,
          delayMs: SESSION_CHECK_RETRY_DELAY_MS,
          signal: api.signal,
        }).catch(() => undefined); // cancelled by sessionStopped
        if (!outcome || api.signal.aborted || startedAt !== logoutCount) return;
        if (!outcome.ok) ports.log?.('session check failed, treating the user as logged out', outcome.error);
        const userId = outcome.ok ? outcome.value : null;
        if (userId === selectUserId(api.getState())) return;
        api.dispatch(userId === null ? signedOut() : signedIn({ userId }));
      };
      const stop = startVisiblePolling({ timers: ports.timers, visibility: ports.visibility, intervalMs: SESSION_POLL_INTERVAL_MS, poll });
      // Stopped the moment this run is cancelled, before a due tick could send one more check.
      api.signal.addEventListener('abort', stop, { once: true });
      await api.take(sessionStopped.match).catch(() => undefined);
      stop();
    },
  });
  return () => {
    stopPolling({ cancelActive: true });
    stopCountingLogouts();
  };
}
