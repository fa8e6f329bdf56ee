import type {} from '@kickoff/contracts';
import { defineLazyFeature } from '@kickoff/store';
import type { UnknownAction } from '@reduxjs/toolkit';
import { couponResources } from '../i18n/resources';

// What others send the coupon's slices (the odds format told at start, a remote app's bet) before the chunk arrives.
const isForCoupon = (action: UnknownAction) => /^coupon[A-Za-z]*\//.test(action.type);

/**
 * The coupon as the site installs it: a chunk of its own, loaded right after the start (no first paint needs it: the
 * server renders an empty coupon, the saved one lives in the browser's storage), then restored from storage, synced
 * between tabs and kept live. The first load keeps only the empty slip's texts and what sees the slices as optional.
 */
export const lazyCouponFeature = defineLazyFeature(
  'coupon',
  () => import('./coupon-module').then((chunk) => chunk.couponModule),
  {
    loadAfterStart: true,
    resources: [couponResources],
    holds: isForCoupon,
  },
);
