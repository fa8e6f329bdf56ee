import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { type ForgotPasswordError, forgotPasswordStep, initialForgotPasswordState } from '../domain/flow';

/**
 * The forgot-password flow in the store: every reducer is one event of the domain's state machine
 * (`forgotPasswordStep`), so the slice adds no rules of its own. The platform calls run in the listener.
 */
export const forgotPasswordSlice = createSlice({
  name: 'forgotPassword',
  initialState: initialForgotPasswordState,
  reducers: {
    forgotPasswordOpened: (state) => forgotPasswordStep(state, { type: 'open' }),
    forgotPasswordClosed: (state) => forgotPasswordStep(state, { type: 'close' }),
    loginSubmitted: (state, action: PayloadAction<{ login: string }>) =>
      forgotPasswordStep(state, { type: 'submit-login', login: action.payload.login }),
    loginChangeRequested: (state) => forgotPasswordStep(state, { type: 'change-login' }),
    /** The code itself stays in the action: the listener sends it, the store never keeps it. */
    codeSubmitted: {
      reducer: (state) => forgotPasswordStep(state, { type: 'submit-code' }),
      prepare: (payload: { code: string }) => ({ payload }),
    },
    resendRequested: (state) => forgotPasswordStep(state, { type: 'resend' }),
    /** The new password stays in the action: the listener sends it, the store never keeps it. */
    passwordSubmitted: {
      reducer: (state) => forgotPasswordStep(state, { type: 'submit-password' }),
      prepare: (payload: { password: string }) => ({ payload }),
    },
    codeSent: (
      state,
      action: PayloadAction<{
        flow: number;
        recoveryToken: string;
        codeTtlSeconds: number;
        resendAfterSeconds: number;
        at: number;
      }>,
    ) => forgotPasswordStep(state, { type: 'code-sent', ...action.payload }),
    codeApproved: (state, action: PayloadAction<{ flow: number; approveToken: string }>) =>
      forgotPasswordStep(state, { type: 'code-approved', ...action.payload }),
    passwordSaved: (state, action: PayloadAction<{ flow: number }>) =>
      forgotPasswordStep(state, { type: 'password-saved', ...action.payload }),
    requestFailed: (state, action: PayloadAction<{ flow: number; error: ForgotPasswordError | null }>) =>
      forgotPasswordStep(state, { type: 'failed', ...action.payload }),
    countdownTicked: (state, action: PayloadAction<{ at: number }>) =>
      forgotPasswordStep(state, { type: 'tick', at: action.payload.at }),
  },
});

export const forgotPasswordActions = forgotPasswordSlice.actions;
