import { siteConfigApi } from '@kickoff/site-config';
import { describe, expect, it } from 'vitest';
import { COUPON_TYPE } from '../domain/coupon-type';
import { isBonusBet } from '../domain/bet';
import { createCouponPlayerSite } from '../testing/coupon-site';
import { couponActions } from './coupon-slice';
import { selectBets } from './selectors';

const hasBonusBet = (site: ReturnType<typeof createCouponPlayerSite>) =>
  selectBets(site.store.getState()).some(isBonusBet);

describe('the bonus bet offer in the site', () => {
  it('[CPN-021] is made from the site config of the page language (the mock enables it): an express of 3 gets its bonus bet', async () => {
    const site = createCouponPlayerSite();
    await site.restored();
    await site.addBets(await site.lineMarkets({ count: 3 }));
    site.store.dispatch(couponActions.typeChanged(COUPON_TYPE.express));
    expect(hasBonusBet(site)).toBe(false);
    await site.store.dispatch(siteConfigApi.endpoints.siteConfigAll.initiate({ lang: 'ru' }));
    await site.until(() => hasBonusBet(site));
    expect(selectBets(site.store.getState())).toHaveLength(4);
  });

  it('is never offered on the built-in fallback, before the site config has loaded', async () => {
    const site = createCouponPlayerSite();
    await site.restored();
    await site.addBets(await site.lineMarkets({ count: 3 }));
    site.store.dispatch(couponActions.typeChanged(COUPON_TYPE.express));
    expect(hasBonusBet(site)).toBe(false);
  });
});
