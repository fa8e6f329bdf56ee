// Sign-in forms (SES-019 … SES-027, MOD-016): the auth form slice, the sign-in endpoints and listeners, the form, modal and page.
export { AUTH_FORMS, SWITCHABLE_FORMS, TWO_STEP_FORM } from './auth-forms';
export type { AuthFormName, SwitchableForm, TwoStepVia } from './auth-forms';
export {
  authFormSlice,
  countryChanged,
  DEFAULT_PHONE_COUNTRY,
  fieldChanged,
  formSwitched,
  initialAuthFormState,
  loginModalClosed,
  loginModalOpened,
  rememberChanged,
  twoStepCancelled,
} from './auth-form-slice';
export type { AuthFormState } from './auth-form-slice';
export {
  selectAuthForm,
  selectCurrentForm,
  selectIsLoginModalOpen,
  selectIsSigningIn,
  selectLoginModalReturnTo,
  selectSignInError,
} from './auth-form-selectors';
export type { AuthFormRootState } from './auth-form-selectors';
export type { AuthField, FieldProblem, FieldProblems } from './form-problems';
export type { PhoneCountry, PhoneMask, PhoneRule } from './phone';
export { phoneRuleFor } from './phone';
export type { SignInErrorReason } from './sign-in-failure';
export { SIGN_IN_FORM_ENDPOINTS, signInApi } from './sign-in-api';
export type { CredentialsSignIn, SignedInAnswer, TwoStepCheck } from './sign-in-api';
export { signInSubmitted, smsCodeRequested, socialSignInRequested, tokenSignInRequested } from './sign-in-events';
export { registerSignInListeners } from './register-sign-in-listeners';
export type { SignInPorts, SignInRootState, SignInStartListening } from './sign-in-ports';
export { RESEND_TICK_MS } from './resend-countdown';
export { signInResources } from './sign-in-resources';
export type { SignInTextKey } from './sign-in-resources';
export { LoginForm } from './LoginForm';
export type { LoginFormProps } from './LoginForm';
export { LoginModal } from './LoginModal';
export type { LoginModalProps } from './LoginModal';
export { LoginPage } from './LoginPage';
export type { LoginPageProps } from './LoginPage';
export { ConnectedLoginForm } from './ConnectedLoginForm';
export { ConnectedLoginModal } from './ConnectedLoginModal';
export { ConnectedLoginPage } from './ConnectedLoginPage';
export type { LoginFormLinks } from './use-login-form';
