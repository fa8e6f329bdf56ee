/** The platform session: set by a successful sign-in, read by gettoken and the session checks. */
export const SESSION_COOKIE = 'kickoff_session';
/** Ties `/captcha/validate` (which carries only the answer) to the challenge this browser was shown. */
export const CAPTCHA_COOKIE = 'kickoff_captcha';

export function setCookie(name: string, value: string): string {
  return `${name}=${encodeURIComponent(value)}; HttpOnly; Path=/; SameSite=Lax`;
}

export function clearCookie(name: string): string {
  return `${name}=; HttpOnly; Path=/; SameSite=Lax; Max-Age=0`;
}
