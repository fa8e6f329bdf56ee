import { useDispatch, useSelector } from 'react-redux';
import { type AuthFormRootState, selectAuthForm } from '../state/auth-form-selectors';
import {
  countryChanged,
  fieldChanged,
  formSwitched,
  rememberChanged,
  twoStepCancelled,
} from '../state/auth-form-slice';
import type { LoginFormProps } from './LoginForm';
import type { PhoneCountry, PhoneMask } from '../domain/phone';
import { signInApi } from '../state/sign-in-api';
import { signInSubmitted, smsCodeRequested } from '../state/auth-form-slice';

const NO_COUNTRIES: PhoneCountry[] = [];
const NO_MASKS: PhoneMask[] = [];

export interface LoginFormLinks {
  onForgotPassword(): void;
  onRegister(): void;
}

/** The form's props from the store: what it shows, and the actions its controls dispatch. */
export function useLoginForm({ onForgotPassword, onRegister }: LoginFormLinks): LoginFormProps {
  const dispatch = useDispatch();
  const state = useSelector((root: AuthFormRootState) => selectAuthForm(root));
  const countries = signInApi.useSignInPhoneCountriesQuery().data ?? NO_COUNTRIES;
  const masks = signInApi.useSignInPhoneMasksQuery().data ?? NO_MASKS;
  return {
    state,
    countries,
    masks,
    onSwitchForm: (form) => dispatch(formSwitched(form)),
    onFieldChange: (field, value) => dispatch(fieldChanged({ field, value })),
    onCountryChange: (code) => dispatch(countryChanged(code)),
    onRememberChange: (remember) => dispatch(rememberChanged(remember)),
    onSubmit: () => dispatch(signInSubmitted()),
    onRequestSmsCode: () => dispatch(smsCodeRequested()),
    onBackFromTwoStep: () => dispatch(twoStepCancelled()),
    onForgotPassword,
    onRegister,
  };
}
