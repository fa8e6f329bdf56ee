import type { ServerResponse } from 'node:http';

type Headers = Record<string, string | number | string[]>;

/** The platform's error shape, so the web app's error handling sees the emulator's errors like real ones. */
export function sendError(res: ServerResponse, status: number, message: string, headers: Headers = {}): void {
  sendJson(res, status, { error_code: status, error_message: message }, headers);
}

export function sendJson(res: ServerResponse, status: number, body: unknown, headers: Headers = {}): void {
  send(res, status, JSON.stringify(body), { 'content-type': 'application/json; charset=utf-8', ...headers });
}

export function send(res: ServerResponse, status: number, body: string, headers: Headers = {}): void {
  const payload = Buffer.from(body);
  res.writeHead(status, { 'cache-control': 'no-store', 'content-length': payload.length, ...headers });
  res.end(res.req.method === 'HEAD' ? undefined : payload);
}
