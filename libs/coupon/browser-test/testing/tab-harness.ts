import { createBrowserAdapters, systemClock } from '@kickoff/runtime';
import { buildPlayerSite } from '@kickoff/testing';
import { betFromSource } from '../../src/domain/bet';
import { couponFeature } from '../../src/feature/coupon-feature';
import { couponActions } from '../../src/state/coupon-slice';
import { selectBetIds, selectIsCouponRestored } from '../../src/state/selectors';

/*
 * One browser tab of the two-tab test: the coupon installed as the site installs it, over the browser's own
 * adapters (real localStorage, the real BroadcastChannel, or `storage` events where a tab has none), driven from
 * Playwright through `window.couponTab`.
 */

const { localStorage, tabChannel, logger } = createBrowserAdapters();
const { store, persistor } = buildPlayerSite({
  features: [couponFeature],
  adapters: { localStorage, tabChannel, logger },
});

const state = () => store.getState();

function addBet(marketId: string, coef: number): void {
  const gameId = 1 + [...marketId].reduce((sum, char) => sum + char.charCodeAt(0), 0);
  const bet = betFromSource({
    market: {
      id: marketId,
      gameId,
      sportId: 1,
      typeId: 1,
      kind: 1,
      param: null,
      name: marketId,
      coef,
      isBlocked: false,
      isLive: false,
      isBannedExpress: false,
    },
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
