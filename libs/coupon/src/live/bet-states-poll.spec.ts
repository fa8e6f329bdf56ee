import { memoryStorage } from '@kickoff/runtime';
import { describe, expect, it } from 'vitest';
import { CHANGE_COEF_ACTION } from '../domain/change-coef-action';
import { selectPlacementBlockers } from '../placement/placement-blockers';
import { selectPlacement } from '../placement/placement-selectors';
import { placeRequested } from '../placement/placement-slice';
import { couponActions } from '../state/coupon-slice';
import { couponSettingsActions } from '../state/coupon-settings-slice';
import { selectBets } from '../state/selectors';
import { createCouponPlayerSite, type CouponPlayerSite } from '../testing/coupon-site';
import { aBet } from '../testing/bets';
import { betStatesInterval } from './poll-interval';

const LINE_INTERVAL_MS = 15_000;
const asked = (site: CouponPlayerSite) => site.mock.requests('couponBetsState').length;

/** Moves the site's clock by `ms` and lets every question that fell due be answered. */
async function advance(site: CouponPlayerSite, ms: number) {
  site.adapters.advance(ms);
  await site.settled();
}

/** A coupon of one line bet saved by a first visit, `age` ms before a second visit (a reload) opens the site. */
async function reloadedAfter(age: number) {
  const storage = memoryStorage();
  const first = createCouponPlayerSite({ storage });
  await first.restored();
  await first.addBets(await first.lineMarkets());
  await first.persistor.flush();
  first.uninstall();
  first.adapters.advance(age);
  const reloaded = createCouponPlayerSite({ storage, mock: first.mock });
  await reloaded.restored();
  await reloaded.placementLoaded();
  await reloaded.settled();
  return reloaded;
}

describe('live updates of the coupon', () => {
  it('polls only while the coupon holds bets and the tab is visible: every 15 s for line bets; a tab shown again asks at once', async () => {
    const site = createCouponPlayerSite();
    await site.restored();
    await advance(site, 60_000);
    expect(asked(site)).toBe(0);
    await site.addBets(await site.lineMarkets());
    await site.settled();
    // the bet was just read from the line: its first question waits a whole interval
    await advance(site, LINE_INTERVAL_MS - 1);
    expect(asked(site)).toBe(0);
    await advance(site, 1);
    expect(asked(site)).toBe(1);
    await advance(site, LINE_INTERVAL_MS);
    expect(asked(site)).toBe(2);
    site.adapters.visibility.set(false);
    await advance(site, 120_000);
    expect(asked(site)).toBe(2);
    site.adapters.visibility.set(true);
    await site.settled();
    expect(asked(site)).toBe(3);
    site.store.dispatch(couponActions.couponCleared());
    await advance(site, 120_000);
    expect(asked(site)).toBe(3);
  });

  it('the interval follows doc 001 §9: line 15 s, any live bet 2 to 5 s (jittered)', () => {
    const line = aBet({ id: 'm1' });
    const live = aBet({ id: 'm2', isLive: true });
    expect(betStatesInterval([line], () => 0.5)).toBe(15_000);
    expect(betStatesInterval([line, live], () => 0)).toBe(2_000);
    expect(betStatesInterval([line, live], () => 1)).toBe(5_000);
  });

  it('a coupon restored hours after it was saved is asked about at once: its odds may be hours old', async () => {
    const reloaded = await reloadedAfter(2 * 3_600_000);
    expect(asked(reloaded)).toBe(1);
  });

  it("a coupon restored seconds after it was saved is asked about when its bets' interval is up", async () => {
    const reloaded = await reloadedAfter(5_000);
    expect(asked(reloaded)).toBe(0);
    await advance(reloaded, LINE_INTERVAL_MS - 5_000 - 1);
    expect(asked(reloaded)).toBe(0);
    await advance(reloaded, 1);
    expect(asked(reloaded)).toBe(1);
  });

  it('under "confirm" a moved coefficient is shown and blocks placement until the player accepts it', async () => {
    const site = createCouponPlayerSite();
    await site.restored();
    await site.signIn();
    site.store.dispatch(couponSettingsActions.changeCoefActionChanged(CHANGE_COEF_ACTION.confirm));
    const [pick] = await site.lineMarkets();
    if (!pick) throw new Error('the line has no open market');
    await site.addBets([pick]);
    site.store.dispatch(couponActions.amountChanged(100));
    await site.settled();
    const moved = Math.round((pick.coef + 0.25) * 100) / 100;
    site.mock.patchState({ markets: { [pick.marketId]: { coef: moved } } });
    await advance(site, LINE_INTERVAL_MS);
    expect(asked(site)).toBe(1);
    const [bet] = selectBets(site.store.getState());
    expect(bet?.market.coef).toBe(moved);
    expect(bet?.unacceptedChange).toEqual({ seenCoef: pick.coef, isScoreChanged: false });
    expect(selectPlacementBlockers(site.store.getState())).toEqual([{ kind: 'changesToAccept' }]);
    site.store.dispatch(placeRequested());
    await site.settled();
    expect(site.mock.requests('couponPlace')).toEqual([]);
    site.store.dispatch(couponActions.coefChangesAccepted());
    site.store.dispatch(placeRequested());
    await site.until((state) => selectPlacement(state).status === 'placed');
    expect((site.mock.requests('couponPlace')[0]?.body as { bets: { coef: number }[] }).bets[0]?.coef).toBe(moved);
  });
});
