/**
 * Work that must not overlap across the site's open tabs (one coupon placement identity per browser): the named
 * lock is held while `work` runs, by one tab at a time, and let go when it settles, also when it throws.
 */
export interface TabLocks {
  request<T>(name: string, work: () => T | Promise<T>): Promise<T>;
}

/** One process's locks (tests, stories, the server): tabs of a test share them by sharing the instance. */
export function createMemoryLocks(): TabLocks {
  const tails = new Map<string, Promise<unknown>>();
  return {
    request<T>(name: string, work: () => T | Promise<T>): Promise<T> {
      const before = tails.get(name) ?? Promise.resolve();
      const turn = before.then(work, work);
      tails.set(
        name,
        turn.catch(() => undefined),
      );
      return turn;
    },
  };
}
