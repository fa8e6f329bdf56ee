/** The platform session: set by a successful sign-in, read by gettoken and the session checks. */
export const SESSION_COOKIE = 'kickoff_session';
/** Ties `/captcha/validate` (which carries only the answer) to the challenge this browser was shown. */
export const CAPTCHA_COOKIE = 'kickoff_captcha';

/**
 * "A user signed in on this browser": readable by the page (not HttpOnly), so hidden languages show before the
 * session check answers (I18N-004); the client deletes it at logout (SES-013).
 */
export const SIGNED_IN_COOKIE = 'ua';

export function setReadableCookie(name: string, value: string): string {
  return `${name}=${encodeURIComponent(value)}; Path=/; SameSite=Lax`;
}

export function setCookie(name: string, value: string): string {
  return `${name}=${encodeURIComponent(value)}; HttpOnly; Path=/; SameSite=Lax`;
}

export function clearCookie(name: string): string {
  return `${name}=; HttpOnly; Path=/; SameSite=Lax; Max-Age=0`;
}

/** What every successful sign-in or registration sets: the session and the signed-in marker. */
export function signedInCookies(sessionId: string, userId: number): string[] {
  return [setCookie(SESSION_COOKIE, sessionId), setReadableCookie(SIGNED_IN_COOKIE, String(userId))];
}
