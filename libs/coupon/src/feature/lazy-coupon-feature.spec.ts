import { createPlatformMock } from '@kickoff/platform-mock';
import { memoryStorage } from '@kickoff/runtime';
import { createTestStore } from '@kickoff/testing';
import { describe, expect, it } from 'vitest';
import { COEF_VIEW } from '@kickoff/contracts';
import { COUPON_STORAGE_KEY } from '../persistence/persisted-coupon';
import { selectBetCount } from '../state/bet-count';
import { couponActions as couponSliceActions } from '../state/coupon-slice';
import { couponActions } from '../state/public-actions';
import { selectCoupon, selectIsCouponRestored } from '../state/selectors';
import { aBet } from '../testing/bets';
import { savedRecord } from '../testing/saved-record';
import { lazyCouponFeature } from './lazy-coupon-feature';

const mock = createPlatformMock();

/** The coupon as the site installs it: its own chunk, right after the start. */
function siteWithLateCoupon(storage = memoryStorage()) {
  return createTestStore({ mock, features: [lazyCouponFeature], adapters: { localStorage: storage } });
}

describe('the coupon installed right after the start (its own chunk)', () => {
  it('[CPN-003] restores a saved coupon once it installs after the start, through its migrations, and saves it again', async () => {
    // unversioned: an older build's record goes through the versioned migrations
    const storage = memoryStorage({
      [COUPON_STORAGE_KEY]: savedRecord(
        { bets: [aBet({ id: 'm1' }), aBet({ id: 'm2' })], addedAtByBetId: { m1: 1, m2: 2 } },
        null,
      ),
    });
    const site = siteWithLateCoupon(storage);
    expect(site.store.getState().coupon).toBeUndefined();
    expect(selectBetCount(site.store.getState())).toBe(0);
    expect(site.ports.lazy('coupon').isLoaded()).toBe(false);

    await site.featuresReady();

    expect(site.ports.lazy('coupon').isLoaded()).toBe(true);
    expect(selectIsCouponRestored(site.store.getState())).toBe(true);
    expect(selectCoupon(site.store.getState()).bets.map((bet) => bet.market.id)).toEqual(['m1', 'm2']);
    expect(selectBetCount(site.store.getState())).toBe(2);
    site.store.dispatch(couponSliceActions.betRemoved('m1'));
    await site.persistor.flush();
    const written = JSON.parse(storage.getItem(COUPON_STORAGE_KEY) ?? '{}') as Record<string, string>;
    expect(JSON.parse(written['bets'] ?? '[]')).toHaveLength(1);
    expect(JSON.parse(written['_persist'] ?? '{}')).toMatchObject({ version: 1 });
    site.uninstall();
  });

  it('what others send the coupon before it arrives (the odds format, a bet removed) reaches it once installed', async () => {
    const storage = memoryStorage({
      [COUPON_STORAGE_KEY]: savedRecord({
        bets: [aBet({ id: 'm1' }), aBet({ id: 'm2' })],
        addedAtByBetId: { m1: 1, m2: 2 },
      }),
    });
    const site = siteWithLateCoupon(storage);
    site.store.dispatch(couponActions.coefViewChanged(COEF_VIEW.american));
    site.store.dispatch(couponActions.betRemoved('m2'));
    await site.featuresReady();
    expect(selectCoupon(site.store.getState()).coefViewId).toBe(COEF_VIEW.american);
    expect(selectCoupon(site.store.getState()).bets.map((bet) => bet.market.id)).toEqual(['m1']);
    site.uninstall();
  });

  it('the public action creators are the slice’s own', () => {
    expect(couponActions.betRemoved('m1')).toEqual(couponSliceActions.betRemoved('m1'));
    expect(couponActions.coefViewChanged(COEF_VIEW.malay)).toEqual(couponSliceActions.coefViewChanged(COEF_VIEW.malay));
  });
});
