import { systemTimers, type TimerHandle, type Timers } from './timers';

/** Real timers that belong to one server render: `dispose` cancels whatever is still pending. */
export interface RequestTimers extends Timers {
  /** How many timers are still scheduled. */
  readonly pending: number;
  dispose(): void;
}

/**
 * A render on the server builds a whole site whose features start polls and timeouts; none of them may outlive
 * the response (or keep the process from exiting), so every handle is tracked and a disposed set starts nothing.
 */
export function createRequestTimers(timers: Timers = systemTimers): RequestTimers {
  const timeouts = new Set<TimerHandle>();
  const intervals = new Set<TimerHandle>();
  let disposed = false;
  // A handle of the right kind that will never fire: callers may still clear it.
  const inert = (): TimerHandle => {
    const handle = timers.setTimeout(() => undefined, 0);
    timers.clearTimeout(handle);
    return handle;
  };
  return {
    setTimeout(callback, ms) {
      if (disposed) return inert();
      const handle = timers.setTimeout(() => {
        timeouts.delete(handle);
        callback();
      }, ms);
      timeouts.add(handle);
      return handle;
    },
    clearTimeout(handle) {
      if (handle !== undefined) timeouts.delete(handle);
      timers.clearTimeout(handle);
    },
    setInterval(callback, ms) {
      if (disposed) return inert();
      const handle = timers.setInterval(callback, ms);
      intervals.add(handle);
      return handle;
    },
    clearInterval(handle) {
      if (handle !== undefined) intervals.delete(handle);
      timers.clearInterval(handle);
    },
    get pending() {
      return timeouts.size + intervals.size;
    },
    dispose() {
      disposed = true;
      timeouts.forEach((handle) => timers.clearTimeout(handle));
      intervals.forEach((handle) => timers.clearInterval(handle));
      timeouts.clear();
      intervals.clear();
    },
  };
}
