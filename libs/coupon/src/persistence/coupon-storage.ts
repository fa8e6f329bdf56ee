import type { KeyValueStorage, Logger } from '@kickoff/runtime';
import type { Storage } from 'redux-persist';
import { isStaleSiteKey } from './stale-site-keys';

/** How the saved coupon's writes go: where they fail, who hears of it. */
export interface CouponSaving {
  /** redux-persist's storage for the coupon's record. */
  storage: Storage;
  /** A newer build's record is in storage: nothing of ours may replace it. */
  hold(): void;
  /** Called when a write of the coupon is lost (storage full after freeing, or held). */
  onNotSaved(listener: () => void): () => void;
}

/**
 * The coupon's writes: a write the browser refuses is tried once more after freeing the site's own stale keys;
 * one that still fails (or that would replace a newer build's record) is reported, never thrown, so the site
 * goes on with the coupon in memory.
 */
export function couponSaving(storage: KeyValueStorage, logger: Logger): CouponSaving {
  let held = false;
  const listeners = new Set<() => void>();
  const notSaved = (reason: string) => {
    logger.warn(`coupon: not saved (${reason})`);
    listeners.forEach((listener) => listener());
  };
  const freeStaleKeys = () => {
    const stale = storage.keys().filter(isStaleSiteKey);
    stale.forEach((key) => storage.removeItem(key));
    return stale;
  };
  const write = (key: string, value: string) => {
    if (held) return notSaved('a newer build saved the coupon: its record stays untouched');
    if (storage.trySetItem(key, value)) return;
    const freed = freeStaleKeys();
    if (freed.length > 0 && storage.trySetItem(key, value))
      return logger.info(`coupon: saved after freeing ${freed.join(', ')}`);
    notSaved('storage is full');
  };
  return {
    storage: {
      getItem: async (key: string) => storage.getItem(key),
      // redux-persist may write while a reducer runs (FLUSH): the write, and whoever hears of its failure, wait
      // until the reducer is done.
      setItem: async (key: string, value: string) => {
        await Promise.resolve();
        write(key, value);
      },
      removeItem: async (key: string) => {
        if (!held) storage.removeItem(key);
      },
    },
    hold: () => void (held = true),
    onNotSaved: (listener) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}
