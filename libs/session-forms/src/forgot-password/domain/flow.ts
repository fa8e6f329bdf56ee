/*
 * SES-047: the forgot-password flow as a state machine. The spec names the steps (call, code sent, code wrong or
 * time up, approve, password saved, success, exit, cancel) but not how one leads to the next; the transitions
 * below are what a player expects, and the README's decision rows repeat them:
 *
 *   idle ──open──▶ call ──submit-login──▶ (start call) ──code-sent──▶ code-sent
 *   call ◀──change-login── code-sent                    (a typo in the login: back, the login kept)
 *   code-sent ──submit-code──▶ (check call) ──code-approved──▶ approve
 *   code-sent ──failed wrong_code──▶ code-sent           (error shown, the same code entry, try again)
 *   code-sent ──failed time_up / clock past the TTL──▶ code-sent with time_up: entry locked, resend offered at once
 *   code-sent ──resend (after resend_after, or when time is up)──▶ (start call) ──code-sent──▶ code-sent, fresh timers
 *   approve ──submit-password──▶ (save call) ──password-saved──▶ success
 *   approve ──failed time_up (the approval expired)──▶ code-sent with time_up: a new code is the only way on
 *   success ──close──▶ exit        call | code-sent | approve ──close──▶ cancel
 *   exit | cancel | idle ──open──▶ call (a fresh flow)
 *
 * At most one call runs at a time (`busy`): submits while busy are ignored, so a double click sends once.
 * Answers carry the `flow` they belong to; an answer for a closed or reopened flow is dropped.
 */

export type ForgotPasswordStep = 'idle' | 'call' | 'code-sent' | 'approve' | 'success' | 'exit' | 'cancel';

/** SES-048: how a failed code check is classed. */
export type CodeFailure = 'wrong_code' | 'time_up';

/** What the modal tells the player went wrong. */
export type ForgotPasswordError = 'unknown_login' | CodeFailure | 'password_too_short' | 'generic';

export interface ForgotPasswordState {
  step: ForgotPasswordStep;
  /** Counts openings: answers of an earlier opening are dropped. */
  flow: number;
  /** A platform call of this flow is running. */
  busy: boolean;
  /** What the player typed at the call step; a resend asks for a code for it again. */
  login: string;
  recoveryToken: string | null;
  approveToken: string | null;
  /** Epoch ms on the timers' clock when the code dies (`code_ttl` after it was sent). */
  codeExpiresAt: number | null;
  /** Epoch ms from which another code may be asked for (`resend_after` after the last one). */
  resendAt: number | null;
  /** The platform said the code (or the approval) expired before the clock did: it stays dead until a new one is sent. */
  codeExpired: boolean;
  /** The clock at the last answer or countdown tick: what the countdowns are read against. */
  now: number;
  error: ForgotPasswordError | null;
}

export type ForgotPasswordEvent =
  | { type: 'open' }
  | { type: 'submit-login'; login: string }
  | { type: 'change-login' }
  | {
      type: 'code-sent';
      flow: number;
      recoveryToken: string;
      codeTtlSeconds: number;
      resendAfterSeconds: number;
      at: number;
    }
  | { type: 'submit-code' }
  | { type: 'code-approved'; flow: number; approveToken: string }
  | { type: 'resend' }
  | { type: 'tick'; at: number }
  | { type: 'submit-password' }
  | { type: 'password-saved'; flow: number }
  /** A call of `flow` failed; `error` null = a failure the player is not told about (a captcha they gave up). */
  | { type: 'failed'; flow: number; error: ForgotPasswordError | null }
  | { type: 'close' };

export const initialForgotPasswordState: ForgotPasswordState = {
  step: 'idle',
  flow: 0,
  busy: false,
  login: '',
  recoveryToken: null,
  approveToken: null,
  codeExpiresAt: null,
  resendAt: null,
  codeExpired: false,
  now: 0,
  error: null,
};

const OPEN_STEPS: readonly ForgotPasswordStep[] = ['call', 'code-sent', 'approve', 'success'];

/** The modal is on screen in these steps. */
export const isForgotPasswordOpen = (state: ForgotPasswordState): boolean => OPEN_STEPS.includes(state.step);

/** Where closing leads: `exit` once the password is saved, `cancel` before. */
export const closeOutcome = (state: ForgotPasswordState): 'exit' | 'cancel' =>
  state.step === 'success' ? 'exit' : 'cancel';

/** SES-048: the code is dead, by the platform's word (132) or because its TTL ran out on the clock. */
export const isCodeTimeUp = (state: ForgotPasswordState): boolean =>
  state.step === 'code-sent' &&
  (state.codeExpired || (state.codeExpiresAt !== null && state.now >= state.codeExpiresAt));

/** A new code may be asked for once `resend_after` passed, or at once when the old one is dead. */
export const canResendCode = (state: ForgotPasswordState): boolean =>
  state.step === 'code-sent' &&
  !state.busy &&
  (isCodeTimeUp(state) || (state.resendAt !== null && state.now >= state.resendAt));

const secondsUntil = (deadline: number | null, now: number): number =>
  deadline === null ? 0 : Math.max(0, Math.ceil((deadline - now) / 1000));

/** Whole seconds before a resend is allowed (0 = allowed now, or the code is dead anyway). */
export const resendWaitSeconds = (state: ForgotPasswordState): number =>
  isCodeTimeUp(state) ? 0 : secondsUntil(state.resendAt, state.now);

/** Whole seconds the code stays valid. */
export const codeSecondsLeft = (state: ForgotPasswordState): number =>
  isCodeTimeUp(state) ? 0 : secondsUntil(state.codeExpiresAt, state.now);

/** An answer counts only for the opening and the call it was sent for. */
const answers = (state: ForgotPasswordState, flow: number): boolean =>
  flow === state.flow && state.busy && isForgotPasswordOpen(state);

const codeDied = (state: ForgotPasswordState): ForgotPasswordState => ({
  ...state,
  step: 'code-sent',
  busy: false,
  recoveryToken: null,
  approveToken: null,
  codeExpired: true,
  error: 'time_up',
});

/** SES-047: the next state of the flow for an event; events that do not apply to the current step change nothing. */
export function forgotPasswordStep(state: ForgotPasswordState, event: ForgotPasswordEvent): ForgotPasswordState {
  switch (event.type) {
    case 'open':
      // Opening an open modal again (a re-render, a second link) must not wipe what the player typed.
      return isForgotPasswordOpen(state)
        ? state
        : { ...initialForgotPasswordState, step: 'call', flow: state.flow + 1, now: state.now };
    case 'submit-login': {
      const login = event.login.trim();
      if (state.step !== 'call' || state.busy || login === '') return state;
      return { ...state, busy: true, login, error: null };
    }
    case 'change-login':
      if (state.step !== 'code-sent' || state.busy) return state;
      return {
        ...state,
        step: 'call',
        recoveryToken: null,
        codeExpiresAt: null,
        resendAt: null,
        codeExpired: false,
        error: null,
      };
    case 'code-sent':
      if (!answers(state, event.flow) || (state.step !== 'call' && state.step !== 'code-sent')) return state;
      return {
        ...state,
        step: 'code-sent',
        busy: false,
        recoveryToken: event.recoveryToken,
        approveToken: null,
        codeExpiresAt: event.at + event.codeTtlSeconds * 1000,
        resendAt: event.at + event.resendAfterSeconds * 1000,
        codeExpired: false,
        now: Math.max(state.now, event.at),
        error: null,
      };
    case 'submit-code':
      if (state.step !== 'code-sent' || state.busy || isCodeTimeUp(state)) return state;
      return { ...state, busy: true, error: null };
    case 'code-approved':
      if (!answers(state, event.flow) || state.step !== 'code-sent') return state;
      return {
        ...state,
        step: 'approve',
        busy: false,
        approveToken: event.approveToken,
        recoveryToken: null,
        error: null,
      };
    case 'resend':
      if (!canResendCode(state)) return state;
      return { ...state, busy: true, error: null };
    case 'tick': {
      const ticked = { ...state, now: Math.max(state.now, event.at) };
      // SES-048: the TTL running out on the clock is `time_up` as much as the platform's 132. A check already
      // on its way is left to the platform's answer.
      const ranOut = state.step === 'code-sent' && !state.busy && !state.codeExpired && isCodeTimeUp(ticked);
      return ranOut ? codeDied(ticked) : ticked;
    }
    case 'submit-password':
      if (state.step !== 'approve' || state.busy) return state;
      return { ...state, busy: true, error: null };
    case 'password-saved':
      if (!answers(state, event.flow) || state.step !== 'approve') return state;
      return { ...state, step: 'success', busy: false, approveToken: null, error: null };
    case 'failed':
      if (!answers(state, event.flow)) return state;
      if (event.error === 'time_up' && (state.step === 'code-sent' || state.step === 'approve')) return codeDied(state);
      return { ...state, busy: false, error: event.error };
    case 'close':
      if (!isForgotPasswordOpen(state)) return state;
      return { ...initialForgotPasswordState, step: closeOutcome(state), flow: state.flow, now: state.now };
  }
}

/** The spec's names of the steps (doc 001 §4); "password saved" is the answer that leads to `success`. */
export type ForgotPasswordSpecStep =
  'call' | 'code sent' | 'code wrong' | 'time up' | 'approve' | 'success' | 'exit' | 'cancel';

/** Where the flow is, in the spec's words; null before the modal was ever opened. */
export function specStepOf(state: ForgotPasswordState): ForgotPasswordSpecStep | null {
  switch (state.step) {
    case 'idle':
      return null;
    case 'code-sent':
      if (isCodeTimeUp(state)) return 'time up';
      return state.error === 'wrong_code' ? 'code wrong' : 'code sent';
    default:
      return state.step;
  }
}
