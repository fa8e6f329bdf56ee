import { type CouponEvent, EMPTY_COUPON_SNAPSHOT } from '@kickoff/contracts';
import { describe, expect, it } from 'vitest';
import { createCouponPlayerSite } from '../testing/coupon-site';

describe('the coupon.bridge port (what remote apps reach the coupon by)', () => {
  it('reads the empty coupon as the contract empty snapshot, then adds and removes a line market, telling its events', async () => {
    const site = createCouponPlayerSite();
    await site.restored();
    const bridge = site.ports.get('coupon.bridge');
    expect(bridge.read()).toEqual(EMPTY_COUPON_SNAPSHOT);
    const events: CouponEvent[] = [];
    const stop = bridge.subscribe((event) => void events.push(event));
    const [pick] = await site.lineMarkets();
    await bridge.addBet(pick!, 'ru');
    expect(bridge.read().marketIds).toEqual([pick!.marketId]);
    bridge.removeBet(pick!.marketId);
    expect(bridge.read()).toEqual(EMPTY_COUPON_SNAPSHOT);
    stop();
    expect(events.map((event) => event.type)).toEqual(['betAdded', 'couponUpdated', 'couponUpdated']);
    expect(events[0]).toEqual({ type: 'betAdded', marketId: pick!.marketId, isFromOtherTab: false });
  });
});
