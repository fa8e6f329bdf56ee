import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { CaptchaContent } from '../domain/captcha-challenge';
import { captchaKindFor, type CaptchaKind } from '../domain/captcha-kinds';

/** `loading`: a new challenge is on its way; `ready`: shown, waiting for the answer; `validating`: the answer is being checked. */
export type CaptchaPhase = 'closed' | 'loading' | 'ready' | 'validating';

/** Why the modal shows a message above the challenge. `message` is the service's `error_message`, if it sent one. */
export type CaptchaNotice = { kind: 'wrong'; message: string | null } | { kind: 'check-failed' } | { kind: 'expired' };

export interface CaptchaState {
  /** The `solveCaptcha` call the open captcha answers (the bridge numbers them); null = closed. */
  requestId: number | null;
  /** The sign-in error code that opened it and the call that got it. */
  code: number | null;
  call: string | null;
  kind: CaptchaKind | null;
  phase: CaptchaPhase;
  challenge: { captchaId: string; content: CaptchaContent } | null;
  /** Seconds the challenge stays valid (SES-031); null while unknown. */
  secondsLeft: number | null;
  notice: CaptchaNotice | null;
  /** The answer being checked. */
  answer: string | null;
  /** The work the captcha listener owes; `step` moves whenever new work is owed, so the listener starts over. */
  work: 'challenge' | 'validate' | null;
  step: number;
  /** How the last captcha ended: the accepted answer, or null = closed or failed for good (the bridge reads it). */
  outcome: { requestId: number; answer: string | null } | null;
}

export const initialCaptchaState: CaptchaState = {
  requestId: null,
  code: null,
  call: null,
  kind: null,
  phase: 'closed',
  challenge: null,
  secondsLeft: null,
  notice: null,
  answer: null,
  work: null,
  step: 0,
  outcome: null,
};

const owe = (state: CaptchaState, work: CaptchaState['work']) => {
  state.work = work;
  state.step += 1;
};

const loadNewChallenge = (state: CaptchaState, notice: CaptchaNotice | null) => {
  state.phase = 'loading';
  state.challenge = null;
  state.secondsLeft = null;
  state.answer = null;
  state.notice = notice;
  owe(state, 'challenge');
};

const end = (state: CaptchaState, answer: string | null): CaptchaState =>
  state.requestId === null
    ? state
    : { ...initialCaptchaState, step: state.step + 1, outcome: { requestId: state.requestId, answer } };

export const captchaSlice = createSlice({
  name: 'captcha',
  initialState: initialCaptchaState,
  reducers: {
    /** A sign-in call needs a captcha (dispatched by the bridge's `solveCaptcha`). An unknown code opens nothing. */
    captchaOpened(state, action: PayloadAction<{ requestId: number; code: number; call: string }>) {
      const kind = captchaKindFor(action.payload.code);
      if (!kind) return;
      const { step } = state;
      Object.assign(state, initialCaptchaState, {
        step,
        requestId: action.payload.requestId,
        code: action.payload.code,
        call: action.payload.call,
        kind,
      });
      loadNewChallenge(state, null);
    },
    captchaChallengeReceived(
      state,
      action: PayloadAction<{ captchaId: string; type: number; content: CaptchaContent }>,
    ) {
      if (state.phase !== 'loading') return;
      state.phase = 'ready';
      state.challenge = { captchaId: action.payload.captchaId, content: action.payload.content };
      // The service says which kind it issued; a type we do not know keeps the kind the code asked for.
      state.kind = captchaKindFor(action.payload.type) ?? state.kind;
    },
    captchaTimeReceived(state, action: PayloadAction<number>) {
      if (state.phase === 'ready') state.secondsLeft = Math.max(0, Math.floor(action.payload));
    },
    captchaTicked(state) {
      if (state.phase === 'ready' && state.secondsLeft !== null) state.secondsLeft = Math.max(0, state.secondsLeft - 1);
    },
    /** SES-030: the "new challenge" button. */
    captchaNewChallengeRequested(state) {
      if (state.phase === 'ready') loadNewChallenge(state, null);
    },
    /** SES-030: the time ran out. */
    captchaExpired(state) {
      if (state.phase === 'ready') loadNewChallenge(state, { kind: 'expired' });
    },
    captchaAnswerSubmitted(state, action: PayloadAction<string>) {
      const answer = action.payload.trim();
      if (state.phase !== 'ready' || answer === '') return;
      state.phase = 'validating';
      state.answer = answer;
      state.notice = null;
      owe(state, 'validate');
    },
    /** The service said the answer is wrong: its message is shown and a new challenge is fetched. */
    captchaRejected(state, action: PayloadAction<{ message: string | null }>) {
      if (state.phase === 'validating')
        loadNewChallenge(state, { kind: 'wrong', message: action.payload.message?.trim() || null });
    },
    /** The answer could not be checked (network, malformed answer): a new challenge, since the old one may be spent. */
    captchaCheckFailed(state) {
      if (state.phase === 'validating') loadNewChallenge(state, { kind: 'check-failed' });
    },
    captchaSolved(state) {
      if (state.phase === 'validating') return end(state, state.answer);
      return state;
    },
    /** The user closed the captcha: the request that needed it stops silently (API-020). */
    captchaClosed(state) {
      return end(state, null);
    },
    /** The captcha cannot be shown (no usable challenge twice in a row): closed without a word (API-020). */
    captchaFailedForGood(state) {
      return end(state, null);
    },
  },
});

export const {
  captchaOpened,
  captchaChallengeReceived,
  captchaTimeReceived,
  captchaTicked,
  captchaNewChallengeRequested,
  captchaExpired,
  captchaAnswerSubmitted,
  captchaRejected,
  captchaCheckFailed,
  captchaSolved,
  captchaClosed,
  captchaFailedForGood,
} = captchaSlice.actions;
