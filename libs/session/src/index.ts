// The public face of @kickoff/session: slice, endpoints, selectors, listeners, pure rules. Nothing else.
export { safeReturnPath } from './domain/safe-return-path';
export { termsRedirect } from './domain/terms-redirect';
export type { TermsRedirectInput } from './domain/terms-redirect';
export type { SessionStartListening } from './state/listener-types';
export type { ActivitySource, AfterLogout, SessionNavigation, SessionPorts } from './state/ports';
export { registerSessionListeners } from './state/register-session-listeners';
export {
  selectBanLevel,
  selectIsAuthenticated,
  selectIsWatchingUser,
  selectShouldShowInactivityNotice,
  selectTermsChanged,
  selectTermsUpdatedAt,
  selectUserId,
} from './state/selectors';
export type { SessionRootState } from './state/selectors';
export { sessionApi } from './state/session-api';
export { logout, sessionStarted, sessionStopped } from './state/session-events';
export {
  banLevelReceived,
  inactivityNoticeDismissed,
  inactivityNoticeDue,
  initialSessionState,
  loggedOut,
  sessionSlice,
  signedIn,
  signedOut,
  termsStatusReceived,
} from './state/session-slice';
export type { SessionState, SignInRoute } from './state/session-slice';
export {
  ACTIVITY_THROTTLE_MS,
  INACTIVITY_FLAG_KEY,
  LOGOUT_COOKIES,
  POLL_PAUSE_AFTER_LEAVE_MS,
  SESSION_CHECK_RETRIES,
  SESSION_CHECK_RETRY_DELAY_MS,
  SESSION_POLL_INTERVAL_MS,
  TERMS_POLL_INTERVAL_MS,
  autoLogoffDelayMs,
} from './state/session-timing';
export * from './navigation';
export * from './startup';
export * from './terms';
export * from './notices';
export * from './captcha';
export * from './one-tap';
export * from './fingerprint';
export * from './forgot-password';
export * from './registration';
export * from './sign-in';
