import { z } from 'zod/mini';
import { AUTH_ERROR_CODES, LIMIT_ERROR_DEFAULT_STATUS } from './errors';

// The platform's error answers, as the handlers give them and the contract documents them per call.

/** 400 answer of the web API: `{ error_code, error_message }` (doc 001 §5, §8). */
export const PlatformErrorSchema = z.looseObject({
  error_code: z.int(),
  error_message: z.string(),
});
export type PlatformError = z.infer<typeof PlatformErrorSchema>;

/** 400 of a login whose account has two-step checks: the token binds the following code to this login. */
export const TwoStepRequiredErrorSchema = z.extend(PlatformErrorSchema, {
  error_code: z.literal(AUTH_ERROR_CODES.twoStepRequired),
  two_step_token: z.string().check(z.minLength(1)),
});
export type TwoStepRequiredError = z.infer<typeof TwoStepRequiredErrorSchema>;

/** 451 answer: `exception_code` 1 means the user must confirm changed terms (doc 001 §4, §8). */
export const LegalErrorSchema = z.looseObject({
  exception_code: z.int(),
  message: z.string(),
});
export type LegalError = z.infer<typeof LegalErrorSchema>;

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
