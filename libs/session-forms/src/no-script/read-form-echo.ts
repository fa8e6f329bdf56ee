import type { CookieJar } from '@kickoff/runtime';
import { FORM_ECHO_COOKIE, readFormEcho } from './no-script-post';
import { formEchoReceived } from './form-echo-slice';

/**
 * The server's answer to a form posted before the site took over, read once as the forms install: on the server
 * (the render of the page it redirected to) and in the browser (which then deletes it), so both render the same.
 */
export function readPostedFormEcho(
  cookies: CookieJar,
  dispatch: (action: ReturnType<typeof formEchoReceived>) => unknown,
) {
  const echo = readFormEcho(cookies.get(FORM_ECHO_COOKIE));
  if (cookies.get(FORM_ECHO_COOKIE) !== undefined) cookies.remove(FORM_ECHO_COOKIE, { path: '/' });
  if (echo) dispatch(formEchoReceived(echo));
}
