import { describe, expect, it } from 'vitest';
import {
  canResendCode,
  codeSecondsLeft,
  forgotPasswordStep,
  type ForgotPasswordEvent,
  type ForgotPasswordState,
  initialForgotPasswordState,
  isCodeTimeUp,
  resendWaitSeconds,
  specStepOf,
} from './flow';

const T0 = 1_700_000_000_000;

const run = (events: ForgotPasswordEvent[], from: ForgotPasswordState = initialForgotPasswordState) =>
  events.reduce(forgotPasswordStep, from);

/** The platform's answer to "send me a code": 300 s to use it, 60 s before another may be asked for. */
const codeSent = (flow: number, at = T0, token = 'pr-1'): ForgotPasswordEvent => ({
  type: 'code-sent',
  flow,
  recoveryToken: token,
  codeTtlSeconds: 300,
  resendAfterSeconds: 60,
  at,
});

const atCodeEntry = () => run([{ type: 'open' }, { type: 'submit-login', login: ' demo ' }, codeSent(1)]);
const atApprove = () =>
  run([{ type: 'submit-code' }, { type: 'code-approved', flow: 1, approveToken: 'pa-1' }], atCodeEntry());

describe('forgot-password flow', () => {
  it('[SES-047] runs call → code sent → approve → password saved → success → exit', () => {
    let state = forgotPasswordStep(initialForgotPasswordState, { type: 'open' });
    expect(specStepOf(state)).toBe('call');

    state = forgotPasswordStep(state, { type: 'submit-login', login: '  demo ' });
    expect(state).toMatchObject({ step: 'call', busy: true, login: 'demo' });

    state = forgotPasswordStep(state, codeSent(state.flow));
    expect(specStepOf(state)).toBe('code sent');
    expect(state).toMatchObject({
      busy: false,
      recoveryToken: 'pr-1',
      codeExpiresAt: T0 + 300_000,
      resendAt: T0 + 60_000,
    });

    state = forgotPasswordStep(state, { type: 'submit-code' });
    state = forgotPasswordStep(state, { type: 'code-approved', flow: state.flow, approveToken: 'pa-1' });
    expect(specStepOf(state)).toBe('approve');
    expect(state).toMatchObject({ approveToken: 'pa-1', recoveryToken: null });

    state = forgotPasswordStep(state, { type: 'submit-password' });
    state = forgotPasswordStep(state, { type: 'password-saved', flow: state.flow });
    expect(specStepOf(state)).toBe('success');
    expect(state.approveToken).toBeNull();

    state = forgotPasswordStep(state, { type: 'close' });
    expect(specStepOf(state)).toBe('exit');
  });

  it('[SES-047] closing before the password is saved is cancel, from every step, even while a call runs', () => {
    const atCall = run([{ type: 'open' }]);
    const waitingForCode = run([{ type: 'submit-login', login: 'demo' }], atCall);
    for (const state of [atCall, waitingForCode, atCodeEntry(), atApprove()]) {
      const closed = forgotPasswordStep(state, { type: 'close' });
      expect(specStepOf(closed)).toBe('cancel');
      expect(closed).toMatchObject({ busy: false, recoveryToken: null, approveToken: null, login: '' });
    }
  });

  it('[SES-047] an answer that arrives after the modal closed or reopened is dropped', () => {
    const cancelled = run([{ type: 'submit-login', login: 'demo' }, { type: 'close' }], run([{ type: 'open' }]));
    expect(forgotPasswordStep(cancelled, codeSent(1))).toEqual(cancelled);

    const reopened = run([{ type: 'open' }], cancelled);
    expect(reopened).toMatchObject({ step: 'call', flow: 2 });
    const late = forgotPasswordStep(run([{ type: 'submit-login', login: 'demo' }], reopened), codeSent(1));
    expect(late).toMatchObject({ step: 'call', busy: true });
  });

  it('[SES-047] opening an open modal keeps what the player did; opening after exit starts afresh', () => {
    const state = atCodeEntry();
    expect(forgotPasswordStep(state, { type: 'open' })).toBe(state);
    const exited = run(
      [{ type: 'submit-password' }, { type: 'password-saved', flow: 1 }, { type: 'close' }],
      atApprove(),
    );
    expect(run([{ type: 'open' }], exited)).toMatchObject({ step: 'call', flow: 2, login: '', busy: false });
  });

  it('[SES-047] [SES-048] a wrong code stays on the code entry classed wrong_code; the next code may be tried', () => {
    let state = run([{ type: 'submit-code' }, { type: 'failed', flow: 1, error: 'wrong_code' }], atCodeEntry());
    expect(specStepOf(state)).toBe('code wrong');
    expect(state).toMatchObject({ step: 'code-sent', error: 'wrong_code', busy: false, recoveryToken: 'pr-1' });

    state = forgotPasswordStep(state, { type: 'submit-code' });
    expect(state).toMatchObject({ busy: true, error: null });
    state = forgotPasswordStep(state, { type: 'code-approved', flow: 1, approveToken: 'pa-2' });
    expect(specStepOf(state)).toBe('approve');
  });

  it('[SES-047] [SES-048] the platform saying time_up locks the code entry and offers a resend at once', () => {
    const state = run(
      [{ type: 'tick', at: T0 + 10_000 }, { type: 'submit-code' }, { type: 'failed', flow: 1, error: 'time_up' }],
      atCodeEntry(),
    );
    expect(specStepOf(state)).toBe('time up');
    expect(isCodeTimeUp(state)).toBe(true);
    // 50 s of the resend wait are left on the clock, but a dead code is no reason to wait.
    expect(canResendCode(state)).toBe(true);
    expect(resendWaitSeconds(state)).toBe(0);
    expect(forgotPasswordStep(state, { type: 'submit-code' })).toBe(state);

    const resent = run([{ type: 'resend' }, codeSent(1, T0 + 11_000, 'pr-2')], state);
    expect(specStepOf(resent)).toBe('code sent');
    expect(resent).toMatchObject({
      recoveryToken: 'pr-2',
      codeExpired: false,
      error: null,
      codeExpiresAt: T0 + 311_000,
    });
  });

  it('[SES-048] the code TTL running out on the clock is time_up too', () => {
    let state = run([{ type: 'tick', at: T0 + 299_999 }], atCodeEntry());
    expect(specStepOf(state)).toBe('code sent');
    expect(codeSecondsLeft(state)).toBe(1);

    state = forgotPasswordStep(state, { type: 'tick', at: T0 + 300_000 });
    expect(specStepOf(state)).toBe('time up');
    expect(state.error).toBe('time_up');
    expect(codeSecondsLeft(state)).toBe(0);
    expect(canResendCode(state)).toBe(true);
  });

  it('[SES-048] a check already on its way when the clock runs out is left to the platform’s answer', () => {
    const checking = run([{ type: 'tick', at: T0 + 299_000 }, { type: 'submit-code' }], atCodeEntry());
    const ranOut = forgotPasswordStep(checking, { type: 'tick', at: T0 + 300_500 });
    expect(ranOut).toMatchObject({ busy: true, error: null });
    expect(forgotPasswordStep(ranOut, { type: 'code-approved', flow: 1, approveToken: 'pa-1' }).step).toBe('approve');
  });

  it('[SES-047] a resend is refused until resend_after passed, with the wait counted down in whole seconds', () => {
    let state = atCodeEntry();
    expect(resendWaitSeconds(state)).toBe(60);
    expect(forgotPasswordStep(state, { type: 'resend' })).toBe(state);

    state = forgotPasswordStep(state, { type: 'tick', at: T0 + 59_001 });
    expect(resendWaitSeconds(state)).toBe(1);
    expect(canResendCode(state)).toBe(false);

    state = forgotPasswordStep(state, { type: 'tick', at: T0 + 60_000 });
    expect(resendWaitSeconds(state)).toBe(0);
    state = forgotPasswordStep(state, { type: 'resend' });
    expect(state).toMatchObject({ busy: true, step: 'code-sent' });
    state = forgotPasswordStep(state, codeSent(1, T0 + 61_000, 'pr-2'));
    expect(state).toMatchObject({ recoveryToken: 'pr-2', resendAt: T0 + 121_000 });
    expect(resendWaitSeconds(state)).toBe(60);
  });

  it('[SES-047] the player may go back from the code entry to correct the login', () => {
    const state = forgotPasswordStep(atCodeEntry(), { type: 'change-login' });
    expect(state).toMatchObject({ step: 'call', login: 'demo', recoveryToken: null, codeExpiresAt: null });
  });

  it('[SES-047] an unknown login stays on the call step with unknown_login', () => {
    const state = run([
      { type: 'open' },
      { type: 'submit-login', login: 'nobody' },
      { type: 'failed', flow: 1, error: 'unknown_login' },
    ]);
    expect(state).toMatchObject({ step: 'call', busy: false, error: 'unknown_login', login: 'nobody' });
    expect(forgotPasswordStep(state, { type: 'submit-login', login: 'demo' })).toMatchObject({
      busy: true,
      error: null,
      login: 'demo',
    });
  });

  it('[SES-047] a too-short password stays on approve; an expired approval goes back for a new code', () => {
    const short = run(
      [{ type: 'submit-password' }, { type: 'failed', flow: 1, error: 'password_too_short' }],
      atApprove(),
    );
    expect(short).toMatchObject({ step: 'approve', error: 'password_too_short', approveToken: 'pa-1' });

    const expired = run([{ type: 'submit-password' }, { type: 'failed', flow: 1, error: 'time_up' }], short);
    expect(specStepOf(expired)).toBe('time up');
    expect(expired).toMatchObject({ approveToken: null, error: 'time_up' });
    expect(canResendCode(expired)).toBe(true);
  });

  it('sends at most one call at a time: submits while a call runs are ignored', () => {
    const waiting = run([{ type: 'open' }, { type: 'submit-login', login: 'demo' }]);
    expect(forgotPasswordStep(waiting, { type: 'submit-login', login: 'other' })).toBe(waiting);
    const checking = forgotPasswordStep(atCodeEntry(), { type: 'submit-code' });
    expect(forgotPasswordStep(checking, { type: 'submit-code' })).toBe(checking);
    expect(forgotPasswordStep(checking, { type: 'change-login' })).toBe(checking);
    const saving = forgotPasswordStep(atApprove(), { type: 'submit-password' });
    expect(forgotPasswordStep(saving, { type: 'submit-password' })).toBe(saving);
  });

  it('events that do not fit the step change nothing', () => {
    expect(forgotPasswordStep(initialForgotPasswordState, { type: 'submit-login', login: 'demo' })).toBe(
      initialForgotPasswordState,
    );
    expect(forgotPasswordStep(initialForgotPasswordState, { type: 'close' })).toBe(initialForgotPasswordState);
    const call = run([{ type: 'open' }]);
    expect(forgotPasswordStep(call, { type: 'submit-login', login: '   ' })).toBe(call);
    expect(forgotPasswordStep(call, { type: 'submit-code' })).toBe(call);
    expect(forgotPasswordStep(call, { type: 'code-approved', flow: 1, approveToken: 'x' })).toBe(call);
    expect(forgotPasswordStep(atCodeEntry(), { type: 'password-saved', flow: 1 })).toEqual(atCodeEntry());
  });

  it('a failure the player is not told about (captcha given up) only ends the wait', () => {
    const state = run([
      { type: 'open' },
      { type: 'submit-login', login: 'demo' },
      { type: 'failed', flow: 1, error: null },
    ]);
    expect(state).toMatchObject({ step: 'call', busy: false, error: null });
  });

  it('the clock never runs backwards in the state', () => {
    const state = run(
      [
        { type: 'tick', at: T0 + 5_000 },
        { type: 'tick', at: T0 + 1_000 },
      ],
      atCodeEntry(),
    );
    expect(state.now).toBe(T0 + 5_000);
  });
});
