import { memoryStorage } from '@kickoff/runtime';
import { describe, expect, it } from 'vitest';
import { COUPON_TYPE } from '../domain/coupon-type';
import { selectPlacement } from '../placement/placement-selectors';
import { placeRequested } from '../placement/placement-slice';
import { couponActions } from '../state/coupon-slice';
import { createCouponPlayerSite, type CouponPlayerSite } from '../testing/coupon-site';
import { COUPON_NOTIFICATIONS_KEY } from './notifications-storage';
import {
  LINE_BET_NOTIFICATION_DELAY_MS,
  LIVE_BET_NOTIFICATION_DELAY_MS,
  couponNotificationsActions,
  selectShownCouponNotifications,
} from './notifications-slice';

const shown = (site: CouponPlayerSite) =>
  selectShownCouponNotifications(site.store.getState()).map((item) => item.couponId);

/** A demo player places `count` bets (multiple singles when more than one): one coupon each. */
async function placed(site: CouponPlayerSite, { count = 1, live = false } = {}) {
  await site.restored();
  await site.signIn();
  await site.addBets(await site.lineMarkets({ count, live }));
  if (count > 1) site.store.dispatch(couponActions.typeChanged(COUPON_TYPE.multipleSingles));
  site.store.dispatch(couponActions.amountChanged(100));
  site.store.dispatch(placeRequested());
  await site.until((state) => selectPlacement(state).status === 'placed');
  return selectPlacement(site.store.getState()).placed.map((coupon) => coupon.couponId);
}

describe('coupon notifications', () => {
  it('[CPN-042] a notification appears 30 s after a live bet is placed', async () => {
    const site = createCouponPlayerSite();
    const [couponId] = await placed(site, { live: true });
    site.adapters.advance(LIVE_BET_NOTIFICATION_DELAY_MS - 1);
    expect(shown(site)).toEqual([]);
    site.adapters.advance(1);
    expect(shown(site)).toEqual([couponId]);
    expect(selectShownCouponNotifications(site.store.getState())[0]).toMatchObject({
      isLive: true,
      currencyIso: 'RUB',
    });
  });

  it('[CPN-043] a notification appears 5 min after a line bet is placed (not at 30 s)', async () => {
    const site = createCouponPlayerSite();
    const [couponId] = await placed(site);
    site.adapters.advance(LIVE_BET_NOTIFICATION_DELAY_MS);
    expect(shown(site)).toEqual([]);
    site.adapters.advance(LINE_BET_NOTIFICATION_DELAY_MS - LIVE_BET_NOTIFICATION_DELAY_MS - 1);
    expect(shown(site)).toEqual([]);
    site.adapters.advance(1);
    expect(shown(site)).toEqual([couponId]);
    expect(LINE_BET_NOTIFICATION_DELAY_MS).toBe(300_000);
  });

  it("[CPN-044] a pending notification is kept in the tab's sessionStorage and survives a reload in that session, not a new session", async () => {
    const sessionStorage = memoryStorage();
    const site = createCouponPlayerSite({ sessionStorage });
    const [couponId] = await placed(site);
    expect(sessionStorage.getItem(COUPON_NOTIFICATIONS_KEY)).toContain(couponId);
    site.adapters.advance(120_000);
    site.uninstall();
    const reloaded = createCouponPlayerSite({ sessionStorage, mock: site.mock });
    expect(shown(reloaded)).toEqual([]);
    reloaded.adapters.advance(LINE_BET_NOTIFICATION_DELAY_MS - 120_000);
    expect(shown(reloaded)).toEqual([couponId]);
    const otherSession = createCouponPlayerSite({ mock: site.mock });
    otherSession.adapters.advance(LINE_BET_NOTIFICATION_DELAY_MS);
    expect(shown(otherSession)).toEqual([]);
  });

  it('[CPN-044] a notice that came due while the page was away shows at once after the reload, until dismissed', async () => {
    const sessionStorage = memoryStorage();
    const site = createCouponPlayerSite({ sessionStorage });
    const [couponId] = await placed(site, { live: true });
    site.uninstall();
    site.adapters.advance(LIVE_BET_NOTIFICATION_DELAY_MS);
    const reloaded = createCouponPlayerSite({ sessionStorage, mock: site.mock });
    expect(shown(reloaded)).toEqual([couponId]);
    reloaded.store.dispatch(couponNotificationsActions.notificationDismissed(couponId as string));
    expect(sessionStorage.getItem(COUPON_NOTIFICATIONS_KEY)).toBeNull();
  });

  it('[CPN-045] at most 3 are shown; a fourth waits and takes the place of one dismissed', async () => {
    const site = createCouponPlayerSite();
    const couponIds = await placed(site, { count: 4, live: true });
    expect(couponIds).toHaveLength(4);
    site.adapters.advance(LIVE_BET_NOTIFICATION_DELAY_MS);
    const [first, ...others] = shown(site);
    expect(shown(site)).toHaveLength(3);
    site.store.dispatch(couponNotificationsActions.notificationDismissed(first as string));
    expect(shown(site)).toHaveLength(3);
    expect(shown(site)).toEqual(expect.arrayContaining(others));
    expect(new Set([first, ...shown(site)])).toEqual(new Set(couponIds));
  });

  it('a saved notice that is damaged is dropped alone, with a warning', () => {
    const sessionStorage = memoryStorage();
    const good = { couponId: '700000009', isLive: false, possibleWin: 250, currencyIso: 'RUB', dueAt: 0, isDue: false };
    sessionStorage.setItem(COUPON_NOTIFICATIONS_KEY, JSON.stringify([{ ...good, couponId: 'x' }, good]));
    const site = createCouponPlayerSite({ sessionStorage });
    expect(shown(site)).toEqual(['700000009']);
    expect(site.warnings()).toContain('coupon: saved notification #0 dropped');
  });
});
