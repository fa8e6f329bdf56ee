import { isCancelled } from '@kickoff/platform-api';
import { checkWithRetries, type CheckOutcome } from './check-with-retries';
import type { AppStartListening } from '@kickoff/store';
import type { SessionDeps } from './session-deps';
import { selectIsSessionKnown, selectIsSessionRunning, selectUserId } from './selectors';
import { sessionApi } from './session-api';
import { sessionServicesInstalled } from './session-services-installed';
import { sessionConfirmed, sessionStarted, sessionStopped, loggedOut, signedIn, signedOut } from './session-slice';
import { SESSION_CHECK_RETRIES, SESSION_CHECK_RETRY_DELAY_MS, SESSION_POLL_INTERVAL_MS } from './session-timing';
import { startVisiblePolling } from './visible-polling';

/**
 * SES-005 … SES-008: who the platform says the user is, asked every 60 s while the page is shown. Part of the session
 * services' chunk: a session started before the chunk arrived is checked on its arrival.
 */
export function registerSessionCheck(
  startListening: AppStartListening,
  deps: Pick<SessionDeps, 'timers' | 'visibility' | 'log'>,
): () => void {
  // An answer to a check sent before a logout or a form's sign-in describes the old session: it must not sign the
  // user back in, nor sign out a player who has just signed in (the first check may still be on its way then).
  let sessionChanges = 0;
  const stopCountingChanges = startListening({
    predicate: (action) =>
      loggedOut.match(action) ||
      (signedIn.match(action) && action.payload.via !== undefined && action.payload.via !== 'session'),
    effect: () => void (sessionChanges += 1),
  });

  const stopPolling = startListening({
    predicate: (action, state) =>
      sessionStarted.match(action) || (sessionServicesInstalled.match(action) && selectIsSessionRunning(state)),
    effect: async (_, api) => {
      api.cancelActiveListeners();
      const attempt = async (): Promise<CheckOutcome<number | null>> => {
        const result = await api.dispatch(
          sessionApi.endpoints.sessionCheck.initiate(undefined, { forceRefetch: true, subscribe: false }),
        );
        // Aborted (RTK Query dropping the unused entry, a newer check): the platform said nothing, so nobody signed out.
        if (result.isUninitialized || isCancelled(result.error)) return { kind: 'cancelled' };
        return result.error === undefined
          ? { kind: 'answer', value: result.data ?? null }
          : { kind: 'failure', error: result.error };
      };
      const poll = async () => {
        const startedAt = sessionChanges;
        const outcome = await checkWithRetries(attempt, {
          timers: deps.timers,
          retries: SESSION_CHECK_RETRIES,
          delayMs: SESSION_CHECK_RETRY_DELAY_MS,
          signal: api.signal,
        }).catch(() => undefined); // cancelled by sessionStopped
        if (!outcome || outcome.kind === 'cancelled' || api.signal.aborted || startedAt !== sessionChanges) return;
        if (outcome.kind === 'failure')
          deps.log?.('session check failed, treating the user as logged out', outcome.error);
        const userId = outcome.kind === 'answer' ? outcome.value : null;
        if (userId !== selectUserId(api.getState())) api.dispatch(userId === null ? signedOut() : signedIn({ userId }));
        else if (!selectIsSessionKnown(api.getState())) api.dispatch(sessionConfirmed());
      };
      const stop = startVisiblePolling({
        timers: deps.timers,
        visibility: deps.visibility,
        intervalMs: SESSION_POLL_INTERVAL_MS,
        poll,
      });
      // Stopped the moment this run is cancelled, before a due tick could send one more check.
      api.signal.addEventListener('abort', stop, { once: true });
      await api.take(sessionStopped.match).catch(() => undefined);
      stop();
    },
  });
  return () => {
    stopPolling({ cancelActive: true });
    stopCountingChanges();
  };
}
