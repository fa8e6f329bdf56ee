/** doc 000 §9 and doc 001 §9: the numbers of the session lifecycle, in one place. */
export const SESSION_POLL_INTERVAL_MS = 60_000;
export const SESSION_CHECK_RETRIES = 2;
export const SESSION_CHECK_RETRY_DELAY_MS = 1_500;
export const TERMS_POLL_INTERVAL_MS = 60_000;
/** doc 001 §9: "Poll timers pause 30 s after page leave". */
export const POLL_PAUSE_AFTER_LEAVE_MS = 30_000;
export const ACTIVITY_THROTTLE_MS = 100;
export const INACTIVITY_FLAG_KEY = 'kickoff.session.inactivityLogoff';
/** The platform's readable marker of a signed-in browser (set at sign-in, cleared by the site at logout). */
export const SIGNED_IN_MARKER_COOKIE = 'ua';
export const LOGOUT_COOKIES = [SIGNED_IN_MARKER_COOKIE, 'user_token'] as const;

/** SES-009: the configured idle time is in minutes. */
export const autoLogoffDelayMs = (minutes: number): number => minutes * 60_000;
