import { z } from 'zod/mini';

/**
 * Error answers of the platform, shared by the client (deciding what to do) and the handlers
 * (answering the same way). Success answers live beside their calls.
 */

/** 400 answer of the web API: `{ error_code, error_message }` (doc 001 §5, §8). */
export const PlatformErrorSchema = z.looseObject({
  error_code: z.int(),
  error_message: z.string(),
});
export type PlatformError = z.infer<typeof PlatformErrorSchema>;

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
 * `twoStepRequired` answers carry `two_step_token` (`TwoStepRequiredErrorSchema`).
 */
export const AUTH_ERROR_CODES = {
  wrongCredentials: 101,
  twoStepRequired: 130,
  wrongCode: 131,
  codeExpired: 132,
} as const;

/** 400 of a login whose account has two-step checks: the token binds the following code to this login. */
export const TwoStepRequiredErrorSchema = z.extend(PlatformErrorSchema, {
  error_code: z.literal(AUTH_ERROR_CODES.twoStepRequired),
  two_step_token: z.string().check(z.minLength(1)),
});
export type TwoStepRequiredError = z.infer<typeof TwoStepRequiredErrorSchema>;

export function isCaptchaErrorCode(code: unknown): code is CaptchaErrorCode {
  return (CAPTCHA_ERROR_CODES as readonly unknown[]).includes(code);
}

/** 451 answer: `exception_code` 1 means the user must confirm changed terms (doc 001 §4, §8). */
export const LegalErrorSchema = z.looseObject({
  exception_code: z.int(),
  message: z.string(),
});
export type LegalError = z.infer<typeof LegalErrorSchema>;
export const TERMS_EXCEPTION_CODE = 1;

/** Default status of a limit-service error that names none (doc 001 §8). */
export const LIMIT_ERROR_DEFAULT_STATUS = 403;

/** Limit-service error answer: `{ status, title }`; a missing status reads as 403 (doc 001 §7, §8). */
export const LimitErrorSchema = z.looseObject({
  status: z._default(z.int(), LIMIT_ERROR_DEFAULT_STATUS),
  title: z.string(),
});
export type LimitError = z.infer<typeof LimitErrorSchema>;

/** The error answers every limit-service call that changes something may give. */
export const LIMIT_ERRORS = { 400: LimitErrorSchema, 403: LimitErrorSchema } as const;

/** The 400 answer of sign-in calls (captcha, fingerprint, credentials, two-step codes). */
export const AUTH_ERRORS = { 400: PlatformErrorSchema } as const;
