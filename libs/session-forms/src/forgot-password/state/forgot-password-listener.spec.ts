import { passwordRecoveryCheckCode, passwordRecoveryStart } from '@kickoff/platform-api';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi, beforeEach } from 'vitest';
import { overridablePlatform } from '@kickoff/testing';
import { createForgotPasswordSite, type ForgotPasswordSite } from '../../testing/forgot-password-site';
import {
  selectCanResendCode,
  selectCodeSecondsLeft,
  selectForgotPassword,
  selectForgotPasswordSpecStep,
  selectResendWaitSeconds,
} from './forgot-password-selectors';
import { forgotPasswordActions } from './forgot-password-slice';

let platform = overridablePlatform();
beforeEach(() => {
  platform = overridablePlatform();
});
const { forgotPasswordOpened, forgotPasswordClosed, loginSubmitted, codeSubmitted, resendRequested } =
  forgotPasswordActions;

const flowOf = (s: ForgotPasswordSite) => selectForgotPassword(s.store.getState());
const stepOf = (s: ForgotPasswordSite) => selectForgotPasswordSpecStep(s.store.getState());
/**
 * Calls the platform took up: a page's first sign-in-like call goes without a fingerprint, is answered 120 and
 * retried with one by the client (API-013), so only requests carrying it count.
 */
const calls = (name: string) =>
  platform.mock.requests(name).filter((request) => request.headers['x-fingerprint'] !== undefined).length;
/** Lets answers that are not expected to come have their chance to arrive. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 30));

async function atCodeEntry(login = 'demo') {
  const s = createForgotPasswordSite(platform.mock);
  s.store.dispatch(forgotPasswordOpened());
  s.store.dispatch(loginSubmitted({ login }));
  await vi.waitFor(() => expect(stepOf(s)).toBe('code sent'));
  return s;
}

describe('forgot-password listener', () => {
  it('[SES-047] a submitted login asks the platform for a code once, and the code entry counts its TTL and resend wait', async () => {
    const s = createForgotPasswordSite(platform.mock);
    s.store.dispatch(forgotPasswordOpened());
    s.store.dispatch(loginSubmitted({ login: 'demo' }));
    s.store.dispatch(loginSubmitted({ login: 'demo' })); // a double click
    await vi.waitFor(() => expect(stepOf(s)).toBe('code sent'));
    expect(calls('passwordRecoveryStart')).toBe(1);
    expect(platform.mock.requests('passwordRecoveryStart')[0]?.body).toEqual({ login: 'demo' });
    expect(selectCodeSecondsLeft(s.store.getState())).toBe(300);
    expect(selectResendWaitSeconds(s.store.getState())).toBe(60);

    s.passTime(1_000);
    expect(selectCodeSecondsLeft(s.store.getState())).toBe(299);
    expect(selectResendWaitSeconds(s.store.getState())).toBe(59);
    s.stop();
  });

  it('[SES-047] an unknown login stays on the call step, classed unknown_login', async () => {
    const s = createForgotPasswordSite(platform.mock);
    s.store.dispatch(forgotPasswordOpened());
    s.store.dispatch(loginSubmitted({ login: 'nobody-at-all' }));
    await vi.waitFor(() => expect(flowOf(s).busy).toBe(false));
    expect(flowOf(s)).toMatchObject({ step: 'call', error: 'unknown_login' });
  });

  it('[SES-048] a code the platform refuses (131) is wrong_code: the code entry stays, with its countdown', async () => {
    const s = await atCodeEntry();
    s.store.dispatch(codeSubmitted({ code: '0000' }));
    await vi.waitFor(() => expect(stepOf(s)).toBe('code wrong'));
    expect(flowOf(s).error).toBe('wrong_code');
    s.passTime(2_000);
    expect(selectCodeSecondsLeft(s.store.getState())).toBe(298);
    s.stop();
  });

  it('[SES-048] a code the platform calls expired (132) is time_up: entry locked, a new code offered at once', async () => {
    platform.use(
      http.post(`*${passwordRecoveryCheckCode.path}`, () =>
        HttpResponse.json({ error_code: 132, error_message: 'expired' }, { status: 400 }),
      ),
    );
    const s = await atCodeEntry();
    s.store.dispatch(codeSubmitted({ code: '1111' }));
    await vi.waitFor(() => expect(stepOf(s)).toBe('time up'));
    expect(selectResendWaitSeconds(s.store.getState())).toBe(0);
    expect(selectCanResendCode(s.store.getState())).toBe(true);
    // The countdown has nothing left to count.
    expect(s.timers.pending).toBe(0);
  });

  it('[SES-048] the code TTL running out on the clock is time_up, and a code typed after it is not sent', async () => {
    const s = await atCodeEntry();
    s.passTime(299_000);
    expect(stepOf(s)).toBe('code sent');
    s.passTime(1_000);
    expect(stepOf(s)).toBe('time up');
    expect(flowOf(s).error).toBe('time_up');
    expect(s.timers.pending).toBe(0);

    s.store.dispatch(codeSubmitted({ code: '1234' }));
    await settle();
    expect(calls('passwordRecoveryCheckCode')).toBe(0);
    expect(stepOf(s)).toBe('time up');
  });

  it('[SES-048] a code sent after the TTL ran out but before the tick noticed is time_up without a call', async () => {
    const s = await atCodeEntry();
    s.clock.advance(300_000); // the page slept: no tick ran
    s.store.dispatch(codeSubmitted({ code: '1234' }));
    await vi.waitFor(() => expect(stepOf(s)).toBe('time up'));
    expect(calls('passwordRecoveryCheckCode')).toBe(0);
    s.stop();
  });

  it('[SES-047] a new code may be asked for only after resend_after; it restarts both countdowns', async () => {
    const s = await atCodeEntry();
    const firstToken = flowOf(s).recoveryToken;
    s.passTime(59_000);
    s.store.dispatch(resendRequested());
    await settle();
    expect(calls('passwordRecoveryStart')).toBe(1);

    s.passTime(1_000);
    expect(selectCanResendCode(s.store.getState())).toBe(true);
    s.store.dispatch(resendRequested());
    await vi.waitFor(() => expect(calls('passwordRecoveryStart')).toBe(2));
    await vi.waitFor(() => expect(flowOf(s).recoveryToken).not.toBe(firstToken));
    expect(selectResendWaitSeconds(s.store.getState())).toBe(60);
    expect(selectCodeSecondsLeft(s.store.getState())).toBe(300);
    // One countdown runs, not one per code.
    expect(s.timers.pending).toBe(1);
    s.stop();
  });

  it('closing stops the countdown, and an answer that arrives after the modal closed changes nothing', async () => {
    const s = await atCodeEntry();
    expect(s.timers.pending).toBe(1);
    s.store.dispatch(forgotPasswordClosed());
    await settle();
    expect(s.timers.pending).toBe(0);

    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    platform.use(
      http.post(`*${passwordRecoveryStart.path}`, async () => {
        await held;
        return HttpResponse.json({ recovery_token: 'late', code_ttl: 300, resend_after: 60 });
      }),
    );
    s.store.dispatch(forgotPasswordOpened());
    s.store.dispatch(loginSubmitted({ login: 'demo' }));
    s.store.dispatch(forgotPasswordClosed());
    release();
    await settle();
    expect(flowOf(s)).toMatchObject({ step: 'cancel', recoveryToken: null, busy: false });
    expect(s.timers.pending).toBe(0);
  });

  it('a platform that cannot be reached, or answers nonsense, is a generic error (logged), never a crash', async () => {
    platform.use(http.post(`*${passwordRecoveryStart.path}`, () => HttpResponse.error()));
    const s = createForgotPasswordSite(platform.mock);
    s.store.dispatch(forgotPasswordOpened());
    s.store.dispatch(loginSubmitted({ login: 'demo' }));
    await vi.waitFor(() => expect(flowOf(s).error).toBe('generic'));
    expect(s.logs).toContain('forgot password: call failed');

    platform.use(
      http.post(`*${passwordRecoveryStart.path}`, () => HttpResponse.json({ recovery_token: '', code_ttl: 'soon' })),
    );
    s.store.dispatch(loginSubmitted({ login: 'demo' }));
    await vi.waitFor(() => expect(flowOf(s)).toMatchObject({ busy: false, error: 'generic', step: 'call' }));
  });
});
