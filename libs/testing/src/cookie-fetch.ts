import { parseCookies } from '@kickoff/runtime';

/**
 * A request carrying `cookie`. Node lets a Request hold it; a page does not (a forbidden request header, dropped
 * without a word), so there the request is seen through headers of its own: what the in-page platform mock
 * (`platformMockFetch`, msw `getResponse`) reads the session from. Only an in-page fetch is ever given such a view.
 */
function withCookieHeader(request: Request, cookie: string): Request {
  request.headers.set('cookie', cookie);
  if (request.headers.get('cookie') === cookie) return request;
  const headers = new Headers(request.headers);
  headers.set('cookie', cookie);
  return new Proxy(request, {
    get: (target, name) => {
      if (name === 'headers') return headers;
      const value: unknown = Reflect.get(target, name, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/**
 * The cookies a response sets. A page's Response hides `Set-Cookie` (a forbidden response header); msw's
 * HttpResponse, which answers in-page calls, keeps the raw lines beside it under its `kSetCookie` symbol.
 */
function setCookiesOf(response: Response): string[] {
  const visible = response.headers.getSetCookie();
  if (visible.length > 0) return visible;
  const raw = Object.getOwnPropertySymbols(response).find((symbol) => symbol.description === 'kSetCookie');
  const kept: unknown = raw === undefined ? undefined : Reflect.get(response, raw);
  return Array.isArray(kept) ? kept.filter((line): line is string => typeof line === 'string') : [];
}

/**
 * Node's fetch (and a fetch answered in the page) keeps no cookies; the browser does. This fetch plays the browser's
 * cookie jar for the platform's HttpOnly session cookie, so the mock knows the user the way it would in a page, in
 * Node and in a story's page alike.
 */
export function cookieKeepingFetch(
  inner: typeof fetch = (input, init) => fetch(input, init),
): typeof fetch & { clearCookies(): void } {
  const jar = new Map<string, string>();
  const keeping = async (input: RequestInfo | URL, init?: RequestInit) => {
    const created = new Request(input, init);
    const request =
      jar.size > 0
        ? withCookieHeader(created, [...jar].map(([name, value]) => `${name}=${value}`).join('; '))
        : created;
    const response = await inner(request);
    for (const header of setCookiesOf(response)) {
      const [pair] = header.split(';');
      const [name, value] = [...parseCookies(pair ?? '')][0] ?? [];
      if (!name) continue;
      if (value === '' || /max-age=0/i.test(header)) jar.delete(name);
      else jar.set(name, value ?? '');
    }
    return response;
  };
  return Object.assign(keeping, { clearCookies: () => jar.clear() });
}
