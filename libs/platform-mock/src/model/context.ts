import type { Clock } from '@kickoff/runtime';
import type { PlatformState } from './state';

/** What every model operation works on: the state and "now". Swapped wholesale by reset(). */
export interface ModelContext {
  state: PlatformState;
  clock: Clock;
}

export function nowSeconds(context: ModelContext): number {
  return Math.floor(context.clock.now() / 1000);
}

/** The next value of a named counter: ids that repeat run after run and never collide. */
export function nextId(context: ModelContext, counter: keyof PlatformState['counters']): number {
  context.state.counters[counter] += 1;
  return context.state.counters[counter];
}
