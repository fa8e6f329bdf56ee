import type { AppStartListening } from '@kickoff/store';
import type { SessionDeps } from './session-deps';
import { isAnyOf } from '@reduxjs/toolkit';
import { selectIsSessionRunning, selectIsWatchingUser } from './selectors';
import { sessionServicesInstalled, watchingUserChanged } from './session-services-installed';
import { logout, sessionStarted, inactivityNoticeDue } from './session-slice';
import { ACTIVITY_THROTTLE_MS, INACTIVITY_FLAG_KEY, autoLogoffDelayMs } from './session-timing';
import { startIdleWatcher } from './idle-watcher';

/** SES-009 … SES-012: a signed-in user idle for the configured time is logged out and told so on the next load. */
export function registerAutoLogoff(
  startListening: AppStartListening,
  deps: Pick<SessionDeps, 'timers' | 'activity' | 'storage' | 'autoLogoffMinutes'>,
): () => void {
  const stopNotice = startListening({
    matcher: isAnyOf(sessionStarted, sessionServicesInstalled),
    effect: (_, api) => {
      if (!selectIsSessionRunning(api.getState())) return;
      if (deps.storage.getItem(INACTIVITY_FLAG_KEY) === null) return;
      // Cleared once read: the notice is owed once, not on every later load (SES-012's open point).
      deps.storage.removeItem(INACTIVITY_FLAG_KEY);
      api.dispatch(inactivityNoticeDue());
    },
  });

  const stopWatching = startListening({
    predicate: watchingUserChanged,
    effect: async (_, api) => {
      api.cancelActiveListeners();
      if (!selectIsWatchingUser(api.getState())) return;
      const stop = startIdleWatcher({
        timers: deps.timers,
        activity: deps.activity,
        throttleMs: ACTIVITY_THROTTLE_MS,
        idleMs: () => {
          const minutes = deps.autoLogoffMinutes(api.getState());
          return minutes === null ? null : autoLogoffDelayMs(minutes);
        },
        onIdle: () => {
          deps.storage.setItem(INACTIVITY_FLAG_KEY, '1');
          api.dispatch(logout({ reason: 'inactivity' }));
        },
      });
      // Stopped the moment a start, stop or sign-in change cancels this run, not a tick later when the
      // cancellation reaches the await: an idle timer due in between would log out a signed-out user.
      api.signal.addEventListener('abort', stop, { once: true });
      await api.condition(() => false).catch(() => undefined);
    },
  });
  return () => {
    stopNotice();
    stopWatching({ cancelActive: true });
  };
}
