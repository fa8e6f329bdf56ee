import type { Clock } from './clock';

export interface CookieOptions {
  /** Absolute expiry; without it (and without maxAgeSeconds) the cookie lives for the session. */
  expires?: Date;
  maxAgeSeconds?: number;
  path?: string;
  domain?: string;
  sameSite?: 'Lax' | 'Strict' | 'None';
  secure?: boolean;
}

export interface CookieJar {
  get(name: string): string | undefined;
  set(name: string, value: string, options?: CookieOptions): void;
  remove(name: string, options?: Pick<CookieOptions, 'path' | 'domain'>): void;
}

/** `name=value; Path=/; Expires=…` as document.cookie expects it; names and values are URI-encoded. */
export function serializeCookie(name: string, value: string, options: CookieOptions = {}): string {
  const parts = [`${encodeURIComponent(name)}=${encodeURIComponent(value)}`];
  parts.push(`Path=${options.path ?? '/'}`);
  if (options.domain) parts.push(`Domain=${options.domain}`);
  if (options.expires) parts.push(`Expires=${options.expires.toUTCString()}`);
  if (options.maxAgeSeconds !== undefined) parts.push(`Max-Age=${Math.floor(options.maxAgeSeconds)}`);
  parts.push(`SameSite=${options.sameSite ?? 'Lax'}`);
  if (options.secure) parts.push('Secure');
  return parts.join('; ');
}

/** Parses a Cookie header / document.cookie; a malformed pair is skipped, never thrown on. */
export function parseCookies(header: string): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const rawPair of header.split(';')) {
    const pair = rawPair.trim();
    const index = pair.indexOf('=');
    if (index <= 0) continue;
    const rawName = pair.slice(0, index).trim();
    const rawValue = pair.slice(index + 1).trim();
    try {
      const name = decodeURIComponent(rawName);
      if (!cookies.has(name)) cookies.set(name, decodeURIComponent(rawValue));
    } catch {
      // a cookie someone else wrote with broken %-encoding: not ours to crash on
    }
  }
  return cookies;
}

export function documentCookies(doc: Document = document): CookieJar {
  return {
    get: (name) => parseCookies(doc.cookie).get(name),
    set: (name, value, options) => {
      doc.cookie = serializeCookie(name, value, options);
    },
    remove: (name, options) => {
      doc.cookie = serializeCookie(name, '', { ...options, expires: new Date(0), maxAgeSeconds: 0 });
    },
  };
}

export interface StoredCookie {
  value: string;
  options: CookieOptions;
}

/** An in-memory jar that honours expiry by the given clock; `inspect` shows what a cookie was written with. */
export function memoryCookies(
  clock: Clock,
  initial: Record<string, string> = {},
): CookieJar & { inspect(name: string): StoredCookie | undefined } {
  const jar = new Map<string, StoredCookie>(
    Object.entries(initial).map(([name, value]) => [name, { value, options: { path: '/' } }]),
  );
  const alive = (name: string) => {
    const cookie = jar.get(name);
    if (!cookie) return undefined;
    const { expires, maxAgeSeconds } = cookie.options;
    if ((expires && expires.getTime() <= clock.now()) || (maxAgeSeconds !== undefined && maxAgeSeconds <= 0)) {
      jar.delete(name);
      return undefined;
    }
    return cookie;
  };
  return {
    get: (name) => alive(name)?.value,
    set: (name, value, options = {}) => {
      const expires =
        options.maxAgeSeconds !== undefined ? new Date(clock.now() + options.maxAgeSeconds * 1000) : options.expires;
      jar.set(name, { value, options: { path: '/', ...options, ...(expires ? { expires } : {}) } });
    },
    remove: (name) => void jar.delete(name),
    inspect: (name) => alive(name),
  };
}
