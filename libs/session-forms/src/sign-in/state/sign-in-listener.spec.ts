import { authLogin, authLoginByPhone, decodeCredential } from '@kickoff/platform-api';
import { DEMO_PASSWORD, DEMO_SMS_CODE, DEMO_TWO_STEP_CODE } from '@kickoff/platform-mock';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi, beforeEach } from 'vitest';
import { overridablePlatform } from '@kickoff/testing';
import {
  createSignInSite,
  type SignInSiteOptions,
  type SignInSite,
  TEST_COMPONENTS_DATA,
} from '../../testing/sign-in-site';
import { selectAuthForm } from './auth-form-selectors';
import { countryChanged, fieldChanged, formSwitched, loginModalOpened, rememberChanged } from './auth-form-slice';
import type { AuthField } from '../domain/form-problems';
import { signInSubmitted, smsCodeRequested, socialSignInRequested, tokenSignInRequested } from './auth-form-slice';
import { signedInUserOf } from '../../testing/forms-site';

let platform = overridablePlatform();
let mock = platform.mock;
beforeEach(() => {
  platform = overridablePlatform();
  mock = platform.mock;
});

const newStore = (options: Partial<SignInSiteOptions> = {}) => createSignInSite(mock, { ...options });
const form = (s: SignInSite) => selectAuthForm(s.store.getState());
const type = (s: SignInSite, values: Partial<Record<AuthField, string>>) =>
  Object.entries(values).forEach(([field, value]) =>
    s.store.dispatch(fieldChanged({ field: field as AuthField, value })),
  );
const lastBody = (call: string) => mock.requests(call).at(-1)?.body as Record<string, unknown>;
/** Lets answers that must not change anything arrive before checking that nothing changed. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 30));

async function submitAndWait(s: SignInSite, done: (state: ReturnType<typeof form>) => boolean) {
  s.store.dispatch(signInSubmitted());
  await vi.waitFor(() => expect(done(form(s))).toBe(true));
}

describe('sign-in by login and password', () => {
  it('[SES-021] sends login and password base64-encoded with save and components_data; demo is signed in and the modal closes', async () => {
    const s = newStore();
    s.store.dispatch(loginModalOpened({ returnTo: '/office' }));
    type(s, { login: 'demo', password: DEMO_PASSWORD });
    s.store.dispatch(rememberChanged(true));
    await submitAndWait(s, () => signedInUserOf(s) !== null);

    const body = lastBody(authLogin.name);
    expect(body).toEqual({
      login: 'ZGVtbw==',
      password: 'ZGVtbzEyMzQ=',
      save: true,
      components_data: TEST_COMPONENTS_DATA,
    });
    expect(decodeCredential(body['login'] as string)).toBe('demo');
    expect(decodeCredential(body['password'] as string)).toBe(DEMO_PASSWORD);
    expect(signedInUserOf(s)).toBe(1001);
    expect(form(s)).toMatchObject({
      loginModal: { open: false },
      submitting: false,
      error: null,
      passwords: { login_password: '' },
      login: 'demo',
    });
  });

  it('[SES-021] a phone login sends phone_number, the lower-case country_code, the encoded password, save and components_data', async () => {
    const s = newStore();
    s.store.dispatch(formSwitched('phone_password'));
    s.store.dispatch(countryChanged('RU'));
    type(s, { phone: '(900) 000-10-01', password: DEMO_PASSWORD });
    await submitAndWait(s, () => signedInUserOf(s) !== null);

    expect(lastBody(authLoginByPhone.name)).toEqual({
      phone_number: '9000001001',
      country_code: 'ru',
      password: 'ZGVtbzEyMzQ=',
      save: false,
      components_data: TEST_COMPONENTS_DATA,
    });
    expect(signedInUserOf(s)).toBe(1001);
  });

  it('sends no components_data field when the device components are unknown', async () => {
    const s = newStore({ componentsData: undefined });
    type(s, { login: 'demo', password: DEMO_PASSWORD });
    await submitAndWait(s, () => signedInUserOf(s) !== null);
    expect(lastBody(authLogin.name)).not.toHaveProperty('components_data');
  });

  it('a wrong password (101) shows the wrong-credentials reason and signs nobody in', async () => {
    const s = newStore();
    s.store.dispatch(loginModalOpened());
    type(s, { login: 'demo', password: 'not-the-password' });
    await submitAndWait(s, (f) => f.error !== null);
    expect(form(s)).toMatchObject({ error: 'wrong-credentials', submitting: false, loginModal: { open: true } });
    expect(signedInUserOf(s)).toBeNull();
    // Typing again clears the message.
    type(s, { password: DEMO_PASSWORD });
    expect(form(s).error).toBeNull();
  });

  it('empty fields are named inline and nothing is sent', async () => {
    const s = newStore();
    s.store.dispatch(signInSubmitted());
    await settle();
    expect(form(s).fieldProblems).toEqual({ login: { kind: 'required' }, password: { kind: 'required' } });
    s.store.dispatch(formSwitched('phone_password'));
    type(s, { phone: '900 00', password: 'x' });
    s.store.dispatch(signInSubmitted());
    await vi.waitFor(() =>
      expect(form(s).fieldProblems).toEqual({ phone: { kind: 'phone-length', min: 10, max: 10 } }),
    );
    expect(mock.requests(authLogin.name)).toHaveLength(0);
    expect(mock.requests(authLoginByPhone.name)).toHaveLength(0);
  });

  it('Enter pressed twice sends one sign-in', async () => {
    const s = newStore();
    type(s, { login: 'demo', password: DEMO_PASSWORD });
    s.store.dispatch(signInSubmitted());
    s.store.dispatch(signInSubmitted());
    await vi.waitFor(() => expect(signedInUserOf(s)).toBe(1001));
    await settle();
    // Fingerprint first: the mock refuses a login without one (120), the HTTP layer fetches it and retries once.
    expect(
      mock.requests(authLogin.name).filter((r) => (r.body as { login: string }).login === 'ZGVtbw=='),
    ).toHaveLength(2);
    expect(mock.requests('deviceFingerprint')).toHaveLength(1);
  });
});

describe('the second step', () => {
  async function atSecondStep(s: SignInSite) {
    s.store.dispatch(loginModalOpened());
    type(s, { login: 'twostep', password: DEMO_PASSWORD });
    await submitAndWait(s, (f) => f.currentForm === 'login_password_two_step_code');
  }

  it('[SES-024] 130 switches to login_password_two_step_code keeping the token; the entered code is sent with it', async () => {
    const s = newStore();
    await atSecondStep(s);
    const token = form(s).twoStepToken;
    expect(token).toMatch(/^2s-/);
    expect(signedInUserOf(s)).toBeNull();

    type(s, { twoStepCode: DEMO_TWO_STEP_CODE });
    await submitAndWait(s, () => signedInUserOf(s) !== null);
    expect(lastBody('authTwoStep')).toEqual({ two_step_token: token, code: DEMO_TWO_STEP_CODE });
    expect(signedInUserOf(s)).toBe(1007);
    expect(form(s)).toMatchObject({ currentForm: 'login_password', twoStepToken: null, loginModal: { open: false } });
  });

  it('[SES-024] a wrong code (131) says so and the same token may try again', async () => {
    const s = newStore();
    await atSecondStep(s);
    type(s, { twoStepCode: '000000' });
    await submitAndWait(s, (f) => f.error !== null);
    expect(form(s)).toMatchObject({ error: 'code-wrong', currentForm: 'login_password_two_step_code' });
    type(s, { twoStepCode: DEMO_TWO_STEP_CODE });
    await submitAndWait(s, () => signedInUserOf(s) !== null);
    expect(signedInUserOf(s)).toBe(1007);
  });

  it('an expired code (132) sends the visitor back to sign in again', async () => {
    const s = newStore();
    await atSecondStep(s);
    s.time.advance(5 * 60_000 + 1000);
    type(s, { twoStepCode: DEMO_TWO_STEP_CODE });
    await submitAndWait(s, (f) => f.error !== null);
    expect(form(s)).toMatchObject({ error: 'code-expired', currentForm: 'login_password', twoStepToken: null });
  });

  it('[SES-024] a social sign-in that needs a second step sends the entered code to the social two-step check', async () => {
    const s = newStore();
    s.store.dispatch(socialSignInRequested({ network: 'google', code: 'demo-code:twostep', lng: 'ru' }));
    await vi.waitFor(() => expect(form(s).currentForm).toBe('login_password_two_step_code'));
    // Started outside the modal: the modal opens for the code.
    expect(form(s)).toMatchObject({ twoStepVia: 'social', loginModal: { open: true } });
    expect(lastBody('authLoginBySocial')).toEqual({ network: 'google', code: 'demo-code:twostep', lng: 'ru' });
    const token = form(s).twoStepToken;

    type(s, { twoStepCode: DEMO_TWO_STEP_CODE });
    await submitAndWait(s, () => signedInUserOf(s) !== null);
    expect(mock.requests('authTwoStep')).toHaveLength(0);
    expect(lastBody('authSocialTwoStep')).toEqual({ two_step_token: token, code: DEMO_TWO_STEP_CODE });
    expect(signedInUserOf(s)).toBe(1007);
  });
});

describe('sign-in by token', () => {
  it('[SES-022] sends method_id, token, sign and lng and signs the user in', async () => {
    const s = newStore();
    s.store.dispatch(tokenSignInRequested({ methodId: 3, token: 'demo-token:demo', sign: 'signature', lng: 'en' }));
    await vi.waitFor(() => expect(signedInUserOf(s)).toBe(1001));
    expect(lastBody('authLoginByToken')).toEqual({
      method_id: 3,
      token: 'demo-token:demo',
      sign: 'signature',
      lng: 'en',
    });
    expect(form(s).loginModal.open).toBe(false);
  });

  it('an unknown token opens the login modal with the wrong-credentials reason', async () => {
    const s = newStore();
    s.store.dispatch(tokenSignInRequested({ methodId: 3, token: 'stolen', sign: 'x', lng: 'ru' }));
    await vi.waitFor(() => expect(form(s).error).toBe('wrong-credentials'));
    expect(form(s).loginModal.open).toBe(true);
  });
});

describe('sign-in by SMS', () => {
  async function codeSent(s: SignInSite) {
    s.store.dispatch(formSwitched('sms'));
    type(s, { phone: '(900) 000-10-01' });
    // The SMS form's first submit asks for the code.
    s.store.dispatch(signInSubmitted());
    await vi.waitFor(() => expect(form(s).smsSentTo).not.toBeNull());
  }

  it('[SES-023] sends the code to the full number, counts down resend_after, then signs in with phone-number and phone-code', async () => {
    const s = newStore();
    await codeSent(s);
    expect(lastBody('authSendSms')).toEqual({ 'phone-number': '79000001001' });
    expect(form(s)).toMatchObject({ smsSentTo: '79000001001', smsResendSecondsLeft: 60 });

    s.time.advance(1000);
    expect(form(s).smsResendSecondsLeft).toBe(59);

    type(s, { smsCode: DEMO_SMS_CODE });
    await submitAndWait(s, () => signedInUserOf(s) !== null);
    expect(lastBody('authLoginBySms')).toEqual({ 'phone-number': '79000001001', 'phone-code': DEMO_SMS_CODE });
    expect(signedInUserOf(s)).toBe(1001);
  });

  it('another code may be asked for only when the countdown is over', async () => {
    const s = newStore();
    await codeSent(s);
    s.store.dispatch(smsCodeRequested());
    await settle();
    expect(mock.requests('authSendSms')).toHaveLength(1);

    s.time.advance(59_000);
    expect(form(s).smsResendSecondsLeft).toBe(1);
    s.time.advance(1000);
    expect(form(s)).toMatchObject({ smsResendSecondsLeft: 0, smsResendAt: null });
    expect(s.time.timers.pending).toBe(0);

    s.store.dispatch(smsCodeRequested());
    await vi.waitFor(() => expect(mock.requests('authSendSms')).toHaveLength(2));
    await vi.waitFor(() => expect(form(s).smsResendSecondsLeft).toBe(60));
  });

  it('a wrong code (131) and an expired one (132) are told apart', async () => {
    const s = newStore();
    await codeSent(s);
    type(s, { smsCode: '9999' });
    await submitAndWait(s, (f) => f.error !== null);
    expect(form(s).error).toBe('code-wrong');

    s.time.advance(5 * 60_000 + 1000);
    type(s, { smsCode: DEMO_SMS_CODE });
    await submitAndWait(s, (f) => f.error !== null);
    expect(form(s)).toMatchObject({ error: 'code-expired', currentForm: 'sms' });
    expect(signedInUserOf(s)).toBeNull();
  });

  it('a number too short for the country’s mask is named and no SMS is sent', async () => {
    const s = newStore();
    s.store.dispatch(formSwitched('sms'));
    type(s, { phone: '900' });
    s.store.dispatch(smsCodeRequested());
    await vi.waitFor(() =>
      expect(form(s).fieldProblems).toEqual({ phone: { kind: 'phone-length', min: 10, max: 10 } }),
    );
    expect(mock.requests('authSendSms')).toHaveLength(0);
  });
});

describe('failures that are not the visitor’s', () => {
  it.each([
    ['the network is down', () => HttpResponse.error()],
    ['the server fails', () => HttpResponse.json({ message: 'oops' }, { status: 500 })],
    ['the answer is malformed', () => HttpResponse.json({ user_id: 'one' })],
  ])('%s: a generic error state, logged', async (_, answer) => {
    platform.use(http.post(`*${authLogin.path}`, answer));
    const s = newStore();
    type(s, { login: 'demo', password: DEMO_PASSWORD });
    await submitAndWait(s, (f) => f.error !== null);
    expect(form(s)).toMatchObject({ error: 'failed', submitting: false });
    expect(s.logs).toContain('sign-in failed');
    expect(signedInUserOf(s)).toBeNull();
  });

  it('a captcha the visitor gave up stops the sign-in silently', async () => {
    const solveCaptcha = vi.fn(async () => null);
    const s = newStore({ solveCaptcha });
    s.store.dispatch(loginModalOpened());
    type(s, { login: 'captcha', password: DEMO_PASSWORD });
    s.store.dispatch(signInSubmitted());
    await vi.waitFor(() => expect(solveCaptcha).toHaveBeenCalledTimes(1));
    await vi.waitFor(() => expect(form(s).submitting).toBe(false));
    expect(form(s)).toMatchObject({ error: null, loginModal: { open: true } });
    expect(signedInUserOf(s)).toBeNull();
  });

  it('a failed SMS send is a generic error state', async () => {
    platform.use(http.post('*/web-api/auth/sms/send', () => HttpResponse.json({ success: false, resend_after: 0 })));
    const s = newStore();
    s.store.dispatch(formSwitched('sms'));
    type(s, { phone: '9000001001' });
    s.store.dispatch(smsCodeRequested());
    await vi.waitFor(() => expect(form(s).error).toBe('failed'));
    expect(form(s)).toMatchObject({ smsSentTo: null, sendingSms: false });
  });
});
