// The browser's locks: a chunk of its own (adapters.ts loads it at the first request; only the coupon's placement asks).
import type { TabLocks } from './locks';
import type { KeyValueStorage } from './storage';
import { type Timers, sleep } from './timers';

interface LockManagerLike {
  request<T>(name: string, callback: () => Promise<T> | T): Promise<T>;
}

const LEASE_PREFIX = 'kickoff-lock:';
/** A lease not renewed for this long was left by a tab that closed while holding it. */
const LEASE_MS = 5_000;
/** Long enough for every tab that wrote a claim at the same moment to see the last writer's. */
const SETTLE_MS = 40;

/**
 * Where the browser has no Web Locks (Safari before 15.4): a lease in localStorage, claimed by writing this tab's
 * token, waiting for competing writes to settle and reading it back; the last writer holds it, the others wait.
 */
export function storageLeaseLocks(storage: KeyValueStorage, timers: Timers, now: () => number): TabLocks {
  const token = `${now().toString(36)}-${Math.random().toString(36).slice(2)}`;
  const leaseOf = (key: string): { token: string; until: number } | null => {
    try {
      return JSON.parse(storage.getItem(key) ?? 'null') as { token: string; until: number } | null;
    } catch {
      return null;
    }
  };
  return {
    async request<T>(name: string, work: () => T | Promise<T>): Promise<T> {
      const key = `${LEASE_PREFIX}${name}`;
      for (;;) {
        const lease = leaseOf(key);
        if (lease === null || lease.until < now()) {
          storage.setItem(key, JSON.stringify({ token, until: now() + LEASE_MS }));
          await sleep(SETTLE_MS, { timers });
          if (leaseOf(key)?.token === token) break;
        }
        await sleep(SETTLE_MS + Math.floor(Math.random() * SETTLE_MS), { timers });
      }
      try {
        return await work();
      } finally {
        if (leaseOf(key)?.token === token) storage.removeItem(key);
      }
    },
  };
}

/** The browser's Web Locks (`navigator.locks`), shared by every tab of the origin; the storage lease where there are none. */
export function browserLocks(win: Window, fallback: () => TabLocks): TabLocks {
  const locks = (win.navigator as Navigator & { locks?: LockManagerLike }).locks;
  if (!locks || typeof locks.request !== 'function') return fallback();
  return { request: (name, work) => locks.request(name, async () => work()) };
}
