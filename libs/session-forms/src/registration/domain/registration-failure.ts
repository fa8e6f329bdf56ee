import { REGISTRATION_ERROR_CODES, isPlatformError } from '@kickoff/platform-api';
import type { RegistrationField } from './registration-fields';

/**
 * Why a registration did not go through, as the form tells it: 140 already registered, 141 registration
 * (of this type) disabled, 142 a field the platform refused, a captcha not solved, no connection, anything else.
 * `silent`: the captcha was asked again after being solved (API-020): no message, the form just stops.
 */
export type RegistrationFailure =
  | { reason: 'already-registered' }
  | { reason: 'registration-disabled' }
  | { reason: 'invalid-field'; field: RegistrationField | null }
  | { reason: 'captcha'; silent: boolean }
  | { reason: 'network' }
  | { reason: 'unknown' };

/** The platform's field names (authRegister body) to the form's. */
const FIELD_OF: Record<string, RegistrationField> = {
  email: 'email',
  password: 'password',
  phone_number: 'phone',
  country_code: 'phone',
  country_id: 'country',
  promo_code: 'promoCode',
  network: 'social',
  code: 'social',
};

function answerField(data: unknown, name: string): unknown {
  return typeof data === 'object' && data !== null ? (data as Record<string, unknown>)[name] : undefined;
}

/** Reads any failure of the registration call; what it cannot place is `unknown`, never a crash. */
export function registrationFailureOf(error: unknown): RegistrationFailure {
  if (!isPlatformError(error)) return { reason: 'unknown' };
  if (error.kind === 'network') return { reason: 'network' };
  if (error.kind === 'captcha-required') return { reason: 'captcha', silent: error.silent };
  if (error.kind !== 'http' || error.status !== 400) return { reason: 'unknown' };
  const code = answerField(error.data, 'error_code');
  if (code === REGISTRATION_ERROR_CODES.alreadyRegistered) return { reason: 'already-registered' };
  if (code === REGISTRATION_ERROR_CODES.registrationDisabled) return { reason: 'registration-disabled' };
  if (code === REGISTRATION_ERROR_CODES.invalidField) {
    const field = answerField(error.data, 'field');
    return { reason: 'invalid-field', field: typeof field === 'string' ? (FIELD_OF[field] ?? null) : null };
  }
  return { reason: 'unknown' };
}
