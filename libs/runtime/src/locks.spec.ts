import { describe, expect, it } from 'vitest';
import { createManualClock } from './clock';
import { createMemoryLocks } from './locks';
import { browserLocks, storageLeaseLocks } from './locks-browser';
import { createManualTimers } from './manual-timers';
import { memoryStorage } from './storage';

/** Two claims of one lock, each reading a shared value, waiting a turn, then writing it plus one: a lost update shows. */
async function raceTwo(first: () => Promise<void>, second: () => Promise<void>) {
  await Promise.all([first(), second()]);
}

describe('tab locks', () => {
  it('[issue 28] memory locks run work of one name one at a time, in order, also after a failure', async () => {
    const locks = createMemoryLocks();
    const log: string[] = [];
    const work = (tag: string, fail = false) =>
      locks.request('ledger', async () => {
        log.push(`${tag} in`);
        await Promise.resolve();
        log.push(`${tag} out`);
        if (fail) throw new Error(tag);
        return tag;
      });
    const results = await Promise.allSettled([work('a', true), work('b'), work('c')]);
    expect(log).toEqual(['a in', 'a out', 'b in', 'b out', 'c in', 'c out']);
    expect(results.map((result) => result.status)).toEqual(['rejected', 'fulfilled', 'fulfilled']);
  });

  it('[issue 28] two tabs without Web Locks: the storage lease lets one read-then-write at a time', async () => {
    const storage = memoryStorage();
    const timers = createManualTimers();
    const clock = createManualClock(1_000);
    const tabA = storageLeaseLocks(storage, timers, () => clock.now());
    const tabB = storageLeaseLocks(storage, timers, () => clock.now());
    const bump = (locks: typeof tabA) => () =>
      locks.request('counter', async () => {
        const value = Number(storage.getItem('counter') ?? '0');
        await new Promise<void>((resolve) => timers.setTimeout(resolve, 10));
        storage.setItem('counter', String(value + 1));
      });
    const race = raceTwo(bump(tabA), bump(tabB));
    for (let turn = 0; turn < 200; turn += 1) {
      clock.advance(5);
      timers.advance(5);
      await Promise.resolve();
      await Promise.resolve();
    }
    await race;
    expect(storage.getItem('counter')).toBe('2');
    expect(storage.keys().filter((key) => key.startsWith('kickoff-lock:'))).toEqual([]);
  });

  it("[issue 28] in the browser the locks are the window's Web Locks; without them, the fallback", async () => {
    const calls: string[] = [];
    const webLocks = {
      request: async <T>(name: string, callback: () => Promise<T>) => {
        calls.push(name);
        return callback();
      },
    };
    const fallback = createMemoryLocks();
    const withLocks = browserLocks({ navigator: { locks: webLocks } } as unknown as Window, () => fallback);
    expect(await withLocks.request('x', () => 7)).toBe(7);
    expect(calls).toEqual(['x']);
    expect(browserLocks({ navigator: {} } as unknown as Window, () => fallback)).toBe(fallback);
  });
});
