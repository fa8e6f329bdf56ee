import type { AuthFormName } from '../domain/auth-forms';
import { type AuthFormState, initialAuthFormState } from './auth-form-slice';
import type { FormInput } from '../domain/form-problems';

/** The slice is injected lazily: a state without it reads as a fresh, closed form. */
export interface AuthFormRootState {
  authForm?: AuthFormState;
}

export const selectAuthForm = (state: AuthFormRootState): AuthFormState => state.authForm ?? initialAuthFormState;

export const selectCurrentForm = (state: AuthFormRootState): AuthFormName => selectAuthForm(state).currentForm;

export const selectIsLoginModalOpen = (state: AuthFormRootState): boolean => selectAuthForm(state).loginModal.open;

/** The return address the login modal was opened with (the login guard's `returnTo`), for after-sign-in navigation. */
export const selectLoginModalReturnTo = (state: AuthFormRootState): string | null =>
  selectAuthForm(state).loginModal.returnTo;

export const selectIsSigningIn = (state: AuthFormRootState): boolean => selectAuthForm(state).submitting;

export const selectSignInError = (state: AuthFormRootState) => selectAuthForm(state).error;

/** The password of the form on screen: each password form keeps its own. */
export function currentPassword(form: AuthFormState): string {
  return form.currentForm === 'login_password' || form.currentForm === 'phone_password'
    ? form.passwords[form.currentForm]
    : '';
}

export function formInputOf(form: AuthFormState): FormInput {
  return {
    currentForm: form.currentForm,
    login: form.login,
    phone: form.phone,
    password: currentPassword(form),
    smsCode: form.smsCode,
    twoStepCode: form.twoStepCode,
    smsCodeSent: form.smsSentTo !== null,
  };
}
