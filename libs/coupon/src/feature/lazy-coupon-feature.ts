import type {} from '@kickoff/contracts';
import { defineLazyFeature } from '@kickoff/store';
import type { UnknownAction } from '@reduxjs/toolkit';
import { CouponIndicator } from '../header/CouponIndicator';
import { couponResources } from '../i18n/resources';
import { CouponNotifications, CouponNotSavedNotice } from '../lazy/coupon-notices';
import { CouponSlot } from '../slip/gate/CouponSlot';

// What others send the coupon's slices (the odds format told at start, a remote app's bet) before the chunk arrives.
const isForCoupon = (action: UnknownAction) => /^coupon[A-Za-z]*\//.test(action.type);

/**
 * The coupon as the site installs it: a chunk of its own, loaded right after the start (no first paint needs it: the
 * server renders an empty coupon, the saved one lives in the browser's storage), then restored from storage, synced
 * between tabs and kept live. The first load keeps only the empty slip's texts, its parts of the layout (the header's
 * count, the slip's column, the notices: each loads the rest on need) and what sees the slices as optional.
 */
export const lazyCouponFeature = defineLazyFeature(
  'coupon',
  () => import('./coupon-module').then((chunk) => chunk.couponModule),
  {
    loadAfterStart: true,
    resources: [couponResources],
    holds: isForCoupon,
    slots: {
      // First in the header's parts: the count shows a bet arriving from anywhere on the page.
      header: [{ id: 'coupon', Component: CouponIndicator, order: 10 }],
      // The bet slip: the desktop column and, below 1100 px, the quick coupon bar (MainLayout hides its bottom bar from
      // 1024 px and under an A/B test, neither of which may hide the coupon).
      right: [{ id: 'bet-slip', Component: CouponSlot }],
      notifications: [
        { id: 'coupon-not-saved', Component: CouponNotSavedNotice },
        { id: 'coupon-notifications', Component: CouponNotifications },
      ],
    },
  },
);
