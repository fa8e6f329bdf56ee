import { createAction } from '@reduxjs/toolkit';
import type { CoefViewId } from '../domain/coef-view-ids';
import type { couponSlice } from './coupon-slice';

/**
 * What other libs send the coupon: the slice's own action types, without its reducers, which come with the coupon's
 * chunk (an action sent before it arrives is kept for it). `satisfies` keeps them the slice's.
 */
export const couponActions = {
  betRemoved: createAction<string, 'coupon/betRemoved'>('coupon/betRemoved'),
  coefViewChanged: createAction<CoefViewId, 'coupon/coefViewChanged'>('coupon/coefViewChanged'),
} satisfies Pick<typeof couponSlice.actions, 'betRemoved' | 'coefViewChanged'>;
