// The public face of @kickoff/coupon: slices, selectors, actions, the listener registration and the
// domain rules other libs need. Nothing else.

// State
export { couponSlice, couponActions, COUPON_PERSIST_KEY } from './state/coupon-slice';
export { couponSettingsSlice, couponSettingsActions, initialCouponSettings } from './state/coupon-settings-slice';
export type { CouponSettingsState } from './state/coupon-settings-slice';
export { initialCouponState, SAVED_COUPON_FIELDS } from './state/coupon-state';
export type { CouponState } from './state/coupon-state';
export { persistedCouponReducer, persistedCouponSlice, COUPON_PERSIST_VERSION, couponMigrations } from './state/persistence';
export type { CouponLogger, CouponPersistence, PersistedCouponState } from './state/persistence';
export { switchOneClick, applyBetStates } from './state/coupon-thunks';
export type { BetStatesUpdate } from './state/bet-states';
export {
  selectAmountProblem,
  selectBetById,
  selectBetCount,
  selectBetIds,
  selectBets,
  selectBetView,
  selectCoefViewId,
  selectCoupon,
  selectCouponCoef,
  selectCouponPayloads,
  selectCouponSettings,
  selectCouponTypeId,
  selectHasBonusBet,
  selectHasUnacceptedChanges,
  selectIsBonusBetOffered,
  selectIsCouponRestored,
  selectIsOneClickActive,
  selectIsVipBetAvailable,
  selectMinimumWinningReturn,
  selectPlacementProblems,
  selectPossibleWin,
  selectSystemValue,
  selectSystemValues,
  selectTotalStake,
} from './state/selectors';
export type { BetView, CouponRootState } from './state/selectors';
export type { CouponPayloadInput } from './state/coupon-payloads';
export { registerCouponListeners } from './state/coupon-listeners';
export type { CouponListenerDeps, CouponListeners, CouponStartListening, CouponStore } from './state/coupon-listeners';
export type { CouponEvent, CouponEventListener } from './state/coupon-events';

// Domain
export { betFromSource, isBetLive, isBetLocked, isBonusBet, isGameFinished, DEFAULT_BET_STATUS_ID } from './domain/bet';
export type { Bet, BetGame, BetMarket, BetOpponent, UnacceptedChange } from './domain/bet';
export { COUPON_TYPE, COUPON_TYPE_IDS, isCouponTypeId, isSystemType } from './domain/coupon-type';
export type { CouponTypeId } from './domain/coupon-type';
export { CHANGE_COEF_ACTION, DEFAULT_CHANGE_COEF_ACTION, isCoefChangeAccepted } from './domain/change-coef-action';
export type { ChangeCoefAction } from './domain/change-coef-action';
export { BONUS_BET_ID, BONUS_BET_RULES, bonusBetCoef, isBonusBetOffered } from './domain/bonus-bet';
export { couponCoef, minimumWinningReturn, possibleWin, totalStake } from './domain/coupon-pricing';
export type { PricedCoupon } from './domain/coupon-pricing';
export { systemCoef, systemMaxReturn, systemMinWinningReturn } from './domain/system-bet';
export type { SystemBet } from './domain/system-bet';
export { MIN_SYSTEM_VALUE, isSystemValueAccepted, systemValuesOf } from './domain/system-values';
export type { SystemValue } from './domain/system-values';
export { ACCOUNT_TYPE, amountProblem, isMaxAmountChecked, isMinAmountChecked, isOneClickAvailable, isVipBetAvailable } from './domain/amount-rules';
export type { AmountProblem } from './domain/amount-rules';
export { CURRENCY_AMOUNTS } from './domain/currency-amounts';
export { FALLBACK_CURRENCY, amountStepFor, defaultAmountStep, defaultInitialAmount } from './domain/amount-defaults';
export { COEF_VIEW, COEF_VIEW_IDS, NO_ODDS, decimalFrom, formatCoef, isCoefViewId } from './domain/odds-format';
export type { CoefViewId } from './domain/odds-format';
export { APP_VIEW_TYPE, COEF_VIEWS_BY_APP_VIEW, allowedCoefViews, resolveCoefView } from './domain/coef-views';
export type { AppViewType } from './domain/coef-views';
export { couponPayloads } from './domain/coupon-payload';
export { placementProblems } from './domain/placement-check';
export type { PlacementProblem } from './domain/placement-check';
export type { CouponSiteRules } from './domain/site-rules';
