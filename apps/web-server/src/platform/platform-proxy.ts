import { type IncomingHttpHeaders, type IncomingMessage, request as httpRequest, type ServerResponse } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { pipeline } from 'node:stream/promises';
import { PLATFORM_BASE_PATHS } from '@kickoff/platform-api';
import { send } from '../http/send';

/** Headers of one hop only (RFC 9110 §7.6.1): never passed on. */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);

export function isPlatformPath(pathname: string, extraPrefixes: readonly string[] = []): boolean {
  return [...PLATFORM_BASE_PATHS, ...extraPrefixes].some(
    (base) => pathname === base || pathname.startsWith(`${base}/`),
  );
}

function passedOn(headers: IncomingHttpHeaders): IncomingHttpHeaders {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !HOP_BY_HOP.has(name.toLowerCase())));
}

/**
 * The platform's paths go to the platform (KICKOFF_PLATFORM_URL), so the browser meets one origin as in
 * production behind an ingress. The Host is kept, as a reverse proxy does: the platform (and the emulator's
 * control API) judge the caller by the site's own name.
 */
export function createPlatformProxy(platformUrl: string, logError: (message: string, error: unknown) => void) {
  const upstream = new URL(platformUrl);
  const request = upstream.protocol === 'https:' ? httpsRequest : httpRequest;
  return (req: IncomingMessage, res: ServerResponse, { https }: { https: boolean }): Promise<void> =>
    new Promise((resolve) => {
      const forwardedFor = [req.headers['x-forwarded-for'], req.socket.remoteAddress].filter(Boolean).join(', ');
      const outgoing = request(
        {
          protocol: upstream.protocol,
          hostname: upstream.hostname,
          port: upstream.port,
          method: req.method,
          path: `${upstream.pathname.replace(/\/$/, '')}${req.url ?? '/'}`,
          headers: {
            ...passedOn(req.headers),
            'x-forwarded-for': forwardedFor,
            'x-forwarded-proto': https ? 'https' : 'http',
            'x-forwarded-host': req.headers.host ?? '',
          },
        },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, passedOn(answer.headers));
          pipeline(answer, res).then(resolve, () => {
            res.destroy();
            resolve();
          });
        },
      );
      outgoing.on('error', (error) => {
        logError(`${req.method} ${req.url}: the platform did not answer`, error);
        if (res.headersSent) res.destroy();
        else
          send(res, 502, JSON.stringify({ error_code: 502, error_message: 'the platform did not answer' }), {
            'content-type': 'application/json; charset=utf-8',
          });
        resolve();
      });
      pipeline(req, outgoing).catch(() => outgoing.destroy());
    });
}
