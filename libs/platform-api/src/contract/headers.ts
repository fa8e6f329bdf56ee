/*
 * Names of headers whose value changes per request. The spec names the headers' purpose but not
 * their names (doc 001 §5, §7; doc 000 §7): these are Kickoff's choices, used by the base query,
 * the endpoints and the handlers alike.
 */

/** Carries the device-fingerprint token (`deviceFingerprint` answer) on sign-in calls. */
export const FINGERPRINT_HEADER = 'X-Fingerprint';
/** Carries the solved captcha value (the `captcha` that `/captcha/validate` accepted) on the retried sign-in. */
export const CAPTCHA_HEADER = 'X-Captcha';
/** The limit service's "language header". */
export const LANGUAGE_HEADER = 'Accept-Language';
/** Remote page load: present only when a full SPA render is forced (doc 000 §7); value `1`. */
export const FORCE_SPA_HEADER = 'force-spa';
