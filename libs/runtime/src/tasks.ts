import type { Timers } from './timers';

/** Ends the current task: long work split into parts, with the browser free to handle input and paint between them. */
export interface TaskYield {
  /** Resolves in a task of its own (in the browser); at once where no one waits for input (server, tests). */
  yield(): Promise<void>;
}

interface SchedulerWithYield {
  yield(): Promise<void>;
}

const canYield = (scheduler: unknown): scheduler is SchedulerWithYield =>
  typeof scheduler === 'object' && scheduler !== null && typeof Reflect.get(scheduler, 'yield') === 'function';

/**
 * The browser's: `scheduler.yield()` where there is one (it resumes ahead of other queued tasks), else a timer.
 * Lighthouse's TBT counts every task's time beyond 50 ms: a start made of parts of ≤ 50 ms blocks nothing.
 */
export function browserTaskYield(scheduler: unknown, timers: Timers): TaskYield {
  if (canYield(scheduler)) return { yield: () => scheduler.yield() };
  return { yield: () => new Promise<void>((resolve) => void timers.setTimeout(resolve, 0)) };
}

/** Nothing to yield to: the next microtask (keeps tests that drive time by hand free of hidden timers). */
export const immediateTaskYield: TaskYield = { yield: () => Promise.resolve() };
