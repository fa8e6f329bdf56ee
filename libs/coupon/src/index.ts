// The public face of @kickoff/coupon: the feature module and what other libs and the app use of the coupon.
export { couponFeature } from './feature/coupon-feature';
export { addBetByMarket } from './state/add-bet-by-market';
export type { AddBetContext, MarketChoice } from './state/add-bet-by-market';
export { couponActions } from './state/coupon-slice';
export { listenToCouponEvents } from './state/coupon-events';
export type { CouponEvent } from './state/coupon-events';
export { selectBetCount, selectCouponSnapshot } from './state/selectors';
export type { CouponSnapshot } from './state/selectors';
export { CouponNotSavedNotice } from './notice/CouponNotSavedNotice';
// MOD-026: the app renders it once in the layouts' notifications slot; the feature schedules the notifications.
export { CouponNotifications } from './notifications/CouponNotifications';
// The bet slip's always-loaded part: whether its chunk (`@kickoff/coupon/slip`) is needed yet, and the aside until it is.
export { useIsSlipNeeded } from './slip/gate/use-slip-needed';
export { SlipPlaceholder } from './slip/gate/SlipPlaceholder';
// The odds formats: the preferences (user-config) offer and remember the player's choice.
export { COEF_VIEW, formatCoef, isCoefViewId } from './domain/odds-format';
export type { CoefViewId } from './domain/odds-format';
export { allowedCoefViews, resolveCoefView } from './domain/coef-views';
