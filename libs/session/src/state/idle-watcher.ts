import type { Timers, TimerHandle, UserActivity } from '@kickoff/runtime';

export interface IdleWatcherOptions {
  timers: Timers;
  activity: UserActivity;
  throttleMs: number;
  /** Read at each arming so a config change applies from the next activity; null = no auto logoff. */
  idleMs: () => number | null;
  onIdle: () => void;
}

/**
 * Fires `onIdle` once `idleMs` pass without activity. Activity is taken at most once per `throttleMs`
 * (SES-010): mouse moves arrive by the hundred and each would otherwise re-arm a timer.
 */
export function startIdleWatcher({ timers, activity, throttleMs, idleMs, onIdle }: IdleWatcherOptions): () => void {
  let idleTimer: TimerHandle | undefined;
  let throttle: TimerHandle | undefined;
  const arm = () => {
    timers.clearTimeout(idleTimer);
    idleTimer = undefined;
    const ms = idleMs();
    if (ms !== null) idleTimer = timers.setTimeout(onIdle, ms);
  };
  const unsubscribe = activity.subscribe(() => {
    if (throttle !== undefined) return;
    throttle = timers.setTimeout(() => (throttle = undefined), throttleMs);
    arm();
  });
  arm();
  return () => {
    unsubscribe();
    timers.clearTimeout(idleTimer);
    timers.clearTimeout(throttle);
  };
}
