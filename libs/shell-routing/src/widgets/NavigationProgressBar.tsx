import { PROGRESS_DURATION_MS, PROGRESS_THROTTLE_MS, ProgressBar } from '@kickoff/ui';
import type { Timers } from '@kickoff/runtime';

/** SR-021: the bar over the page while the router loads the next one (throttle 200 ms, duration 5000 ms). */
export function NavigationProgressBar({ active, timers }: { active: boolean; timers?: Timers }) {
  return (
    <ProgressBar active={active} throttleMs={PROGRESS_THROTTLE_MS} durationMs={PROGRESS_DURATION_MS} timers={timers} />
  );
}
