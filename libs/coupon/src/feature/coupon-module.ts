import type { LoadableFeature } from '@kickoff/store';
import { couponFeature } from './coupon-feature';

/** The coupon's chunk: its whole feature, installed by `lazyCouponFeature` right after the site's start. */
export const couponModule: LoadableFeature<undefined> = { feature: couponFeature, api: () => undefined };
