import type { AuthFormName } from './auth-forms';
import { digitsOf, fitsPhoneRule, type PhoneRule } from './phone';

/** The fields of the sign-in forms that can be wrong before anything is sent. */
export type AuthField = 'login' | 'phone' | 'password' | 'smsCode' | 'twoStepCode';

export type FieldProblem =
  | { kind: 'required' }
  | { kind: 'phone-length'; min: number; max: number }
  | { kind: 'code-format'; min: number; max: number };

export type FieldProblems = Partial<Record<AuthField, FieldProblem>>;

/** The contract's bounds for `phone-code` (authLoginBySms). */
export const SMS_CODE_DIGITS = { min: 4, max: 8 } as const;

export interface FormInput {
  currentForm: AuthFormName;
  login: string;
  phone: string;
  password: string;
  smsCode: string;
  twoStepCode: string;
  /** Whether an SMS code was sent: before, the SMS form asks for the phone only. */
  smsCodeSent: boolean;
}

const REQUIRED: FieldProblem = { kind: 'required' };

function phoneProblem(phone: string, rule: PhoneRule): FieldProblem | undefined {
  const digits = digitsOf(phone);
  if (digits === '') return REQUIRED;
  return fitsPhoneRule(digits, rule) ? undefined : { kind: 'phone-length', min: rule.min, max: rule.max };
}

function smsCodeProblem(code: string): FieldProblem | undefined {
  const trimmed = code.trim();
  if (trimmed === '') return REQUIRED;
  const { min, max } = SMS_CODE_DIGITS;
  return /^\d+$/.test(trimmed) && trimmed.length >= min && trimmed.length <= max
    ? undefined
    : { kind: 'code-format', min, max };
}

function defined(problems: FieldProblems): FieldProblems {
  return Object.fromEntries(Object.entries(problems).filter(([, problem]) => problem !== undefined));
}

/**
 * What stops the current form from being sent, field by field. Passwords are only required: their rules are
 * the platform's, and a sign-in must not tell a visitor more about a password than "wrong".
 */
export function formProblems(input: FormInput, rule: PhoneRule): FieldProblems {
  switch (input.currentForm) {
    case 'login_password':
      return defined({
        login: input.login.trim() === '' ? REQUIRED : undefined,
        password: input.password === '' ? REQUIRED : undefined,
      });
    case 'phone_password':
      return defined({
        phone: phoneProblem(input.phone, rule),
        password: input.password === '' ? REQUIRED : undefined,
      });
    case 'sms':
      return defined({
        phone: phoneProblem(input.phone, rule),
        smsCode: input.smsCodeSent ? smsCodeProblem(input.smsCode) : undefined,
      });
    case 'login_password_two_step_code':
      return defined({ twoStepCode: input.twoStepCode.trim() === '' ? REQUIRED : undefined });
  }
}

/** Only the phone matters for asking for an SMS code. */
export function smsPhoneProblems(phone: string, rule: PhoneRule): FieldProblems {
  return defined({ phone: phoneProblem(phone, rule) });
}

export function hasProblems(problems: FieldProblems): boolean {
  return Object.keys(problems).length > 0;
}
