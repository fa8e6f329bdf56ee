/**
 * Error codes of the platform, shared by the client (deciding what to do) and the handlers (answering the
 * same way). The error answers' schemas are in errors.schemas.ts, off the first load.
 */

/** A sign-in answered 400 with one of these needs a captcha; each code opens its own kind (doc 001 §5). */
export const CAPTCHA_ERROR_CODES = [100, 111, 112, 113] as const;
export type CaptchaErrorCode = (typeof CAPTCHA_ERROR_CODES)[number];

/**
 * Kickoff's choice (the spec names "a fingerprint error code" without its value): a 400 with this code
 * means the `X-Fingerprint` header is missing, unknown or expired; the client refreshes it and retries once.
 */
export const FINGERPRINT_ERROR_CODE = 120;

/**
 * Other sign-in codes Kickoff chose so that handlers and forms agree (not in the spec).
 * `twoStepRequired` answers carry `two_step_token` (`TwoStepRequiredErrorSchema`, errors.schemas.ts).
 */
export const AUTH_ERROR_CODES = {
  wrongCredentials: 101,
  twoStepRequired: 130,
  wrongCode: 131,
  codeExpired: 132,
} as const;

export function isCaptchaErrorCode(code: unknown): code is CaptchaErrorCode {
  return (CAPTCHA_ERROR_CODES as readonly unknown[]).includes(code);
}

/** 451 answer: `exception_code` 1 means the user must confirm changed terms (doc 001 §4, §8). */
export const TERMS_EXCEPTION_CODE = 1;

/** Default status of a limit-service error that names none (doc 001 §8). */
export const LIMIT_ERROR_DEFAULT_STATUS = 403;
