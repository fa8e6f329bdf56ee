import { couponActions } from '@kickoff/contracts';
import { defineFeature } from '@kickoff/store';
import { CouponBarEntry } from '../header/CouponBarEntry';
import { CouponIndicator } from '../header/CouponIndicator';
import { createSlipSheet } from '../header/slip-sheet';
import { couponResources } from '../i18n/resources';
import { CouponNotifications, CouponNotSavedNotice } from '../lazy/coupon-notices';
import { CouponSlot } from '../slip/gate/CouponSlot';

/**
 * The coupon as the site installs it: a chunk of its own, loaded right after the start (no first paint needs it: the
 * server renders an empty coupon, the saved one lives in the browser's storage), then restored from storage, synced
 * between tabs and kept live. The first load keeps only the empty slip's texts, its parts of the layout (the header's
 * count, the slip's column, the notices: each loads the rest on need) and what sees the slices as optional.
 */
export const lazyCouponFeature = defineFeature({
  name: 'coupon',
  resources: [couponResources],
  later: [
    {
      name: 'coupon',
      load: () => import('./coupon-module').then((chunk) => chunk.couponModule),
      when: 'after-start',
      // What others send the coupon before its chunk arrives: the odds format told at start, a bet removed.
      holds: Object.values(couponActions),
    },
  ],
  slots: {
    // First in the header's parts: the count shows a bet arriving from anywhere on the page.
    header: [{ id: 'coupon', Component: CouponIndicator, order: 10 }],
    // Below 1100 px the count is the bottom bar's: the bet slip's item, which opens the slip's sheet.
    bottomBar: [{ id: 'bet-slip', Component: CouponBarEntry }],
    // The bet slip: the desktop column and, below 1100 px, the quick coupon bar (MainLayout hides its bottom bar from
    // 1024 px and under an A/B test, neither of which may hide the coupon).
    right: [{ id: 'bet-slip', Component: CouponSlot }],
    notifications: [
      { id: 'coupon-not-saved', Component: CouponNotSavedNotice },
      { id: 'coupon-notifications', Component: CouponNotifications },
    ],
  },
  register(ctx) {
    ctx.ports.provide('coupon.sheet', createSlipSheet());
  },
});
