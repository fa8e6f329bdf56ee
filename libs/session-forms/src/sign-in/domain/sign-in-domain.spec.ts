import { describe, expect, it } from 'vitest';
import { formProblems, smsPhoneProblems } from './form-problems';
import { digitsOf, internationalNumber, phoneRuleFor, type PhoneCountry, type PhoneMask } from './phone';
import { resendDeadline, secondsUntil } from './resend-countdown';
import { signInFailureOf } from './sign-in-failure';

const countries: PhoneCountry[] = [
  { id: 1, name: 'Россия', country_code: 'ru', tel_code: '7' },
  { id: 66, name: 'United Kingdom', country_code: 'gb', tel_code: '44' },
];
const masks: PhoneMask[] = [
  { CountryId: 1, Mask: '(###) ###-##-##', Max: 10, Min: 10 },
  { CountryId: 66, Mask: '#### ######', Max: 10, Min: 9 },
];
const blank = {
  currentForm: 'login_password',
  login: '',
  phone: '',
  password: '',
  smsCode: '',
  twoStepCode: '',
  smsCodeSent: false,
} as const;

describe('phone rules', () => {
  it('[SES-027] a country’s mask bounds its national number (Min, Max), the dialling code comes from its tel_code', () => {
    const ru = phoneRuleFor('RU', countries, masks);
    expect(ru).toEqual({ telCode: '7', mask: '(###) ###-##-##', min: 10, max: 10 });
    expect(internationalNumber(ru, digitsOf('(900) 000-10-01'))).toBe('79000001001');
  });

  it('falls back to the contract’s 4…15 digits without a mask, and to no dialling code for an unknown country', () => {
    expect(phoneRuleFor('xx', countries, masks)).toEqual({ telCode: null, mask: null, min: 4, max: 15 });
    expect(phoneRuleFor('ru', countries, undefined)).toMatchObject({ telCode: '7', min: 4, max: 15 });
    // A mask whose bounds contradict each other must not lock anyone out.
    expect(phoneRuleFor('ru', countries, [{ CountryId: 1, Mask: '#', Min: 9, Max: 3 }])).toMatchObject({
      min: 4,
      max: 15,
    });
    expect(internationalNumber(phoneRuleFor('xx', countries, masks), '123')).toBeNull();
  });
});

describe('form problems', () => {
  const ru = phoneRuleFor('ru', countries, masks);

  it('the login form needs a login and a password', () => {
    expect(formProblems(blank, ru)).toEqual({ login: { kind: 'required' }, password: { kind: 'required' } });
    expect(formProblems({ ...blank, login: '  ', password: 'x' }, ru)).toEqual({ login: { kind: 'required' } });
    expect(formProblems({ ...blank, login: 'demo', password: 'x' }, ru)).toEqual({});
  });

  it('the phone form checks the number against the country’s mask bounds', () => {
    const phoneForm = { ...blank, currentForm: 'phone_password', password: 'x' } as const;
    expect(formProblems({ ...phoneForm, phone: '900 000' }, ru)).toEqual({
      phone: { kind: 'phone-length', min: 10, max: 10 },
    });
    expect(formProblems({ ...phoneForm, phone: '(900) 000-10-01' }, ru)).toEqual({});
  });

  it('the SMS form asks for the phone first, then a 4…8 digit code', () => {
    expect(smsPhoneProblems('', ru)).toEqual({ phone: { kind: 'required' } });
    const sent = { ...blank, currentForm: 'sms', phone: '9000001001', smsCodeSent: true } as const;
    expect(formProblems({ ...sent, smsCode: '12a4' }, ru)).toEqual({
      smsCode: { kind: 'code-format', min: 4, max: 8 },
    });
    expect(formProblems({ ...sent, smsCode: '1234' }, ru)).toEqual({});
  });

  it('the two-step form needs the code', () => {
    expect(formProblems({ ...blank, currentForm: 'login_password_two_step_code' }, ru)).toEqual({
      twoStepCode: { kind: 'required' },
    });
  });
});

describe('sign-in failures', () => {
  const http400 = (data: unknown) => ({ kind: 'http', status: 400, call: 'authLogin', data }) as const;

  it('reads the auth error codes: 101 wrong credentials, 131 wrong code, 132 expired, 130 second step with its token', () => {
    expect(signInFailureOf(http400({ error_code: 101, error_message: 'x' }))).toEqual({
      kind: 'error',
      reason: 'wrong-credentials',
    });
    expect(signInFailureOf(http400({ error_code: 131, error_message: 'x' }))).toEqual({
      kind: 'error',
      reason: 'code-wrong',
    });
    expect(signInFailureOf(http400({ error_code: 132, error_message: 'x' }))).toEqual({
      kind: 'error',
      reason: 'code-expired',
    });
    expect(signInFailureOf(http400({ error_code: 130, error_message: 'x', two_step_token: '2s-1' }))).toEqual({
      kind: 'two-step-required',
      twoStepToken: '2s-1',
    });
  });

  it('network trouble, server errors, malformed answers, unknown codes and a 130 without its token are one generic failure', () => {
    const failed = { kind: 'error', reason: 'failed' };
    expect(
      signInFailureOf({ kind: 'network', status: 'NETWORK_ERROR', call: 'authLogin', message: 'offline' }),
    ).toEqual(failed);
    expect(signInFailureOf({ kind: 'http', status: 502, call: 'authLogin', data: '<html>' })).toEqual(failed);
    expect(
      signInFailureOf({ kind: 'invalid-answer', status: 'INVALID_ANSWER', call: 'authLogin', issues: [] }),
    ).toEqual(failed);
    expect(signInFailureOf(http400({ error_code: 999, error_message: 'x' }))).toEqual(failed);
    expect(signInFailureOf(http400({ error_code: 130, error_message: 'x' }))).toEqual(failed);
    expect(signInFailureOf(http400('not json'))).toEqual(failed);
    expect(signInFailureOf(new Error('boom'))).toEqual(failed);
  });

  it('a captcha given up and a cancelled request stop silently; a captcha nobody could show is a failure', () => {
    expect(
      signInFailureOf({ kind: 'captcha-required', status: 400, call: 'authLogin', code: 111, silent: true }),
    ).toEqual({ kind: 'silent' });
    expect(signInFailureOf({ kind: 'cancelled', status: 499, call: 'authLogin' })).toEqual({ kind: 'silent' });
    expect(
      signInFailureOf({ kind: 'captcha-required', status: 400, call: 'authLogin', code: 111, silent: false }),
    ).toEqual({ kind: 'error', reason: 'failed' });
  });
});

describe('SMS resend countdown', () => {
  it('counts whole seconds from resend_after, rounding up', () => {
    const deadline = resendDeadline(10_000, 60);
    expect(secondsUntil(deadline, 10_000)).toBe(60);
    expect(secondsUntil(deadline, 10_001)).toBe(60);
    expect(secondsUntil(deadline, 69_000)).toBe(1);
    expect(secondsUntil(deadline, 70_000)).toBe(0);
    expect(secondsUntil(null, 0)).toBe(0);
  });
});
