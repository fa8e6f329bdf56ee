import { memoryStorage } from '@kickoff/runtime';
import { analyticsSent } from '@kickoff/testing';
import { describe, expect, it } from 'vitest';
import { COUPON_TYPE } from '../domain/coupon-type';
import { couponActions } from '../state/coupon-slice';
import { selectBets, selectCoupon } from '../state/selectors';
import { createCouponPlayerSite, eventually, type CouponPlayerSite } from '../testing/coupon-site';
import { selectPlacement } from './placement-selectors';
import { placeRequested, placementDismissed, placementRetried } from './placement-slice';

const settled = (site: CouponPlayerSite) =>
  site.until((state) => !['idle', 'placing'].includes(selectPlacement(state).status));
const placement = (site: CouponPlayerSite) => selectPlacement(site.store.getState());
const betIds = (site: CouponPlayerSite) => selectBets(site.store.getState()).map((bet) => bet.market.id);
const balance = (site: CouponPlayerSite) => site.store.getState().accounts.activeAccount?.money;

/** A signed-in demo player (10 000 RUB) whose coupon holds `count` line markets and a stake. */
async function playerWithCoupon(
  options: Parameters<typeof createCouponPlayerSite>[0] = {},
  { count = 1, live = false, amount = 100 } = {},
) {
  const site = createCouponPlayerSite(options);
  await site.restored();
  await site.signIn();
  const picks = await site.lineMarkets({ count, live });
  await site.addBets(picks);
  site.store.dispatch(couponActions.amountChanged(amount));
  await site.settled();
  return { site, picks };
}

describe('placing the coupon', () => {
  it('[CPN-041] sends the payload with every field the spec names, for the signed-in player and the active account', async () => {
    const { site, picks } = await playerWithCoupon();
    site.store.dispatch(placeRequested());
    await settled(site);
    const [request] = site.mock.requests('couponPlace');
    const body = request?.body as Record<string, unknown>;
    for (const field of [
      'accountId',
      'amount',
      'amountByBlockId',
      'bets',
      'changeCoefAction',
      'coef',
      'coefByView',
      'coefViewId',
      'exactCoef',
      'isDropOnScoreChange',
      'refId',
      'systemValue',
      'typeId',
      'userId',
      'hyperBonusPercent',
      'minHyperBonusBetLimit',
      'maxHyperBonusLimit',
    ]) {
      expect(body, field).toHaveProperty(field);
    }
    expect(body).toMatchObject({
      accountId: 10_011,
      userId: 1001,
      amount: 100,
      typeId: COUPON_TYPE.single,
      systemValue: 0,
      bets: [{ marketId: picks[0]?.marketId, gameId: picks[0]?.gameId }],
    });
    expect(String(body['refId'])).toMatch(/^[0-9a-z]{22}$/);
  });

  it('placed: the coupon empties, the confirmation keeps the coupon number and possible win, the balance is read again', async () => {
    const { site, picks } = await playerWithCoupon();
    await site.until((state) => state.accounts.activeAccount?.money === 10_000);
    site.store.dispatch(placeRequested());
    await settled(site);
    const [stored] = site.coupons();
    expect(site.coupons()).toHaveLength(1);
    expect(placement(site)).toMatchObject({
      status: 'placed',
      placed: [
        {
          couponId: stored?.couponId,
          possibleWin: Math.round(100 * (picks[0]?.coef ?? 0) * 100) / 100,
          currencyIso: 'RUB',
          marketIds: [picks[0]?.marketId],
        },
      ],
      refusal: null,
      failure: null,
    });
    expect(betIds(site)).toEqual([]);
    await site.until((state) => state.accounts.activeAccount?.money === 9_900);
    expect(balance(site)).toBe(9_900);
    site.store.dispatch(placementDismissed());
    expect(placement(site).status).toBe('idle');
  });

  it('[CPN-013] multiple singles place one coupon per bet and report each, also when the bets carry different stakes', async () => {
    const { site, picks } = await playerWithCoupon({}, { count: 3 });
    site.store.dispatch(couponActions.typeChanged(COUPON_TYPE.multipleSingles));
    const [first, second, third] = picks.map((pick) => pick.marketId);
    site.store.dispatch(couponActions.betAmountChanged({ marketId: third as string, amount: 250 }));
    site.store.dispatch(placeRequested());
    await settled(site);
    // one payload per distinct stake (the platform takes one stake per payload), one coupon per bet
    expect(
      site.mock
        .requests('couponPlace')
        .map((request) => (request.body as { bets: unknown[] }).bets.length)
        .sort(),
    ).toEqual([1, 2]);
    expect(site.coupons()).toHaveLength(3);
    expect(placement(site).placed.map((coupon) => coupon.marketIds)).toEqual(
      expect.arrayContaining([[first], [second], [third]]),
    );
    expect(placement(site).placed).toHaveLength(3);
    expect(betIds(site)).toEqual([]);
    await site.until((state) => state.accounts.activeAccount?.money === 10_000 - 100 - 100 - 250);
  });

  it('refused: the platform code becomes its text, the bets that caused it are marked, and every bet and stake stays', async () => {
    const { site, picks } = await playerWithCoupon({}, { count: 2 });
    const [open, suspended] = picks.map((pick) => pick.marketId) as [string, string];
    site.mock.patchState({ markets: { [suspended]: { isBlocked: true } } });
    site.store.dispatch(placeRequested());
    await settled(site);
    expect(placement(site)).toMatchObject({
      status: 'refused',
      refusal: { code: 'bet_blocked', messageKey: 'coupon_refusal_bet_blocked', marketIds: [suspended] },
      failure: null,
    });
    expect(betIds(site)).toEqual([open, suspended]);
    expect(selectCoupon(site.store.getState()).amount).toBe(100);
    // the refusal's bet states are shown: the suspended bet now says so
    expect(selectBets(site.store.getState()).find((bet) => bet.market.id === suspended)?.isBlocked).toBe(true);
    expect(site.coupons()).toEqual([]);
  });

  it('a refusal about the money names no bet and keeps the slip as it was', async () => {
    const { site } = await playerWithCoupon({}, { amount: 20_000 });
    site.store.dispatch(placeRequested());
    await settled(site);
    expect(placement(site).refusal).toMatchObject({
      code: 'insufficient_funds',
      messageKey: 'coupon_refusal_insufficient_funds',
      marketIds: [],
    });
    expect(selectCoupon(site.store.getState()).amount).toBe(20_000);
    expect(betIds(site)).toHaveLength(1);
  });

  it('a 500 is a failure offered for retry: nothing is lost, also after a reload, and the retry places with the same refId', async () => {
    const storage = memoryStorage();
    const { site, picks } = await playerWithCoupon({ storage });
    site.mock.patchState({ failNext: { couponPlace: 1 } });
    site.store.dispatch(placeRequested());
    await settled(site);
    expect(placement(site)).toMatchObject({ status: 'failed', failure: { kind: 'server' }, refusal: null });
    expect(betIds(site)).toEqual([picks[0]?.marketId]);
    expect(selectCoupon(site.store.getState()).amount).toBe(100);
    await site.persistor.flush();
    const reloaded = createCouponPlayerSite({ mock: site.mock, storage });
    await reloaded.restored();
    expect(betIds(reloaded)).toEqual([picks[0]?.marketId]);
    site.store.dispatch(placementRetried());
    await site.until((state) => selectPlacement(state).status === 'placed');
    expect(site.coupons()).toHaveLength(1);
    const [failed, retried] = site.mock
      .requests('couponPlace')
      .map((request) => (request.body as { refId: string }).refId);
    expect(retried).toBe(failed);
    expect(placement(site).refId).toBe(failed);
  });

  it('no connection is a network failure offered for retry; the retry sends the same refId once the network is back', async () => {
    let isOffline = true;
    const { site } = await playerWithCoupon({
      refuse: (request) => isOffline && request.url.includes('/coupon/place'),
    });
    site.store.dispatch(placeRequested());
    await settled(site);
    expect(placement(site)).toMatchObject({ status: 'failed', failure: { kind: 'network' } });
    const { refId } = placement(site);
    expect(betIds(site)).toHaveLength(1);
    isOffline = false;
    site.store.dispatch(placementRetried());
    await site.until((state) => selectPlacement(state).status === 'placed');
    expect(site.mock.requests('couponPlace').map((request) => (request.body as { refId: string }).refId)).toEqual([
      refId,
    ]);
    expect(site.coupons()).toHaveLength(1);
  });

  it('an anonymous visitor is asked to sign in over the same page; nothing is sent, and after sign-in the same slip places', async () => {
    const site = createCouponPlayerSite();
    await site.restored();
    const picks = await site.lineMarkets();
    await site.addBets(picks);
    site.store.dispatch(couponActions.amountChanged(100));
    site.store.dispatch(placeRequested());
    await eventually(() => site.loginAskedFrom.length === 1);
    expect(site.loginAskedFrom).toEqual(['/ru/line']);
    await site.settled();
    expect(placement(site).status).toBe('idle');
    expect(betIds(site)).toEqual([picks[0]?.marketId]);
    expect(site.mock.requests('couponPlace')).toEqual([]);
    await site.signIn();
    expect(betIds(site)).toEqual([picks[0]?.marketId]);
    expect(selectCoupon(site.store.getState()).amount).toBe(100);
    site.store.dispatch(placeRequested());
    await site.until((state) => selectPlacement(state).status === 'placed');
    expect(site.coupons()).toHaveLength(1);
  });

  it('[ANA-006] a successful bet sends event 10000 through the analytics port, one per coupon; a refusal sends none', async () => {
    const { site } = await playerWithCoupon({}, { amount: 20_000 });
    site.store.dispatch(placeRequested());
    await settled(site);
    expect(analyticsSent(site.logger)).toEqual([]);
    site.store.dispatch(couponActions.amountChanged(100));
    site.store.dispatch(placeRequested());
    await site.until((state) => selectPlacement(state).status === 'placed');
    const [coupon] = site.coupons();
    expect(analyticsSent(site.logger)).toEqual([
      {
        id: 10_000,
        detail: { couponId: coupon?.couponId, possibleWin: expect.any(Number), currencyIso: 'RUB' },
      },
    ]);
  });
});
