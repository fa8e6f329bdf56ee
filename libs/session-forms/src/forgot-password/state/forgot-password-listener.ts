import { isPlatformError, type PlatformError } from '@kickoff/platform-api';
import type { Clock, Timers } from '@kickoff/runtime';
import type { AppStartListening } from '@kickoff/store';
import type { UnknownAction } from '@reduxjs/toolkit';
import { codeCheckFailure, saveFailure, startFailure } from '../domain/failures';
import { type ForgotPasswordError, isCodeTimeUp } from '../domain/flow';
import { forgotPasswordApi } from './forgot-password-api';
import { type ForgotPasswordRootState, selectForgotPassword } from './forgot-password-selectors';
import { forgotPasswordActions } from './forgot-password-slice';

/** What the forgot-password listener needs from outside; the forms' feature passes the adapters'. */
export interface ForgotPasswordDeps {
  /** Runs the one-second countdown ticks of the code entry. */
  timers: Timers;
  /** Tells when the code and the resend wait run out: ticks only refresh, the clock is the truth. */
  clock: Clock;
  log?: (message: string, detail?: unknown) => void;
}

/** The code entry's countdowns move once a second. */
export const COUNTDOWN_TICK_MS = 1_000;

const {
  loginSubmitted,
  resendRequested,
  codeSubmitted,
  passwordSubmitted,
  codeSent,
  codeApproved,
  passwordSaved,
  requestFailed,
  countdownTicked,
} = forgotPasswordActions;

/** The reducer took the submit (it was not a double click or out of step): now the call may go. */
const accepted = (state: ForgotPasswordRootState, previous: ForgotPasswordRootState) =>
  selectForgotPassword(state).busy && !selectForgotPassword(previous).busy;

/**
 * SES-047, SES-048: the platform calls behind the flow's submits, and the countdowns of the code entry.
 * Answers are stamped with the opening (`flow`) they were sent for, so a closed or reopened modal ignores them.
 */
export function registerForgotPassword(startListening: AppStartListening, deps: ForgotPasswordDeps): () => void {
  const failed = (
    flow: number,
    error: unknown,
    classify: (error: PlatformError) => ForgotPasswordError | null,
  ): UnknownAction => {
    deps.log?.('forgot password: call failed', error);
    // Anything that is not the client's typed error (a thrown serialisation, a bug) still ends the wait, visibly.
    return requestFailed({ flow, error: isPlatformError(error) ? classify(error) : 'generic' });
  };

  const stopStart = startListening({
    predicate: (action, state, previous) =>
      (loginSubmitted.match(action) || resendRequested.match(action)) && accepted(state, previous),
    effect: async (_, api) => {
      const { flow, login } = selectForgotPassword(api.getState());
      const result = await api.dispatch(
        forgotPasswordApi.endpoints.passwordRecoveryStart.initiate({ login }, { track: false }),
      );
      if (result.data) api.dispatch(codeSent({ flow, ...result.data, at: deps.clock.now() }));
      else api.dispatch(failed(flow, result.error, startFailure));
    },
  });

  const stopCheck = startListening({
    predicate: (action, state, previous) => codeSubmitted.match(action) && accepted(state, previous),
    effect: async (action, api) => {
      if (!codeSubmitted.match(action)) return;
      const { flow, recoveryToken, codeExpiresAt } = selectForgotPassword(api.getState());
      // SES-048: a code whose TTL ran out on the clock is time_up without asking the platform.
      if (recoveryToken === null || (codeExpiresAt !== null && deps.clock.now() >= codeExpiresAt)) {
        api.dispatch(requestFailed({ flow, error: 'time_up' }));
        return;
      }
      const result = await api.dispatch(
        forgotPasswordApi.endpoints.passwordRecoveryCheckCode.initiate(
          { recoveryToken, code: action.payload.code },
          { track: false },
        ),
      );
      if (result.data) api.dispatch(codeApproved({ flow, approveToken: result.data.approveToken }));
      else api.dispatch(failed(flow, result.error, codeCheckFailure));
    },
  });

  const stopSave = startListening({
    predicate: (action, state, previous) => passwordSubmitted.match(action) && accepted(state, previous),
    effect: async (action, api) => {
      if (!passwordSubmitted.match(action)) return;
      const { flow, approveToken } = selectForgotPassword(api.getState());
      if (approveToken === null) {
        api.dispatch(requestFailed({ flow, error: 'time_up' }));
        return;
      }
      // track: false keeps the password out of the API cache's `originalArgs`.
      const result = await api.dispatch(
        forgotPasswordApi.endpoints.passwordRecoverySave.initiate(
          { approveToken, password: action.payload.password },
          { track: false },
        ),
      );
      if (result.data?.success) api.dispatch(passwordSaved({ flow }));
      else if (result.data) api.dispatch(requestFailed({ flow, error: 'generic' }));
      else api.dispatch(failed(flow, result.error, saveFailure));
    },
  });

  const stopCountdown = startListening({
    actionCreator: codeSent,
    effect: async (_, api) => {
      api.cancelActiveListeners();
      const { flow } = selectForgotPassword(api.getState());
      const counting = (state: ForgotPasswordRootState) => {
        const current = selectForgotPassword(state);
        return current.flow === flow && current.step === 'code-sent' && !isCodeTimeUp(current);
      };
      if (!counting(api.getState())) return;
      const interval = deps.timers.setInterval(() => {
        api.dispatch(countdownTicked({ at: deps.clock.now() }));
        // The tick that ends the countdown stops it at once, so no stray tick follows it.
        if (!counting(api.getState())) stop();
      }, COUNTDOWN_TICK_MS);
      const stop = () => deps.timers.clearInterval(interval);
      // Stopped the moment a newer code cancels this run, not a tick later when the cancellation reaches the await.
      api.signal.addEventListener('abort', stop, { once: true });
      await api.condition((_action, state) => !counting(state)).catch(() => undefined);
      stop();
    },
  });

  return () => {
    stopStart({ cancelActive: true });
    stopCheck({ cancelActive: true });
    stopSave({ cancelActive: true });
    stopCountdown({ cancelActive: true });
  };
}
