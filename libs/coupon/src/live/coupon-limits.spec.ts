import { activeAccountChangeRequested } from '@kickoff/accounts';
import { describe, expect, it } from 'vitest';
import { COUPON_TYPE } from '../domain/coupon-type';
import { selectCoupon } from '../state/selectors';
import { createCouponPlayerSite, eventually, type CouponPlayerSite } from '../testing/coupon-site';

const limitBodies = (site: CouponPlayerSite) =>
  site.mock
    .requests('couponLimits')
    .map((request) => request.body as { accountId: number; typeId: number; bets: { marketId: string }[] });
const coupon = (site: CouponPlayerSite) => selectCoupon(site.store.getState());

describe('the paying account and its limits', () => {
  it('the coupon bets from the active account of @kickoff/accounts, and follows a switch', async () => {
    const site = createCouponPlayerSite();
    await site.restored();
    await site.signIn();
    expect(coupon(site)).toMatchObject({ accountId: 10_011, accountType: 0, currencyIso: 'RUB' });
    site.store.dispatch(activeAccountChangeRequested({ id: 10_012 }));
    await site.until((state) => selectCoupon(state).accountId === 10_012);
    expect(coupon(site)).toMatchObject({ accountType: 9, currencyIso: 'USD', initialAmount: 5 });
  });

  it('couponLimits is asked when the coupon gets bets and again when its type or account changes; the answer sets the amounts', async () => {
    const site = createCouponPlayerSite();
    await site.restored();
    await site.signIn();
    expect(limitBodies(site)).toEqual([]);
    const [first, second] = await site.lineMarkets({ count: 2 });
    await site.addBets(first ? [first] : []);
    await site.until((state) => selectCoupon(state).minBetAmount === 10);
    expect(limitBodies(site)).toEqual([
      {
        accountId: 10_011,
        typeId: COUPON_TYPE.single,
        systemValue: expect.any(Number),
        bets: [{ marketId: first?.marketId, coef: first?.coef }],
      },
    ]);
    await site.addBets(second ? [second] : []);
    await eventually(() => limitBodies(site).length === 2);
    expect(limitBodies(site)[1]).toMatchObject({ typeId: COUPON_TYPE.express });
    site.store.dispatch(activeAccountChangeRequested({ id: 10_012 }));
    await site.until((state) => selectCoupon(state).accountId === 10_012 && selectCoupon(state).minBetAmount === 0.2);
    expect(limitBodies(site).at(-1)).toMatchObject({ accountId: 10_012 });
  });

  it('a visitor asks for no limits', async () => {
    const site = createCouponPlayerSite();
    await site.restored();
    await site.addBets(await site.lineMarkets());
    await site.settled();
    site.adapters.advance(15_000);
    await site.settled();
    // the bet states poll (which a visitor does ask) has had its answer: a limits question would have gone too
    expect(site.mock.requests('couponBetsState')).toHaveLength(1);
    expect(site.mock.requests('couponLimits')).toEqual([]);
  });
});
