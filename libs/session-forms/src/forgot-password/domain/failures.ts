import { AUTH_ERROR_CODES, REGISTRATION_ERROR_CODES, type PlatformError } from '@kickoff/platform-api';
import type { CodeFailure, ForgotPasswordError } from './flow';

/** The platform's `error_code` of a 400 answer, if it gave one. */
function errorCodeOf(error: PlatformError): number | undefined {
  if (error.kind !== 'http' || error.status !== 400) return undefined;
  const data = error.data;
  const code = typeof data === 'object' && data !== null ? (data as { error_code?: unknown }).error_code : undefined;
  return typeof code === 'number' ? code : undefined;
}

/** A captcha the player gave up on stops silently (API-020): null = nothing to tell. */
const silent = (error: PlatformError): boolean => error.kind === 'captcha-required' && error.silent;

/** SES-048: a failed code check is `wrong_code` (131) or `time_up` (132); anything else is not about the code. */
export function classifyCodeFailure(error: PlatformError): CodeFailure | null {
  switch (errorCodeOf(error)) {
    case AUTH_ERROR_CODES.wrongCode:
      return 'wrong_code';
    case AUTH_ERROR_CODES.codeExpired:
      return 'time_up';
    default:
      return null;
  }
}

/** What the player is told when asking for a code failed: 101 = no such login, else a generic error. */
export function startFailure(error: PlatformError): ForgotPasswordError | null {
  if (silent(error)) return null;
  return errorCodeOf(error) === AUTH_ERROR_CODES.wrongCredentials ? 'unknown_login' : 'generic';
}

export function codeCheckFailure(error: PlatformError): ForgotPasswordError | null {
  if (silent(error)) return null;
  return classifyCodeFailure(error) ?? 'generic';
}

/** Saving: 132 = the approval expired (a new code is needed, `time_up`), 142 = too short, else generic. */
export function saveFailure(error: PlatformError): ForgotPasswordError | null {
  if (silent(error)) return null;
  switch (errorCodeOf(error)) {
    case AUTH_ERROR_CODES.codeExpired:
      return 'time_up';
    case REGISTRATION_ERROR_CODES.invalidField:
      return 'password_too_short';
    default:
      return 'generic';
  }
}
