import { createManualTimers, type ManualClock } from '@kickoff/runtime';

/**
 * Timers and a clock that move together, a second at a time: the SMS countdown ticks on the timers and reads
 * the clock, as in a page. The clock is the platform mock's, so codes expire on the same time line.
 */
export function manualTime(clock: ManualClock) {
  const timers = createManualTimers();
  return {
    clock,
    timers,
    advance(ms: number) {
      for (let left = ms; left > 0; left -= 1000) {
        const step = Math.min(1000, left);
        clock.advance(step);
        timers.advance(step);
      }
    },
  };
}
