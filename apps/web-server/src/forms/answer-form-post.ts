import type { IncomingMessage, ServerResponse } from 'node:http';
import { startLanguage } from '@kickoff/i18n';
import { parseCookies } from '@kickoff/runtime';
import { safeReturnPath } from '@kickoff/session';
import {
  FORM_ECHO_COOKIE,
  FORM_ECHO_MAX_AGE_SECONDS,
  type FormEcho,
  formEchoValue,
  isNoScriptForm,
  NO_SCRIPT_FORM_FIELD,
  SIGN_IN_FIELDS,
} from '@kickoff/session-forms';
import { RETURN_TO } from '@kickoff/shell-routing';
import { send, sendText } from '../http/send';
import { signInOnPlatform } from './platform-sign-in';
import { isUrlEncodedForm, readForm } from './read-form';
import { isSameOriginPost, ownOrigin } from './same-origin';

export interface FormPostOptions {
  platformUrl: string;
  https(req: IncomingMessage): boolean;
  logError(message: string, error: unknown): void;
}

/** Post/redirect/get: the page the browser then asks for shows the outcome, and a reload sends nothing again. */
const seeOther = (res: ServerResponse, location: string, cookies: readonly string[] = []) =>
  send(res, 303, '', { location, 'cache-control': 'no-store', ...(cookies.length ? { 'set-cookie': cookies } : {}) });

/** Readable by the page (not HttpOnly): the forms read it as they install and delete it. */
const echoCookie = (value: string, maxAgeSeconds: number, secure: boolean) =>
  `${FORM_ECHO_COOKIE}=${encodeURIComponent(value)}; Path=/; Max-Age=${maxAgeSeconds}; SameSite=Lax${secure ? '; Secure' : ''}`;
const echoOf = (echo: FormEcho, secure: boolean) => echoCookie(formEchoValue(echo), FORM_ECHO_MAX_AGE_SECONDS, secure);

/**
 * A session form posted to its page before the site took the page over (issue 28, point 7; the forms' side is
 * libs/session-forms `no-script/`). Sign-in is done here: the platform's login call, its cookies passed on, a 303
 * to the return address (checked as the session checks it) or the language's home; a failure goes back to the form,
 * which shows the error with the login kept (never the password). Registration and forgot password are not sent
 * from here (they need the site: captcha, steps, codes): back to the form, which says nothing was sent.
 * Nothing posted ever goes into an address or a log.
 */
export function createFormPostHandler({ platformUrl, https, logError }: FormPostOptions) {
  return async (req: IncomingMessage, res: ServerResponse, target: string): Promise<void> => {
    if (!isUrlEncodedForm(req))
      return sendText(res, 405, `method ${req.method} is not allowed here`, { allow: 'GET, HEAD' });
    const secure = https(req);
    if (!isSameOriginPost(req, secure)) return sendText(res, 403, 'forms are taken from this site’s own pages only');
    const fields = await readForm(req);
    if (!fields) return sendText(res, 413, 'form too large');
    const form = fields.get(NO_SCRIPT_FORM_FIELD);
    if (!isNoScriptForm(form)) return sendText(res, 400, 'not a form of this site');
    const origin = ownOrigin(req, secure);
    const page = safeReturnPath(target, origin) ?? '/';
    if (form !== 'sign-in') return seeOther(res, page, [echoOf({ form, error: 'not-sent' }, secure)]);

    const login = fields.get(SIGN_IN_FIELDS.login) ?? '';
    const result = await signInOnPlatform(platformUrl, req, {
      login,
      password: fields.get(SIGN_IN_FIELDS.password) ?? '',
      remember: fields.has(SIGN_IN_FIELDS.remember),
    });
    if (!result.ok) {
      if (result.cause) logError(`POST ${new URL(page, origin).pathname}: the platform did not answer`, result.cause);
      return seeOther(res, page, [echoOf({ form, login, error: result.error }, secure)]);
    }
    const url = new URL(page, origin);
    const home = `/${startLanguage(url.pathname, parseCookies(req.headers.cookie ?? ''))}/`;
    const returnTo = safeReturnPath(url.searchParams.get(RETURN_TO), origin) ?? home;
    return seeOther(res, returnTo, [...result.setCookies, echoCookie('', 0, secure)]);
  };
}
