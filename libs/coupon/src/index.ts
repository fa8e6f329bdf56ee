// The public face of @kickoff/coupon: the feature module and what other libs and the app use of the coupon.
// The site installs `lazyCouponFeature` (a chunk of its own, right after the start); `couponFeature` is the whole
// coupon installed at once (tests, sites that want it from the first action).
export { couponFeature } from './feature/coupon-feature';
export { lazyCouponFeature } from './feature/lazy-coupon-feature';
// What others send the coupon (`couponActions`) and ask of it (port `coupon.bridge`) is in @kickoff/contracts.
export { addBetByMarket } from './state/add-bet-by-market';
export type { AddBetContext } from './state/add-bet-by-market';
export { selectBetCount } from './state/bet-count';
// MOD-026: the app renders them once in the layouts' notifications slot; each comes with the coupon's install.
export { CouponNotifications, CouponNotSavedNotice } from './lazy/coupon-notices';
// The bet slip's always-loaded part: whether its chunk (`@kickoff/coupon/slip`) is needed yet, and the aside until it is.
export { useIsSlipNeeded } from './slip/gate/use-slip-needed';
export { SlipPlaceholder } from './slip/gate/SlipPlaceholder';
// The odds formats' ids and rules are the contract's (@kickoff/contracts); the coupon formats the odds.
