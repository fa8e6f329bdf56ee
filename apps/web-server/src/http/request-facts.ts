import type { IncomingMessage } from 'node:http';
import type { TLSSocket } from 'node:tls';

const HOST = /^(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/** Whether the visitor reached us over HTTPS: our own TLS, or a trusted proxy's word for it. */
export function isHttps(req: IncomingMessage, trustProxy: boolean): boolean {
  if ((req.socket as Partial<TLSSocket>).encrypted) return true;
  const forwarded = req.headers['x-forwarded-proto'];
  return trustProxy && typeof forwarded === 'string' && forwarded.split(',')[0]?.trim().toLowerCase() === 'https';
}

/** Headers the site's render reads: its language, cookies (the session), the device. */
const RENDER_HEADERS = ['accept', 'accept-language', 'cookie', 'user-agent'] as const;

/** The page request as the site's renderer takes it: a Fetch Request for the address the visitor asked. */
export function pageRequest(req: IncomingMessage, https: boolean): Request {
  const host = req.headers.host !== undefined && HOST.test(req.headers.host) ? req.headers.host : 'localhost';
  const headers = new Headers();
  for (const name of RENDER_HEADERS) {
    const value = req.headers[name];
    if (typeof value === 'string') headers.set(name, value);
  }
  return new Request(`${https ? 'https' : 'http'}://${host}${req.url ?? '/'}`, { method: 'GET', headers });
}

/** Crawlers and link previews get every part of the page before the first byte; browsers get it streamed. */
export function isBot(userAgent: string): boolean {
  return /bot\b|crawl|spider|slurp|bingpreview|facebookexternalhit|embedly|whatsapp|telegram/i.test(userAgent);
}
