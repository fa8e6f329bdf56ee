/** doc 001 §4 / the platform's rule (400/142): a new password has at least this many characters. */
export const MIN_PASSWORD_LENGTH = 8;

/** The platform takes a login, e-mail or phone of at most this many characters. */
export const MAX_LOGIN_LENGTH = 254;

export type LoginProblem = 'empty' | 'too_long';

export function loginProblem(login: string): LoginProblem | null {
  const trimmed = login.trim();
  if (trimmed === '') return 'empty';
  return trimmed.length > MAX_LOGIN_LENGTH ? 'too_long' : null;
}

export interface ForgotPasswordOpenInput {
  isAuthenticated: boolean;
  /** The home route carries `showForgotPasswordModal=1` (shell-routing's `page.modal === 'forgot-password'`). */
  queryFlag: boolean;
}

/** SR-086, SR-087: the home route's query flag opens the modal for an anonymous visitor only. */
export const shouldOpenForgotPassword = ({ isAuthenticated, queryFlag }: ForgotPasswordOpenInput): boolean =>
  queryFlag && !isAuthenticated;

export type NewPasswordProblem = 'too_short' | 'mismatch';

/** Counted in characters as the player sees them (an emoji is one), like the platform's check. */
export function newPasswordProblem(password: string, confirmation: string): NewPasswordProblem | null {
  if (Array.from(password).length < MIN_PASSWORD_LENGTH) return 'too_short';
  return password === confirmation ? null : 'mismatch';
}

/** The code from the message: 4 to 8 digits (spaces a player pastes along are dropped). */
export const normaliseCode = (typed: string): string => typed.replace(/\s+/g, '');
export const isCodeWellFormed = (code: string): boolean => /^\d{4,8}$/.test(code);

/** `m:ss` of a countdown in whole seconds. */
export function formatCountdown(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}
