import type { IncomingMessage } from 'node:http';
import { HttpError } from '../http/http-error';

/** The names this machine answers to itself, with any port (a browser sends the port it dialled). */
const LOOPBACK_HOST = /^(localhost|127\.0\.0\.1|\[::1\])(:\d{1,5})?$/i;

/**
 * Only this machine's own pages and tools may reset or patch the model under a running test.
 * - Host must be a loopback name: a site that rebinds its own name to 127.0.0.1 (DNS rebinding) is "same origin"
 *   with itself, so its calls carry a Host (and Origin) of its own name, never a loopback one.
 * - Origin, when sent, must be the Host's own: another site open in the same browser cannot post to localhost.
 *   curl and Playwright's request fixture send no Origin; the control page sends its own.
 */
export function refuseForeignCallers(req: IncomingMessage): void {
  const host = req.headers.host ?? '';
  if (!LOOPBACK_HOST.test(host))
    throw new HttpError(
      403,
      `control calls are accepted under localhost, 127.0.0.1 or [::1] only (Host: ${host || 'none'})`,
    );
  const origin = req.headers.origin;
  if (origin !== undefined && origin !== `http://${host}`)
    throw new HttpError(403, `cross-origin control calls are refused (${origin})`);
}
