import { combineSlices, configureStore, createListenerMiddleware } from '@reduxjs/toolkit';
import { browserStorage, browserTabChannel, systemClock } from '@kickoff/runtime';
import { FLUSH, PAUSE, PERSIST, PURGE, REGISTER, REHYDRATE, persistStore } from 'redux-persist';
import {
  type CouponRootState,
  type CouponStartListening,
  betFromSource,
  couponActions,
  couponSettingsSlice,
  persistedCouponSlice,
  registerCouponListeners,
  selectBetIds,
  selectIsCouponRestored,
} from '../src/index';

/*
 * One browser tab of the two-tab test: the coupon exactly as the site wires it (persisted to real
 * localStorage, synced over the real BroadcastChannel, or `storage` events where a tab has none), driven
 * from Playwright through `window.couponTab`.
 */

const reducer = combineSlices(couponSettingsSlice, persistedCouponSlice({ storage: browserStorage('local'), logger: console }));
const listenerMiddleware = createListenerMiddleware();
const store = configureStore({
  reducer,
  middleware: (getDefault) => getDefault({ serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] } }).prepend(listenerMiddleware.middleware),
});
const persistor = persistStore(store);
registerCouponListeners(listenerMiddleware.startListening as CouponStartListening, store, { tabChannel: browserTabChannel('kickoff:coupon'), logger: console });

const state = () => store.getState() as CouponRootState;

function addBet(marketId: string, coef: number): void {
  const gameId = 1 + [...marketId].reduce((sum, char) => sum + char.charCodeAt(0), 0);
  const bet = betFromSource({
    market: { id: marketId, gameId, sportId: 1, typeId: 1, kind: 1, param: null, name: marketId, coef, isBlocked: false, isLive: false, isBannedExpress: false },
    game: {
      id: gameId,
      sportId: 1,
      champId: 1,
      sportName: 'Football',
      sportNameEng: 'Football',
      champName: 'League',
      champNameEng: 'League',
      opponents: [],
      startTime: 2_000_000_000,
      status: 0,
      isFinished: false,
      gameTime: null,
      isLiveInLive: false,
      statisticId: null,
    },
  });
  store.dispatch(couponActions.betAdded({ bet, addedAt: systemClock.now() }));
}

const tab = {
  addBet,
  removeBet: (marketId: string) => void store.dispatch(couponActions.betRemoved(marketId)),
  betIds: () => [...selectBetIds(state())],
  isRestored: () => selectIsCouponRestored(state()),
  flush: () => persistor.flush(),
  channel: typeof BroadcastChannel === 'function' ? 'BroadcastChannel' : 'storage event',
};

(window as unknown as { couponTab: typeof tab }).couponTab = tab;
