import {
  canResendCode,
  codeSecondsLeft,
  type ForgotPasswordError,
  type ForgotPasswordState,
  type ForgotPasswordStep,
  isCodeTimeUp,
  resendWaitSeconds,
} from './flow';

/** What the modal shows: the flow reduced to what a step's body needs, tokens left out. */
export interface ForgotPasswordView {
  step: ForgotPasswordStep;
  busy: boolean;
  login: string;
  error: ForgotPasswordError | null;
  codeSecondsLeft: number;
  resendWaitSeconds: number;
  canResend: boolean;
  timeUp: boolean;
}

export function forgotPasswordView(state: ForgotPasswordState): ForgotPasswordView {
  return {
    step: state.step,
    busy: state.busy,
    login: state.login,
    error: state.error,
    codeSecondsLeft: codeSecondsLeft(state),
    resendWaitSeconds: resendWaitSeconds(state),
    canResend: canResendCode(state),
    timeUp: isCodeTimeUp(state),
  };
}
