/** doc 001 §9: "Session and fingerprint loading delayed 8 s" (SES-068). */
export const STARTUP_LOAD_DELAY_MS = 8_000;
/** doc 001 §9: "Version check after 60 s" (SES-062). */
export const VERSION_CHECK_DELAY_MS = 60_000;
/** SES-061: where `payment_consultant=1` is kept (local storage: the spec names no later use, so it outlives the visit). */
export const PAYMENT_CONSULTANT_STORAGE_KEY = 'kickoff.session.paymentConsultant';
export const PAYMENT_CONSULTANT_QUERY = 'payment_consultant';
/** SES-071: the cookie the secure-data grant is written to (the spec names none). */
export const SECURE_GRANT_COOKIE = 'secure_grant';
/** doc 000 §9 "Default cookie lifetime 1 day". */
export const SECURE_GRANT_COOKIE_MAX_AGE_SECONDS = 86_400;
