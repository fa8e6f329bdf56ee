import type { Reducer } from '@reduxjs/toolkit';
import type { KeyValueStorage, Logger } from '@kickoff/runtime';
import {
  type MigrationManifest,
  type PersistConfig,
  type PersistedState,
  createMigrate,
  persistReducer,
} from 'redux-persist';
import { COUPON_PERSIST_KEY, couponSlice } from '../state/coupon-slice';
import { type CouponState, SAVED_COUPON_FIELDS } from '../state/coupon-state';
import { type CouponSaving, couponSaving } from './coupon-storage';
import { parseStoredRecord, readSavedCoupon } from './saved-coupon';

/** The coupon slice's state once persisted: redux-persist adds its `_persist` bookkeeping. */
export type PersistedCouponState = CouponState & PersistedState;

/** Bump with a migration whenever the saved shape (SavedCouponSchema) changes. */
export const COUPON_PERSIST_VERSION = 1;

export const COUPON_STORAGE_KEY = `persist:${COUPON_PERSIST_KEY}`;

export const couponMigrations: MigrationManifest = {
  // Version 1: the first saved shape. Unversioned data (an older build) passes on to the check bet by bet.
  1: (state) => state,
};

export interface CouponPersistence {
  storage: KeyValueStorage;
  logger: Logger;
  /** for tests of future migrations; the site uses the defaults */
  version?: number;
  migrations?: MigrationManifest;
}

const versionOf = (state: NonNullable<PersistedState>) =>
  (state._persist as { version?: unknown } | undefined)?.version;

/**
 * The coupon reducer saved under `persist:coupon`: only `bets`, `addedAtByBetId`, `typeId` and `systemValue`
 * (the whitelist), with its own version and `createMigrate`. `migrate` is where storage is checked, once, with zod,
 * bet by bet. A record of a newer build is read as far as this build understands it and never overwritten.
 * redux-persist writes nothing before the restore has finished (it waits for REHYDRATE). One per store: its
 * write queue lives in the reducer.
 */
export function persistedCoupon({
  storage,
  logger,
  version = COUPON_PERSIST_VERSION,
  migrations = couponMigrations,
}: CouponPersistence): {
  slice: { reducerPath: typeof COUPON_PERSIST_KEY; reducer: Reducer<PersistedCouponState> };
  saving: CouponSaving;
} {
  const saving = couponSaving(storage, logger);
  const migrateOlder = createMigrate(migrations, { debug: false });
  const config: PersistConfig<CouponState> = {
    key: COUPON_PERSIST_KEY,
    version,
    storage: saving.storage,
    whitelist: [...SAVED_COUPON_FIELDS],
    getStoredState: async () =>
      parseStoredRecord(storage.getItem(COUPON_STORAGE_KEY), logger) as PersistedState | undefined,
    migrate: async (state, currentVersion) => {
      if (state === undefined) return undefined;
      const saved = versionOf(state);
      const isVersion = typeof saved === 'number' && Number.isFinite(saved);
      let understood: object = state;
      if (isVersion && saved > currentVersion) {
        logger.warn(
          `coupon: saved by a newer build (version ${saved}); reading what this build knows, leaving the record as it is`,
        );
        saving.hold();
      } else {
        try {
          // A version that is no number is damage: the record is read as an unversioned one.
          understood =
            (await migrateOlder(isVersion ? state : { ...state, _persist: undefined as never }, currentVersion)) ??
            state;
        } catch (error) {
          logger.warn('coupon: the saved coupon could not be migrated; reading it as it is', error);
        }
      }
      return {
        ...readSavedCoupon(understood as Record<string, unknown>, logger),
        _persist: { version: currentVersion, rehydrated: false },
      } as PersistedState;
    },
    // The slice merges the saved coupon itself (its REHYDRATE case) and rebuilds what follows the bets.
    stateReconciler: false,
    // Storage is read synchronously: no restore may be given up on (an empty coupon would then be written).
    timeout: 0,
  };
  return {
    slice: {
      reducerPath: COUPON_PERSIST_KEY,
      reducer: persistReducer(config, couponSlice.reducer) as unknown as Reducer<PersistedCouponState>,
    },
    saving,
  };
}

/**
 * The coupon's record exactly as redux-persist writes it (each saved field as JSON, with `_persist`): written at
 * once by the placement, in the task that hears the answer, so a reload right after it never finds the placed bets.
 */
export function savedCouponRecord(coupon: CouponState): { key: string; record: string } {
  const fields = SAVED_COUPON_FIELDS.map((field) => [field, JSON.stringify(coupon[field])]);
  fields.push(['_persist', JSON.stringify({ version: COUPON_PERSIST_VERSION, rehydrated: true })]);
  return { key: COUPON_STORAGE_KEY, record: JSON.stringify(Object.fromEntries(fields)) };
}
