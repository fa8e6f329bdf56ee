import type { IncomingMessage } from 'node:http';
import { HttpError } from '../http/http-error';

const BODYLESS = new Set(['GET', 'HEAD']);

export function hasRequestBody(method: string): boolean {
  return !BODYLESS.has(method);
}

/** The URL the browser asked for, so handlers see the same origin (and cookies' scope) as the page. */
export function requestUrl(req: IncomingMessage, fallbackHost: string): URL {
  try {
    return new URL(req.url ?? '/', `http://${req.headers.host ?? fallbackHost}`);
  } catch {
    throw new HttpError(400, 'malformed Host header or request target');
  }
}

/** A Fetch `Request` carrying everything the handlers may look at: method, every header (cookies too), body. */
export function toFetchRequest(req: IncomingMessage, url: URL, body: Buffer | null): Request {
  const headers = new Headers();
  for (let i = 0; i + 1 < req.rawHeaders.length; i += 2) {
    try {
      headers.append(req.rawHeaders[i] as string, req.rawHeaders[i + 1] as string);
    } catch {
      // A header Fetch refuses cannot be forwarded; the handler never needed it.
    }
  }
  const method = req.method ?? 'GET';
  try {
    return new Request(url, {
      method,
      headers,
      body: hasRequestBody(method) && body && body.length > 0 ? new Uint8Array(body) : null,
    });
  } catch {
    // Fetch forbids CONNECT, TRACE and TRACK: no handler could ever answer them.
    throw new HttpError(405, `method ${method} is not supported on platform paths`);
  }
}
