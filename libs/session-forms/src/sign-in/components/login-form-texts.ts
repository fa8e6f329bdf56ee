import type { AuthFormName, SwitchableForm } from '../domain/auth-forms';
import type { AuthField, FieldProblem } from '../domain/form-problems';
import type { SignInErrorReason } from '../domain/sign-in-failure';
import type { SignInTextKey } from '../sign-in-resources';

export interface TextRef {
  key: SignInTextKey;
  options?: Record<string, string | number>;
}

export const FORM_TAB_KEYS: Record<SwitchableForm, SignInTextKey> = {
  login_password: 'session_login_form_login_password',
  phone_password: 'session_login_form_phone_password',
  sms: 'session_login_form_sms',
};

const REQUIRED_KEYS: Record<AuthField, SignInTextKey> = {
  login: 'session_login_problem_login_required',
  password: 'session_login_problem_password_required',
  phone: 'session_login_problem_phone_required',
  smsCode: 'session_login_problem_sms_code_required',
  twoStepCode: 'session_login_problem_two_step_code_required',
};

export function problemText(field: AuthField, problem: FieldProblem): TextRef {
  switch (problem.kind) {
    case 'required':
      return { key: REQUIRED_KEYS[field] };
    case 'phone-length':
      return problem.min === problem.max
        ? { key: 'session_login_problem_phone_digits', options: { digits: problem.min } }
        : { key: 'session_login_problem_phone_range', options: { min: problem.min, max: problem.max } };
    case 'code-format':
      return { key: 'session_login_problem_code_format', options: { min: problem.min, max: problem.max } };
  }
}

/**
 * An expired code means "ask for a new one" on the SMS form; on a password form it is the second step that ran
 * out (the form went back there), so the visitor signs in again.
 */
export function errorText(reason: SignInErrorReason, form: AuthFormName): SignInTextKey {
  switch (reason) {
    case 'wrong-credentials':
      return 'session_login_error_wrong_credentials';
    case 'code-wrong':
      return 'session_login_error_code_wrong';
    case 'code-expired':
      return form === 'sms' ? 'session_login_error_code_expired' : 'session_login_error_two_step_expired';
    case 'failed':
      return 'session_login_error_failed';
  }
}
