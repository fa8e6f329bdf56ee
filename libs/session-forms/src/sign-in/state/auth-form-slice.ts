import type { SocialNetwork } from '@kickoff/platform-api';
import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import {
  type AuthFormName,
  isPasswordForm,
  isSwitchableForm,
  type SwitchableForm,
  TWO_STEP_FORM,
  type TwoStepVia,
} from '../domain/auth-forms';
import type { AuthField, FieldProblems } from '../domain/form-problems';
import type { SignInErrorReason } from '../domain/sign-in-failure';
import { formEchoReceived } from '../../no-script/form-echo-slice';

/**
 * doc 000 §3.9 auth form state (SES-020): the current form, what the visitor typed, and where the sign-in stands.
 * Never persisted: passwords and codes live only as long as the page, and are dropped once used.
 */
export interface AuthFormState {
  currentForm: AuthFormName;
  login: string;
  /** The national number as typed (mask characters allowed); the dialling code comes from `countryCode`. */
  phone: string;
  /** Lower-case ISO code of the phone country (phoneCountries, SES-026). */
  countryCode: string;
  passwords: Record<'login_password' | 'phone_password', string>;
  /** "Remember me": the login calls' `save`. */
  remember: boolean;
  smsCode: string;
  twoStepCode: string;
  /** The 400/130 answer's token that binds the second-step code to the login that asked for it. */
  twoStepToken: string | null;
  twoStepVia: TwoStepVia | null;
  /** Where "back" from the two-step form leads, and where the visitor lands when the second step expires. */
  formBeforeTwoStep: SwitchableForm;
  /** The full international number the last SMS code went to; null = no code sent yet. */
  smsSentTo: string | null;
  /** Epoch ms before which no other SMS code may be asked for. */
  smsResendAt: number | null;
  smsResendSecondsLeft: number;
  sendingSms: boolean;
  submitting: boolean;
  error: SignInErrorReason | null;
  fieldProblems: FieldProblems;
  loginModal: { open: boolean; returnTo: string | null };
}

export const DEFAULT_PHONE_COUNTRY = 'ru';

export const initialAuthFormState: AuthFormState = {
  currentForm: 'login_password',
  login: '',
  phone: '',
  countryCode: DEFAULT_PHONE_COUNTRY,
  passwords: { login_password: '', phone_password: '' },
  remember: false,
  smsCode: '',
  twoStepCode: '',
  twoStepToken: null,
  twoStepVia: null,
  formBeforeTwoStep: 'login_password',
  smsSentTo: null,
  smsResendAt: null,
  smsResendSecondsLeft: 0,
  sendingSms: false,
  submitting: false,
  error: null,
  fieldProblems: {},
  loginModal: { open: false, returnTo: null },
};

const forgetSecrets = (state: AuthFormState) => {
  state.passwords = { login_password: '', phone_password: '' };
  state.smsCode = '';
  state.twoStepCode = '';
};

const leaveTwoStep = (state: AuthFormState) => {
  if (state.currentForm === TWO_STEP_FORM) state.currentForm = state.formBeforeTwoStep;
  state.twoStepToken = null;
  state.twoStepVia = null;
  state.twoStepCode = '';
};

const clearMessages = (state: AuthFormState) => {
  state.error = null;
  state.fieldProblems = {};
};

/** A code was sent to another number than the one now typed: that code cannot sign in with it. */
const forgetSentCode = (state: AuthFormState) => {
  state.smsSentTo = null;
  state.smsCode = '';
};

export const authFormSlice = createSlice({
  name: 'authForm',
  initialState: initialAuthFormState,
  reducers: {
    /** SES-019: the visitor picks another form; the two-step form is reached only by `twoStepRequired`. */
    formSwitched(state, action: PayloadAction<SwitchableForm>) {
      if (!isSwitchableForm(action.payload) || state.submitting) return;
      leaveTwoStep(state);
      state.currentForm = action.payload;
      clearMessages(state);
    },
    /** "Back" from the second step: the token is dropped, the visitor signs in again. */
    twoStepCancelled(state) {
      leaveTwoStep(state);
      clearMessages(state);
    },
    fieldChanged(state, action: PayloadAction<{ field: AuthField; value: string }>) {
      const { field, value } = action.payload;
      if (field === 'password') {
        if (isPasswordForm(state.currentForm)) state.passwords[state.currentForm] = value;
      } else {
        if (field === 'phone' && value !== state.phone) forgetSentCode(state);
        state[field] = value;
      }
      delete state.fieldProblems[field];
      state.error = null;
    },
    countryChanged(state, action: PayloadAction<string>) {
      const code = action.payload.toLowerCase();
      if (code !== state.countryCode) forgetSentCode(state);
      state.countryCode = code;
      delete state.fieldProblems.phone;
      state.error = null;
    },
    rememberChanged(state, action: PayloadAction<boolean>) {
      state.remember = action.payload;
    },
    problemsFound(state, action: PayloadAction<FieldProblems>) {
      state.fieldProblems = action.payload;
      state.error = null;
    },
    signInStarted(state) {
      state.submitting = true;
      clearMessages(state);
    },
    signInFailed(state, action: PayloadAction<SignInErrorReason>) {
      state.submitting = false;
      state.error = action.payload;
      // An expired second step cannot be retried with another code: the visitor starts the sign-in again.
      if (action.payload === 'code-expired' && state.currentForm === TWO_STEP_FORM) leaveTwoStep(state);
    },
    /** Silent stops (captcha given up, cancelled): the form is usable again and says nothing. */
    signInStopped(state) {
      state.submitting = false;
    },
    twoStepRequired(state, action: PayloadAction<{ twoStepToken: string; via: TwoStepVia }>) {
      state.submitting = false;
      // A token or social sign-in has no form of its own: "back" leads to the form that was showing.
      state.formBeforeTwoStep = isSwitchableForm(state.currentForm) ? state.currentForm : state.formBeforeTwoStep;
      state.currentForm = TWO_STEP_FORM;
      state.twoStepToken = action.payload.twoStepToken;
      state.twoStepVia = action.payload.via;
      state.twoStepCode = '';
      clearMessages(state);
    },
    /** What was typed to sign in is dropped; the login, phone, country and "remember me" stay for next time. */
    signInSucceeded(state) {
      state.submitting = false;
      leaveTwoStep(state);
      forgetSecrets(state);
      forgetSentCode(state);
      clearMessages(state);
    },
    smsSendStarted(state) {
      state.sendingSms = true;
      clearMessages(state);
    },
    smsCodeSent(state, action: PayloadAction<{ sentTo: string; resendAt: number; secondsLeft: number }>) {
      state.sendingSms = false;
      state.smsSentTo = action.payload.sentTo;
      state.smsResendAt = action.payload.resendAt;
      state.smsResendSecondsLeft = action.payload.secondsLeft;
      state.smsCode = '';
    },
    smsSendFailed(state, action: PayloadAction<SignInErrorReason | null>) {
      state.sendingSms = false;
      state.error = action.payload;
    },
    smsResendTicked(state, action: PayloadAction<number>) {
      state.smsResendSecondsLeft = Math.max(0, action.payload);
      if (state.smsResendSecondsLeft === 0) state.smsResendAt = null;
    },
    loginModalOpened(state, action: PayloadAction<{ returnTo?: string | null } | undefined>) {
      state.loginModal = { open: true, returnTo: action.payload?.returnTo ?? null };
      clearMessages(state);
    },
    /** Closing drops what was typed in secret and any second step: a reopened modal starts clean. */
    loginModalClosed(state) {
      state.loginModal = { open: false, returnTo: null };
      if (state.submitting) return;
      leaveTwoStep(state);
      forgetSecrets(state);
      clearMessages(state);
    },
  },
  extraReducers: (builder) =>
    // The server's answer to a sign-in posted before the site took over: the login kept, the error, never a password.
    builder.addCase(formEchoReceived, (state, { payload: echo }) => {
      if (echo.form !== 'sign-in') return;
      state.currentForm = 'login_password';
      state.login = echo.login;
      state.error = echo.error;
    }),
});

export const {
  formSwitched,
  twoStepCancelled,
  fieldChanged,
  countryChanged,
  rememberChanged,
  problemsFound,
  signInStarted,
  signInFailed,
  signInStopped,
  twoStepRequired,
  signInSucceeded,
  smsSendStarted,
  smsCodeSent,
  smsSendFailed,
  smsResendTicked,
  loginModalOpened,
  loginModalClosed,
} = authFormSlice.actions;

/** Enter or the submit button of the form on screen (the SMS form's first submit asks for the code). */
export const signInSubmitted = createAction('authForm/signInSubmitted');

/** "Send code" / "send again" of the SMS form. */
export const smsCodeRequested = createAction('authForm/smsCodeRequested');

/** A sign-in link carried a token (SES-022): `lng` is the page's language. */
export const tokenSignInRequested = createAction<{ methodId: number; token: string; sign: string; lng: string }>(
  'authForm/tokenSignInRequested',
);

/** The social network sent the visitor back with an authorization code (authOauth → authLoginBySocial). */
export const socialSignInRequested = createAction<{ network: SocialNetwork; code: string; lng: string }>(
  'authForm/socialSignInRequested',
);
