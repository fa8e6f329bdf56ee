import type { Reducer } from '@reduxjs/toolkit';
import type { KeyValueStorage } from '@kickoff/runtime';
import { type MigrationManifest, type PersistConfig, type PersistedState, type Storage, createMigrate, persistReducer } from 'redux-persist';
import { SavedCouponSchema } from './bet-schema';
import { COUPON_PERSIST_KEY, couponSlice } from './coupon-slice';
import { type CouponState, SAVED_COUPON_FIELDS } from './coupon-state';

/** Where warnings about the saved coupon go (console in the app, a recorder in tests). */
export interface CouponLogger {
  warn(message: string, details?: unknown): void;
}

/** The coupon slice's state once persisted: redux-persist adds its `_persist` bookkeeping. */
export type PersistedCouponState = CouponState & PersistedState;

/** Bump with a migration whenever the saved shape (SavedCouponSchema) changes. */
export const COUPON_PERSIST_VERSION = 1;

export const couponMigrations: MigrationManifest = {
  // Version 1: the first saved shape. Unversioned data (another build, another app) passes on to the
  // check below, which keeps it only if it is a valid coupon.
  1: (state) => state,
};

const STORAGE_KEY = `persist:${COUPON_PERSIST_KEY}`;

/** redux-persist's format (a JSON object of JSON strings), read without ever throwing. */
function readSaved(storage: KeyValueStorage, logger: CouponLogger): PersistedState | undefined {
  const text = storage.getItem(STORAGE_KEY);
  if (text === null) return undefined;
  try {
    const outer: unknown = JSON.parse(text);
    if (typeof outer !== 'object' || outer === null || Array.isArray(outer)) throw new Error('not an object');
    return Object.fromEntries(Object.entries(outer).map(([key, value]) => [key, typeof value === 'string' ? JSON.parse(value) : value])) as PersistedState;
  } catch (error) {
    logger.warn('Saved coupon is not readable; starting with an empty coupon', error);
    return undefined;
  }
}

function asyncStorage(storage: KeyValueStorage): Storage {
  return {
    getItem: async (key: string) => storage.getItem(key),
    setItem: async (key: string, value: string) => storage.setItem(key, value),
    removeItem: async (key: string) => storage.removeItem(key),
  };
}

export interface CouponPersistence {
  storage: KeyValueStorage;
  logger: CouponLogger;
  /** for tests of future migrations; the app uses the defaults */
  version?: number;
  migrations?: MigrationManifest;
}

/**
 * The coupon reducer that saves bets, addedAtByBetId, typeId and systemValue under `persist:coupon`, with
 * its own version and migrations. Whatever storage holds is migrated, then checked whole: corrupted or
 * foreign data gives an empty coupon and a warning, never an exception. Create one per store: redux-persist
 * keeps its write queue inside the reducer.
 */
export function persistedCouponReducer({ storage, logger, version = COUPON_PERSIST_VERSION, migrations = couponMigrations }: CouponPersistence): Reducer<PersistedCouponState> {
  const migrate = createMigrate(migrations, { debug: false });
  const config: PersistConfig<CouponState> = {
    key: COUPON_PERSIST_KEY,
    version,
    storage: asyncStorage(storage),
    whitelist: [...SAVED_COUPON_FIELDS],
    getStoredState: async () => readSaved(storage, logger),
    migrate: async (state, currentVersion) => {
      if (state === undefined) return undefined;
      const savedVersion = state._persist?.version;
      if (typeof savedVersion === 'number' && savedVersion > currentVersion) {
        logger.warn(`Saved coupon has version ${savedVersion}, newer than ${currentVersion}; starting with an empty coupon`);
        return undefined;
      }
      try {
        const migrated = await migrate(state, currentVersion);
        const checked = SavedCouponSchema.safeParse(migrated);
        if (checked.success) return { ...checked.data, _persist: { version: currentVersion, rehydrated: false } } as PersistedState;
        logger.warn('Saved coupon has an unexpected shape; starting with an empty coupon', checked.error.issues.slice(0, 3));
      } catch (error) {
        logger.warn('Saved coupon could not be migrated; starting with an empty coupon', error);
      }
      return undefined;
    },
    // The slice merges the saved coupon itself (REHYDRATE in coupon-slice.ts) and refreshes what follows the bets.
    stateReconciler: false,
    // Reading is synchronous (localStorage or memory): nothing to wait for.
    timeout: 0,
  };
  return persistReducer(config, couponSlice.reducer) as unknown as Reducer<PersistedCouponState>;
}

/** The persisted coupon as combineSlices / rootReducer.inject take it. */
export function persistedCouponSlice(persistence: CouponPersistence) {
  return { reducerPath: couponSlice.reducerPath, reducer: persistedCouponReducer(persistence) } as const;
}
