import type { PageVisibility, TimerHandle, Timers } from '@kickoff/runtime';

export interface VisiblePollingOptions {
  timers: Timers;
  visibility: PageVisibility;
  intervalMs: number;
  /** How long polls go on after the page is hidden; 0 = none is sent while hidden. */
  pauseAfterHiddenMs?: number;
  /** One poll; a poll still running when the next is due makes the next one wait its turn out. */
  poll: () => Promise<void>;
}

/**
 * Polls at once (when visible) and then every `intervalMs`, pausing while the page is hidden.
 * A poll that fell due while paused runs as soon as the page is shown again, so a returning user is
 * not left with an hour-old answer; one that did not fall due keeps its rhythm.
 */
export function startVisiblePolling({
  timers,
  visibility,
  intervalMs,
  pauseAfterHiddenMs = 0,
  poll,
}: VisiblePollingOptions): () => void {
  let missed = false;
  let running = false;
  let paused = !visibility.isVisible();
  let pauseTimer: TimerHandle | undefined;
  const run = () => {
    if (paused) {
      missed = true;
      return;
    }
    if (running) return;
    missed = false;
    running = true;
    void poll().finally(() => {
      running = false;
    });
  };
  const interval = timers.setInterval(run, intervalMs);
  const stopWatching = visibility.subscribe((visible) => {
    timers.clearTimeout(pauseTimer);
    pauseTimer = undefined;
    if (!visible) {
      if (pauseAfterHiddenMs <= 0) paused = true;
      else pauseTimer = timers.setTimeout(() => (paused = true), pauseAfterHiddenMs);
      return;
    }
    paused = false;
    if (missed) run();
  });
  run();
  return () => {
    timers.clearInterval(interval);
    timers.clearTimeout(pauseTimer);
    stopWatching();
  };
}
