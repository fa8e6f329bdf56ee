import { combineSlices, configureStore, createListenerMiddleware } from '@reduxjs/toolkit';
import { type KeyValueStorage, type TabChannel, memoryStorage } from '@kickoff/runtime';
import { FLUSH, PAUSE, PERSIST, PURGE, REGISTER, REHYDRATE, persistStore } from 'redux-persist';
import type { CouponSiteRules } from '../domain/site-rules';
import { type CouponStartListening, registerCouponListeners } from '../state/coupon-listeners';
import { couponSettingsSlice } from '../state/coupon-settings-slice';
import { persistedCouponSlice } from '../state/persistence';
import { type CouponRootState, selectIsCouponRestored } from '../state/selectors';
import { recordingLogger } from './recording-logger';

export interface TestStoreOptions {
  storage?: KeyValueStorage;
  tabChannel?: TabChannel;
  siteRules?: Pick<CouponSiteRules, 'isBonusBetEnabled'>;
}

/** A real store as the app builds one: both slices, the persisted coupon, the listeners; memory adapters. */
export function createCouponTestStore({ storage = memoryStorage(), tabChannel, siteRules }: TestStoreOptions = {}) {
  const logger = recordingLogger();
  const reducer = combineSlices(couponSettingsSlice, persistedCouponSlice({ storage, logger }));
  const listenerMiddleware = createListenerMiddleware();
  const store = configureStore({
    reducer,
    middleware: (getDefault) =>
      getDefault({ serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] } }).prepend(listenerMiddleware.middleware),
  });
  const persistor = persistStore(store);
  const listeners = registerCouponListeners(listenerMiddleware.startListening as CouponStartListening, store, {
    tabChannel,
    logger,
    ...(siteRules ? { selectSiteRules: () => siteRules } : {}),
  });
  const restored = () =>
    new Promise<void>((resolve) => {
      if (selectIsCouponRestored(store.getState() as CouponRootState)) return resolve();
      const stop = store.subscribe(() => {
        if (selectIsCouponRestored(store.getState() as CouponRootState)) {
          stop();
          resolve();
        }
      });
    });
  return { store, persistor, listeners, logger, storage, restored };
}

/** Lets queued microtasks (tab messages, persistence promises) run. */
export async function settle(rounds = 5): Promise<void> {
  for (let i = 0; i < rounds; i += 1) await Promise.resolve();
}
