import { ANALYTICS_EVENT } from '@kickoff/contracts';
import { createPlatformMock } from '@kickoff/platform-mock';
import { DEFAULT_WRITE_TIMEOUT_MS } from '@kickoff/platform-api';
import { createMemoryTabChannels, memoryStorage } from '@kickoff/runtime';
import { analyticsSent } from '@kickoff/testing';
import { describe, expect, it } from 'vitest';
import { COUPON_TYPE } from '../domain/coupon-type';
import { couponActions } from '../state/coupon-slice';
import { selectBets } from '../state/selectors';
import { controlledPlacement } from '../testing/controlled-placement';
import { createCouponPlayerSite, eventually, type CouponPlayerSite } from '../testing/coupon-site';
import { selectPlacement } from './placement-selectors';
import { placeRequested, placementRetried } from './placement-slice';

const placedOrRefused = (site: CouponPlayerSite) =>
  site.until((state) => ['placed', 'refused'].includes(selectPlacement(state).status));
const refIds = (site: CouponPlayerSite) =>
  site.mock.requests('couponPlace').map((request) => (request.body as { refId: string }).refId);

async function signedInWithBet(options: Parameters<typeof createCouponPlayerSite>[0] = {}) {
  const site = createCouponPlayerSite(options);
  await site.restored();
  await site.signIn();
  await site.addBets(await site.lineMarkets());
  site.store.dispatch(couponActions.amountChanged(100));
  await site.settled();
  return site;
}

describe('a coupon is placed exactly once', () => {
  it('a double click on place sends one placement and opens one coupon', async () => {
    const site = await signedInWithBet();
    site.store.dispatch(placeRequested());
    site.store.dispatch(placeRequested());
    await placedOrRefused(site);
    expect(site.mock.requests('couponPlace')).toHaveLength(1);
    expect(site.coupons()).toHaveLength(1);
  });

  it('a timeout after the platform placed it: the retry sends the same refId and the platform answers the first coupon', async () => {
    const platform = controlledPlacement();
    const site = await signedInWithBet({ mock: platform.mock });
    platform.hold();
    site.store.dispatch(placeRequested());
    await eventually(() => platform.heldCount() === 1);
    site.adapters.advance(DEFAULT_WRITE_TIMEOUT_MS);
    await site.until((state) => selectPlacement(state).status === 'failed');
    expect(selectPlacement(site.store.getState()).failure).toEqual({ kind: 'timeout' });
    // the platform placed it; the player was not told, so the slip keeps the bet
    expect(site.coupons()).toHaveLength(1);
    expect(selectBets(site.store.getState())).toHaveLength(1);
    platform.release();
    site.store.dispatch(placementRetried());
    await site.until((state) => selectPlacement(state).status === 'placed');
    const [first, retry] = refIds(site);
    expect(retry).toBe(first);
    expect(site.coupons()).toHaveLength(1);
    expect(selectPlacement(site.store.getState()).placed.map((coupon) => coupon.couponId)).toEqual([
      site.coupons()[0]?.couponId,
    ]);
    expect(selectBets(site.store.getState())).toEqual([]);
    await site.until((state) => state.accounts.activeAccount?.money === 9_900);
  });

  it('pressing place again (not retry) after a lost answer also finds the same refId, even after a reload', async () => {
    const storage = memoryStorage();
    const platform = controlledPlacement();
    const site = await signedInWithBet({ mock: platform.mock, storage });
    platform.hold();
    site.store.dispatch(placeRequested());
    await eventually(() => platform.heldCount() === 1);
    site.adapters.advance(DEFAULT_WRITE_TIMEOUT_MS);
    await site.until((state) => selectPlacement(state).status === 'failed');
    platform.release();
    await site.persistor.flush();
    const reloaded = createCouponPlayerSite({ mock: platform.mock, storage });
    await reloaded.restored();
    await reloaded.signIn();
    reloaded.store.dispatch(couponActions.amountChanged(100));
    reloaded.store.dispatch(placeRequested());
    await reloaded.until((state) => selectPlacement(state).status === 'placed');
    const [first, again] = refIds(site);
    expect(again).toBe(first);
    expect(site.coupons()).toHaveLength(1);
  });

  it("multiple singles with one answer lost: the coupon placed is kept, and pressing again after a reload resends the lost one's refId", async () => {
    const storage = memoryStorage();
    const site = await signedInWithBet({ storage });
    await site.addBets((await site.lineMarkets({ count: 2 })).slice(1));
    site.store.dispatch(couponActions.typeChanged(COUPON_TYPE.multipleSingles));
    const [, second] = selectBets(site.store.getState());
    site.store.dispatch(couponActions.betAmountChanged({ marketId: second?.market.id as string, amount: 250 }));
    site.mock.patchState({ failNext: { couponPlace: 1 } });
    site.store.dispatch(placeRequested());
    await site.until((state) => selectPlacement(state).status === 'failed');
    const [lost] = selectPlacement(site.store.getState()).unanswered;
    expect(site.coupons()).toHaveLength(1);
    expect(selectPlacement(site.store.getState()).placed).toHaveLength(1);
    expect(selectBets(site.store.getState()).map((bet) => bet.market.id)).toEqual(
      lost?.bets.map((bet) => bet.marketId),
    );
    await site.persistor.flush();
    const reloaded = createCouponPlayerSite({ mock: site.mock, storage });
    await reloaded.restored();
    await reloaded.signIn();
    reloaded.store.dispatch(couponActions.amountChanged(lost?.amount ?? 0));
    reloaded.store.dispatch(placeRequested());
    await reloaded.until((state) => selectPlacement(state).status === 'placed');
    expect(refIds(site).at(-1)).toBe(lost?.refId);
    expect(site.coupons()).toHaveLength(2);
  });

  it('two tabs pressing place at once send the same refId and open one coupon; analytics hears of it once', async () => {
    const mock = createPlatformMock();
    const storage = memoryStorage();
    const tabs = createMemoryTabChannels();
    const first = createCouponPlayerSite({ mock, storage, tabChannel: tabs.open });
    const second = createCouponPlayerSite({ mock, storage, tabChannel: tabs.open });
    await Promise.all([first.restored(), second.restored()]);
    await first.signIn();
    await second.signIn();
    await first.addBets(await first.lineMarkets());
    await second.until((state) => selectBets(state).length === 1);
    for (const tab of [first, second]) tab.store.dispatch(couponActions.amountChanged(100));
    first.store.dispatch(placeRequested());
    second.store.dispatch(placeRequested());
    await Promise.all([first, second].map((tab) => tab.until((state) => selectPlacement(state).status === 'placed')));
    const sent = mock.requests('couponPlace').map((request) => (request.body as { refId: string }).refId);
    expect(sent).toHaveLength(2);
    expect(new Set(sent).size).toBe(1);
    expect(first.coupons()).toHaveLength(1);
    expect(selectPlacement(first.store.getState()).placed).toEqual(selectPlacement(second.store.getState()).placed);
    const tracked = (tab: typeof first) => analyticsSent(tab.logger).map((event) => event.id);
    expect([...tracked(first), ...tracked(second)]).toEqual([ANALYTICS_EVENT.successfulBet]);
  });

  it('the same bet placed again after a success is a new placement with a new refId', async () => {
    const site = await signedInWithBet();
    const [pick] = await site.lineMarkets();
    site.store.dispatch(placeRequested());
    await placedOrRefused(site);
    // a player's next add comes later than the first (the identity counts when each bet joined the coupon)
    site.adapters.advance(1_000);
    await site.addBets(pick ? [pick] : []);
    site.store.dispatch(couponActions.amountChanged(100));
    site.store.dispatch(placeRequested());
    await site.until((state) => selectPlacement(state).status === 'placed' && selectBets(state).length === 0);
    const [first, second] = refIds(site);
    expect(second).not.toBe(first);
    expect(site.coupons()).toHaveLength(2);
  });
});
