import { createSelector } from '@reduxjs/toolkit';
import {
  type ForgotPasswordState,
  canResendCode,
  codeSecondsLeft,
  initialForgotPasswordState,
  isCodeTimeUp,
  isForgotPasswordOpen,
  resendWaitSeconds,
  specStepOf,
} from '../domain/flow';
import { forgotPasswordView } from '../domain/view';

/** The slice is injected lazily: a store without it reads as a flow never opened. */
export interface ForgotPasswordRootState {
  forgotPassword?: ForgotPasswordState;
}

export const selectForgotPassword = (state: ForgotPasswordRootState): ForgotPasswordState =>
  state.forgotPassword ?? initialForgotPasswordState;

export const selectIsForgotPasswordOpen = (state: ForgotPasswordRootState): boolean =>
  isForgotPasswordOpen(selectForgotPassword(state));
export const selectForgotPasswordSpecStep = (state: ForgotPasswordRootState) => specStepOf(selectForgotPassword(state));
export const selectIsCodeTimeUp = (state: ForgotPasswordRootState): boolean =>
  isCodeTimeUp(selectForgotPassword(state));
export const selectCanResendCode = (state: ForgotPasswordRootState): boolean =>
  canResendCode(selectForgotPassword(state));
export const selectResendWaitSeconds = (state: ForgotPasswordRootState): number =>
  resendWaitSeconds(selectForgotPassword(state));
export const selectCodeSecondsLeft = (state: ForgotPasswordRootState): number =>
  codeSecondsLeft(selectForgotPassword(state));

/** Memoised: the modal re-renders when what it shows changes, not on every dispatch. */
export const selectForgotPasswordView = createSelector([selectForgotPassword], forgotPasswordView);
