import { couponActions as contractActions } from '@kickoff/contracts';
import type { couponSlice } from './coupon-slice';

/**
 * What other libs send the coupon: the contract's actions (@kickoff/contracts), the slice's own action types, whose
 * reducers come with the coupon's chunk (an action sent before it arrives is kept for it). `satisfies` keeps them the
 * slice's.
 */
export const couponActions = contractActions satisfies Pick<
  typeof couponSlice.actions,
  'betRemoved' | 'coefViewChanged'
>;
