/** doc 000 §3.9: the sign-in forms, by the spec's own names (SES-019). */
export const AUTH_FORMS = ['login_password', 'phone_password', 'sms', 'login_password_two_step_code'] as const;
export type AuthFormName = (typeof AUTH_FORMS)[number];

/** The forms a visitor picks; the two-step form only follows a sign-in that asked for a second step. */
export const SWITCHABLE_FORMS = ['login_password', 'phone_password', 'sms'] as const;
export type SwitchableForm = (typeof SWITCHABLE_FORMS)[number];

export const TWO_STEP_FORM = 'login_password_two_step_code' satisfies AuthFormName;

/** The forms that hold a password of their own ("passwords" of doc 000 §3.9). */
export type PasswordForm = 'login_password' | 'phone_password';

export function isSwitchableForm(form: unknown): form is SwitchableForm {
  return (SWITCHABLE_FORMS as readonly unknown[]).includes(form);
}

export function isPasswordForm(form: AuthFormName): form is PasswordForm {
  return form === 'login_password' || form === 'phone_password';
}

/** Which second-step call checks the code: the one after a password/SMS/token login, or after a social one. */
export type TwoStepVia = 'login' | 'social';
