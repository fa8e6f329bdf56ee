// Forgot-password flow (SES-047, SES-048, SR-086, SR-087, MOD-020): rules, slice, endpoints, listener, modal, texts.
export { forgotPasswordStep, initialForgotPasswordState } from './domain/flow';
export type {
  CodeFailure as ForgotPasswordCodeFailure,
  ForgotPasswordError,
  ForgotPasswordEvent,
  ForgotPasswordSpecStep,
  ForgotPasswordState,
  ForgotPasswordStep,
} from './domain/flow';
export { classifyCodeFailure } from './domain/failures';
export { shouldOpenForgotPassword } from './domain/rules';
export type { ForgotPasswordOpenInput } from './domain/rules';
export type { ForgotPasswordView } from './domain/view';
export { forgotPasswordApi } from './state/forgot-password-api';
export { registerForgotPassword } from './state/forgot-password-listener';
export type { ForgotPasswordStartListening } from './state/forgot-password-listener';
export type { ForgotPasswordPorts } from './state/forgot-password-ports';
export { selectForgotPassword, selectForgotPasswordSpecStep, selectForgotPasswordView, selectIsForgotPasswordOpen } from './state/forgot-password-selectors';
export type { ForgotPasswordRootState } from './state/forgot-password-selectors';
export { forgotPasswordActions, forgotPasswordSlice } from './state/forgot-password-slice';
export { ConnectedForgotPasswordModal } from './components/ConnectedForgotPasswordModal';
export type { ConnectedForgotPasswordModalProps } from './components/ConnectedForgotPasswordModal';
export { ForgotPasswordModal } from './components/ForgotPasswordModal';
export type { ForgotPasswordModalProps } from './components/ForgotPasswordModal';
export { forgotPasswordResources } from './forgot-password-resources';
export type { ForgotPasswordTextKey } from './forgot-password-resources';
