// The bet slip's full UI as its own entry (`@kickoff/coupon/slip`): the app loads it on first need (the first bet,
// added or restored), apart from the coupon's state and the header's count. Its texts come with it (useSlipTexts).
export { CouponSlip as default } from './slip/CouponSlip';
export { BetSlip } from './slip/BetSlip';
export type { BetSlipProps } from './slip/BetSlip';
export { QuickCoupon } from './slip/QuickCoupon';
export { OneClickConfirmation } from './slip/OneClickConfirmation';
export { slipResources } from './slip/slip-resources';
