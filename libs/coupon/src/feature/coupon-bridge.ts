import type { CouponBridge } from '@kickoff/contracts';
import type { FeatureContext } from '@kickoff/store';
import { addBetByMarket } from '../state/add-bet-by-market';
import { listenToCouponEvents } from '../state/coupon-events';
import { couponActions } from '../state/public-actions';
import { selectCouponSnapshot } from '../state/selectors';

/** What a host bridge asks of the coupon (port `coupon.bridge`), in the coupon's own words. */
export function couponBridge(ctx: Pick<FeatureContext, 'store' | 'startAppListening' | 'adapters'>): CouponBridge {
  return {
    addBet: (choice, language) => ctx.store.dispatch(addBetByMarket(choice, { language, clock: ctx.adapters.clock })),
    removeBet: (marketId) => void ctx.store.dispatch(couponActions.betRemoved(marketId)),
    read: () => selectCouponSnapshot(ctx.store.getState()),
    subscribe: (listener) => listenToCouponEvents(ctx.startAppListening, listener),
  };
}
