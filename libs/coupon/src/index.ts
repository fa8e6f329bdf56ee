// The public face of @kickoff/coupon: the feature module and what other libs and the app use of the coupon.
// The site installs `lazyCouponFeature` (a chunk of its own, right after the start); `couponFeature` is the whole
// coupon installed at once (tests, sites that want it from the first action).
export { couponFeature } from './feature/coupon-feature';
export { lazyCouponFeature } from './feature/lazy-coupon-feature';
export { addBetByMarket } from './state/add-bet-by-market';
export type { AddBetContext, MarketChoice } from './state/add-bet-by-market';
// Only what others send the coupon: the slice and its reducers are the coupon's chunk.
export { couponActions } from './state/public-actions';
export { listenToCouponEvents } from './state/coupon-events';
export type { CouponEvent } from './state/coupon-events';
export { selectBetCount } from './state/bet-count';
export { selectCouponSnapshot } from './state/selectors';
export type { CouponSnapshot } from './state/selectors';
// MOD-026: the app renders them once in the layouts' notifications slot; each comes with the coupon's install.
export { CouponNotifications, CouponNotSavedNotice } from './lazy/coupon-notices';
// The bet slip's always-loaded part: whether its chunk (`@kickoff/coupon/slip`) is needed yet, and the aside until it is.
export { useIsSlipNeeded } from './slip/gate/use-slip-needed';
export { SlipPlaceholder } from './slip/gate/SlipPlaceholder';
// The odds formats: the preferences (user-config) offer and remember the player's choice.
export { COEF_VIEW, isCoefViewId } from './domain/coef-view-ids';
export { formatCoef } from './domain/odds-format';
export type { CoefViewId } from './domain/coef-view-ids';
export { allowedCoefViews, resolveCoefView } from './domain/coef-views';
