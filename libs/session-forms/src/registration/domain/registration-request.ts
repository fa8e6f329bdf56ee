import {
  type CallBody,
  type RegistrationBonus,
  type RegistrationType,
  authRegister,
  encodeCredential,
} from '@kickoff/platform-api';
import type {
  FieldProblem,
  RegistrationFieldProblem,
  RegistrationFields,
  SocialAuthorization,
} from './registration-fields';

export type RegistrationBody = CallBody<typeof authRegister>;

/** The platform's rule (the mock's MIN_PASSWORD_LENGTH): checked here so the player learns it before sending. */
export const MIN_PASSWORD_LENGTH = 8;
export const MAX_PROMO_CODE_LENGTH = 64;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE_DIGITS = /^\d{4,15}$/;

/** A plausible address (something@host.tld): the platform has the last word. */
export function isEmailAddress(value: string): boolean {
  return EMAIL.test(value.trim());
}

export function passwordProblem(password: string): FieldProblem | null {
  if (password === '') return 'required';
  return Array.from(password).length < MIN_PASSWORD_LENGTH ? 'too-short' : null;
}

export interface RegistrationInput {
  type: RegistrationType;
  fields: RegistrationFields;
  bonus: RegistrationBonus;
  /** Site config `defaultCurrency`: new accounts open in it. */
  currency: string;
  social: SocialAuthorization | null;
}

export type RegistrationRequest =
  { ok: true; body: RegistrationBody } | { ok: false; problems: RegistrationFieldProblem[] };

function passwordFieldProblem(password: string): RegistrationFieldProblem | null {
  const problem = passwordProblem(password);
  return problem ? { field: 'password', problem } : null;
}

function phoneDigits(phone: string): string {
  return phone.replace(/\D/g, '');
}

/** What each type asks for beyond country and bonus (SES-042). */
function typeProblems({ type, fields, social }: RegistrationInput): RegistrationFieldProblem[] {
  const problems: (RegistrationFieldProblem | null)[] = [];
  if (type === 'full') {
    const email = fields.email.trim();
    problems.push(
      email === ''
        ? { field: 'email', problem: 'required' }
        : EMAIL.test(email)
          ? null
          : { field: 'email', problem: 'invalid' },
    );
    problems.push(passwordFieldProblem(fields.password));
  }
  if (type === 'phone') {
    const digits = phoneDigits(fields.phone);
    problems.push(
      digits === ''
        ? { field: 'phone', problem: 'required' }
        : PHONE_DIGITS.test(digits)
          ? null
          : { field: 'phone', problem: 'invalid' },
    );
    problems.push(passwordFieldProblem(fields.password));
  }
  if (type === 'social' && !social) problems.push({ field: 'social', problem: 'required' });
  return problems.filter((problem): problem is RegistrationFieldProblem => problem !== null);
}

/**
 * The `authRegister` body for what the player entered, or the problems to show first. Passwords travel
 * encoded (encodeCredential, as sign-in's); the phone as digits without its dialling code plus the phone
 * country's ISO code; fields other types do not ask for are not sent.
 */
export function registrationRequest(input: RegistrationInput): RegistrationRequest {
  const { type, fields, bonus, currency, social } = input;
  const problems = typeProblems(input);
  if (!fields.country) problems.unshift({ field: 'country', problem: 'required' });
  const promoCode = fields.promoCode.trim();
  if (promoCode.length > MAX_PROMO_CODE_LENGTH) problems.push({ field: 'promoCode', problem: 'too-long' });
  if (problems.length > 0 || !fields.country) return { ok: false, problems };

  const body: RegistrationBody = {
    type,
    bonus,
    currency,
    country_id: fields.country.id,
    ...(promoCode ? { promo_code: promoCode } : {}),
  };
  if (type === 'full')
    return { ok: true, body: { ...body, email: fields.email.trim(), password: encodeCredential(fields.password) } };
  if (type === 'phone') {
    return {
      ok: true,
      body: {
        ...body,
        phone_number: phoneDigits(fields.phone),
        country_code: fields.country.code,
        password: encodeCredential(fields.password),
      },
    };
  }
  if (type === 'social' && social) return { ok: true, body: { ...body, network: social.network, code: social.code } };
  return { ok: true, body };
}
