import { parseCookies } from '@kickoff/runtime';

/**
 * Node's fetch (and a fetch answered in the page) keeps no cookies; the browser does. This fetch plays the browser's
 * cookie jar for the platform's HttpOnly session cookie, so the mock knows the user the way it would in a page.
 */
export function cookieKeepingFetch(inner: typeof fetch = (input, init) => fetch(input, init)): typeof fetch & { clearCookies(): void } {
  const jar = new Map<string, string>();
  const keeping = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    if (jar.size > 0) request.headers.set('cookie', [...jar].map(([name, value]) => `${name}=${value}`).join('; '));
    const response = await inner(request);
    for (const header of response.headers.getSetCookie()) {
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
