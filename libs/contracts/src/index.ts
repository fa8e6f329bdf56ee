// The public face of @kickoff/contracts: what features offer each other. Events (actions the owning feature's slice
// handles and others send or hear), the ports' names and types (`FeaturePorts` of @kickoff/store), shared value types
// and rules, query-parameter names, and the readers that look a port up when it is needed.
export type {} from './ports';

export { ANALYTICS_EVENT } from './analytics';
export type { AnalyticsEvent, CaptchaEventDetail, SuccessfulBetDetail, TrackAnalytics } from './analytics';
export { PROTECTION_METHODS, balanceRefreshRequested } from './accounts';
export type { ActiveAccount, Protection, ProtectionMethod } from './accounts';
export { COEF_VIEW, COEF_VIEW_IDS, isCoefViewId } from './coef-view-ids';
export type { CoefViewId } from './coef-view-ids';
export { APP_VIEW_TYPE, COEF_VIEWS_BY_APP_VIEW, allowedCoefViews, resolveCoefView } from './coef-views';
export { NO_ODDS, formatCoef } from './odds/odds-format';
export type { AppViewType } from './coef-views';
export { EMPTY_COUPON_SNAPSHOT, couponActions } from './coupon';
export type { CouponBridge, CouponEvent, CouponSnapshot, MarketChoice } from './coupon';
export type { BridgePreferencesSource, PreferencesSnapshot } from './preferences';
export { analyticsOf, sessionPlayer, useIsSignedIn, useSessionPlayer, useShownPage } from './readers';
export { loggedOut, newerVersionDeployed, signedIn, signedOut } from './session';
export type { AfterSignInPort, SessionFormsApi, SessionFormsProps, SessionPlayer, SignInRoute } from './session';
export { FORGOT_PASSWORD_QUERY, RETURN_TO } from './shell';
export type {
  CurrentRoute,
  LogoutConfirmationProps,
  PreloadableComponent,
  ShellSignIn,
  ShownPage,
  UpdateNoticeProps,
} from './shell';
