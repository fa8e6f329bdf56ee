import type { ServerResponse } from 'node:http';

export type Headers = Record<string, string | number | readonly string[]>;

/** A whole small answer; HEAD gets the headers only. */
export function send(res: ServerResponse, status: number, body: string, headers: Headers = {}): void {
  const payload = Buffer.from(body);
  // 204 and 304 carry no body, so no length either.
  const length = status === 204 || status === 304 ? {} : { 'content-length': payload.length };
  res.writeHead(status, { 'cache-control': 'no-store', 'x-content-type-options': 'nosniff', ...length, ...headers });
  res.end(res.req.method === 'HEAD' ? undefined : payload);
}

export function sendText(res: ServerResponse, status: number, text: string, headers: Headers = {}): void {
  send(res, status, `${text}\n`, { 'content-type': 'text/plain; charset=utf-8', ...headers });
}
