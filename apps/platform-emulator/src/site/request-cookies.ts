import type { IncomingMessage } from 'node:http';

/** The request's cookies, read-only, in the `get` shape @kickoff/i18n's cookie readers take. */
export function requestCookies(req: IncomingMessage): { get(name: string): string | undefined } {
  const cookies = new Map<string, string>();
  for (const pair of (req.headers.cookie ?? '').split(';')) {
    const at = pair.indexOf('=');
    if (at < 0) continue;
    const name = pair.slice(0, at).trim();
    if (!name || cookies.has(name)) continue;
    const raw = pair.slice(at + 1).trim();
    try {
      cookies.set(name, decodeURIComponent(raw));
    } catch {
      cookies.set(name, raw);
    }
  }
  return { get: (name) => cookies.get(name) };
}
