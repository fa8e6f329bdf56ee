import type { Timers } from '@kickoff/runtime';

/**
 * Ends the current task: the start is a few steps of tens of milliseconds each on a slow phone, and one task holding
 * them all blocked input for its whole length (Lighthouse's TBT counts every task's time beyond 50 ms).
 */
export function yieldToBrowser(timers: Timers): Promise<void> {
  return new Promise((resolve) => void timers.setTimeout(resolve, 0));
}
