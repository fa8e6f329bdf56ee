import { DEFAULT_WRITE_TIMEOUT_MS } from '@kickoff/platform-api';
import { createPlatformMock } from '@kickoff/platform-mock';
import { createMemoryLocks, createMemoryTabChannels, memoryStorage } from '@kickoff/runtime';
import { describe, expect, it } from 'vitest';
import { COUPON_STORAGE_KEY } from '../persistence/persisted-coupon';
import { couponActions } from '../state/coupon-slice';
import { selectBets, selectCoupon } from '../state/selectors';
import { controlledPlacement } from '../testing/controlled-placement';
import { createCouponPlayerSite, eventually } from '../testing/coupon-site';
import { PLACEMENT_LEDGER_KEY, placementLedger } from './placement-ledger';
import { selectPlacement } from './placement-selectors';
import { placeRequested } from './placement-slice';

const refIdsSent = (mock: ReturnType<typeof createPlatformMock>) =>
  mock.requests('couponPlace').map((request) => (request.body as { refId: string }).refId);

/** A player's tab over a shared browser storage; without a tab channel it hears nothing of the others (a stale tab). */
async function tab(mock: ReturnType<typeof createPlatformMock>, storage = memoryStorage()) {
  const site = createCouponPlayerSite({ mock, storage });
  await site.restored();
  await site.signIn();
  return site;
}

/** A coupon of 300 pressed, its request held by the platform (which places it when released). */
async function couponOfThreeHundredOnItsWay() {
  const platform = controlledPlacement();
  const site = await tab(platform.mock);
  await site.addBets(await site.lineMarkets());
  site.store.dispatch(couponActions.amountChanged(300));
  await site.settled();
  platform.hold();
  site.store.dispatch(placeRequested());
  await eventually(() => platform.heldCount() === 1);
  return { platform, site };
}

/** The held request's answer never comes: the attempt times out, unanswered. */
async function answerLost(site: Awaited<ReturnType<typeof tab>>) {
  site.adapters.advance(DEFAULT_WRITE_TIMEOUT_MS);
  await site.until((state) => selectPlacement(state).status === 'failed');
}

describe('one placement identity per coupon content (issue 28 points 1–3)', () => {
  it("[issue 28] tabs whose storage disagrees (one has not seen the other tab's writes yet) still send the same refId", async () => {
    const locks = createMemoryLocks();
    const refIdAt = (generation: number) => `ref-of-the-content-${generation}`;
    const behind = placementLedger(memoryStorage(), locks);
    const ahead = placementLedger(memoryStorage({ [PLACEMENT_LEDGER_KEY]: JSON.stringify({ placed: [] }) }), locks);
    const [first, second] = await Promise.all([
      behind.identity(refIdAt, { isFixed: false }),
      ahead.identity(refIdAt, { isFixed: false }),
    ]);
    expect(first).toBe(second);
    // a fixed coupon pressed again after its placement is the next generation
    ahead.recordPlaced([second]);
    expect(await ahead.identity(refIdAt, { isFixed: true })).toBe('ref-of-the-content-1');
    expect(await ahead.identity(refIdAt, { isFixed: false })).toBe('ref-of-the-content-0');
  });

  it('[issue 28] a tab pressing after another tab placed the same coupon (its copy not yet emptied) sends the same refId: one coupon', async () => {
    const mock = createPlatformMock();
    const storage = memoryStorage();
    const first = await tab(mock, storage);
    const picks = await first.lineMarkets();
    await first.addBets(picks);
    first.store.dispatch(couponActions.amountChanged(300));
    await first.persistor.flush();
    const second = await tab(mock, storage);
    second.store.dispatch(couponActions.amountChanged(300));
    expect(selectBets(second.store.getState())).toHaveLength(1);
    first.store.dispatch(placeRequested());
    await first.until((state) => selectPlacement(state).status === 'placed');
    second.store.dispatch(placeRequested());
    await second.until((state) => selectPlacement(state).status === 'placed');
    const [sent, again] = refIdsSent(mock);
    expect(again).toBe(sent);
    expect(first.coupons()).toHaveLength(1);
    expect(selectBets(second.store.getState())).toEqual([]);
  });

  it('[issue 28] the placed coupon is emptied in storage in the task that hears the answer: a reload at once finds no bets', async () => {
    const mock = createPlatformMock();
    const storage = memoryStorage();
    const site = await tab(mock, storage);
    await site.addBets(await site.lineMarkets());
    site.store.dispatch(couponActions.amountChanged(300));
    await site.persistor.flush();
    let savedAtAnswer: string | null = null;
    const stop = site.store.subscribe(() => {
      if (selectPlacement(site.store.getState()).status === 'placed' && savedAtAnswer === null)
        savedAtAnswer = storage.getItem(COUPON_STORAGE_KEY);
    });
    site.store.dispatch(placeRequested());
    await site.until((state) => selectPlacement(state).status === 'placed');
    stop();
    expect(JSON.parse(JSON.parse(savedAtAnswer ?? '{}').bets)).toEqual([]);
    const reloaded = await tab(mock, storage);
    expect(selectBets(reloaded.store.getState())).toEqual([]);
  });

  it('[issue 28] an answer lost after the platform placed it: the slip is frozen, asked by refId, then shows it placed; no second coupon', async () => {
    const { platform, site } = await couponOfThreeHundredOnItsWay();
    await answerLost(site);
    // frozen: the player's edits change nothing until the platform says
    expect(selectCoupon(site.store.getState()).isPlacementUnconfirmed).toBe(true);
    site.store.dispatch(couponActions.amountChanged(250));
    expect(selectCoupon(site.store.getState()).amount).toBe(300);
    await site.until((state) => selectPlacement(state).status === 'placed');
    expect(platform.mock.requests('couponPlacementByRefId').length).toBeGreaterThan(0);
    expect(selectBets(site.store.getState())).toEqual([]);
    site.store.dispatch(placeRequested());
    await site.settled();
    expect(site.coupons()).toHaveLength(1);
    await site.until((state) => state.accounts.activeAccount?.money === 9_700);
    platform.release();
  });

  // Seen once in the full e2e run under load: the stake edited while the first attempt was on its way, then a press
  // while the platform's word was awaited, placed 250 beside the 300 the platform had already taken.
  it('[issue 28] an edit while placing changes nothing, and a press while the platform is asked places nothing: one coupon of 300', async () => {
    const { platform, site } = await couponOfThreeHundredOnItsWay();
    site.store.dispatch(couponActions.amountChanged(250));
    expect(selectCoupon(site.store.getState()).amount).toBe(300);
    await answerLost(site);
    expect(selectPlacement(site.store.getState()).isUnconfirmed).toBe(true);
    site.store.dispatch(placeRequested());
    await site.until((state) => selectPlacement(state).status === 'placed');
    await site.settled();
    expect(site.coupons().map((coupon) => coupon.amount)).toEqual([300]);
    platform.release();
  });

  it('[issue 28] an attempt the platform never got: asked by refId, the slip is free again, the retry keeps the refId', async () => {
    const platform = controlledPlacement();
    const site = await tab(platform.mock);
    await site.addBets(await site.lineMarkets());
    site.store.dispatch(couponActions.amountChanged(300));
    platform.failNext(1);
    site.store.dispatch(placeRequested());
    await site.until((state) => selectPlacement(state).status === 'failed' && !selectPlacement(state).isUnconfirmed);
    expect(selectCoupon(site.store.getState()).isPlacementUnconfirmed).toBe(false);
    site.store.dispatch(couponActions.amountChanged(250));
    expect(selectCoupon(site.store.getState()).amount).toBe(250);
    expect(site.coupons()).toHaveLength(0);
  });

  it('[issue 28] tabs of one browser share the lock: two tabs pressing together send one refId', async () => {
    const mock = createPlatformMock();
    const storage = memoryStorage();
    const tabs = createMemoryTabChannels();
    const locks = createMemoryLocks();
    const open = async () => {
      const site = createCouponPlayerSite({ mock, storage, tabChannel: tabs.open, locks });
      await site.restored();
      await site.signIn();
      return site;
    };
    const [first, second] = [await open(), await open()];
    await first.addBets(await first.lineMarkets());
    await second.until((state) => selectBets(state).length === 1);
    for (const site of [first, second]) site.store.dispatch(couponActions.amountChanged(300));
    first.store.dispatch(placeRequested());
    second.store.dispatch(placeRequested());
    await Promise.all([first, second].map((site) => site.until((state) => selectPlacement(state).status === 'placed')));
    expect(new Set(refIdsSent(mock)).size).toBe(1);
    expect(first.coupons()).toHaveLength(1);
  });
});
