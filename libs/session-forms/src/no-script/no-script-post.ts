/**
 * Forms posted before the site has taken the page over (issue 28, point 7): the server-rendered forms are
 * `method="post"` to their own page's address, and the web server (apps/web-server) answers them. This is the
 * protocol between the two: which form was posted, and what the server hands back to the page it redirects to.
 * Nothing here may ever carry a password or a code.
 */

/** The hidden field naming the posted form. */
export const NO_SCRIPT_FORM_FIELD = 'kickoff-form';

export const NO_SCRIPT_FORMS = ['sign-in', 'registration', 'forgot-password'] as const;
export type NoScriptForm = (typeof NO_SCRIPT_FORMS)[number];

/** Sign-in's field names, as the form renders them (the browser's password manager knows these). */
export const SIGN_IN_FIELDS = { login: 'username', password: 'password', remember: 'remember' } as const;

/**
 * A post that did not sign the player in, or a form the server does not send (registration, forgot password):
 * shown once by the page the server redirects to. A readable cookie, not the address: an address would keep the
 * login in history and logs.
 */
export const FORM_ECHO_COOKIE = 'kickoff_form_echo';
export const FORM_ECHO_MAX_AGE_SECONDS = 60;

export type FormEcho =
  | { form: 'sign-in'; login: string; error: 'wrong-credentials' | 'failed' }
  | { form: 'registration' | 'forgot-password'; error: 'not-sent' };

const MAX_LOGIN_LENGTH = 256;

export const isNoScriptForm = (value: unknown): value is NoScriptForm =>
  typeof value === 'string' && (NO_SCRIPT_FORMS as readonly string[]).includes(value);

/** The cookie's value (JSON; the cookie jar URI-encodes it). */
export function formEchoValue(echo: FormEcho): string {
  return JSON.stringify(echo.form === 'sign-in' ? { ...echo, login: echo.login.slice(0, MAX_LOGIN_LENGTH) } : echo);
}

/** The echo a cookie holds, or undefined for anything else (a stale, forged or broken cookie shows nothing). */
export function readFormEcho(value: string | undefined): FormEcho | undefined {
  if (!value) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    return undefined;
  }
  if (typeof parsed !== 'object' || parsed === null) return undefined;
  const { form, error, login } = parsed as Record<string, unknown>;
  if (form === 'sign-in' && (error === 'wrong-credentials' || error === 'failed') && typeof login === 'string')
    return { form, error, login: login.slice(0, MAX_LOGIN_LENGTH) };
  if ((form === 'registration' || form === 'forgot-password') && error === 'not-sent') return { form, error };
  return undefined;
}
