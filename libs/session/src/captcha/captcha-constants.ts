/** Analytics event ids of the spec (doc 000 §9, doc 001 §9): captcha success 10190, captcha fail 10191. */
export const CAPTCHA_SUCCESS_EVENT = 10190;
export const CAPTCHA_FAIL_EVENT = 10191;

/** A new challenge is asked for at most this many times in a row; then the captcha failed for good (API-020). */
export const CAPTCHA_UPDATE_ATTEMPTS = 2;

/** The countdown moves once a second. */
export const CAPTCHA_TICK_MS = 1_000;
