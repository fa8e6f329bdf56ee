import { DEMO_PASSWORD } from '@kickoff/platform-mock';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { rawRequest } from '../testing/raw-get';
import { startTestWebServer, type TestWebServer } from '../testing/start-test-server';

const FORM = 'application/x-www-form-urlencoded';
const LOGIN_PAGE = '/en/user/login?returnTo=%2Fen%2Foffice%2Faccount';

describe('a session form posted before the site took the page over', () => {
  let server: TestWebServer;
  beforeAll(async () => {
    server = await startTestWebServer();
  });
  beforeEach(() => {
    server.platform.seen.length = 0;
    server.logs.length = 0;
  });
  afterAll(() => server.stop());

  /** Posted as this site's page posts it (its Origin), unless `headers` says otherwise; `undefined` leaves one out. */
  const post = (path: string, fields: Record<string, string>, headers: Record<string, string | undefined> = {}) =>
    rawRequest(server.url, path, {
      method: 'POST',
      headers: Object.fromEntries(
        Object.entries({ 'content-type': FORM, origin: server.url, ...headers }).filter(
          (entry): entry is [string, string] => entry[1] !== undefined,
        ),
      ),
      body: new URLSearchParams(fields).toString(),
    });
  const signIn = (password: string, path = LOGIN_PAGE, headers: Record<string, string | undefined> = {}) =>
    post(path, { 'kickoff-form': 'sign-in', username: 'demo', password, remember: 'on' }, headers);
  const cookies = (answer: { headers: Record<string, unknown> }) =>
    [answer.headers['set-cookie'] ?? []].flat() as string[];
  const everythingSaid = (answer: { headers: Record<string, unknown>; text: string }) =>
    JSON.stringify([answer.headers, answer.text, server.logs]);

  it('signs the player in on the platform, sets its cookies and sends them to the return address with a 303', async () => {
    const answer = await signIn(DEMO_PASSWORD);
    expect(answer.status).toBe(303);
    expect(answer.headers['location']).toBe('/en/office/account');
    expect(cookies(answer).find((cookie) => cookie.startsWith('kickoff_session='))).toMatch(/HttpOnly/);
    expect(cookies(answer).some((cookie) => /^ua=\d+/.test(cookie))).toBe(true);
    expect(server.platform.seen).toEqual(['/web-api/fingerprint', '/web-api/auth/login']);
    // The session cookie it set is a session the platform knows.
    const session = cookies(answer)
      .find((cookie) => cookie.startsWith('kickoff_session='))!
      .split(';')[0]!;
    const check = await fetch(`${server.platform.url}/web-api/user/check-session`, {
      headers: { cookie: session, 'x-requested-with': 'XMLHttpRequest' },
    });
    expect(((await check.json()) as { userId: number | null }).userId).not.toBeNull();
    expect(everythingSaid(answer)).not.toContain(DEMO_PASSWORD);
  });

  it('a wrong password goes back to the form with the error and the login kept in a cookie, never the password', async () => {
    const answer = await signIn('not-the-password');
    expect(answer.status).toBe(303);
    expect(answer.headers['location']).toBe(LOGIN_PAGE);
    const echo = cookies(answer).find((cookie) => cookie.startsWith('kickoff_form_echo='))!;
    expect(JSON.parse(decodeURIComponent(echo.split(';')[0]!.slice('kickoff_form_echo='.length)))).toEqual({
      form: 'sign-in',
      login: 'demo',
      error: 'wrong-credentials',
    });
    expect(echo).toMatch(/Max-Age=60/);
    expect(cookies(answer).some((cookie) => cookie.startsWith('kickoff_session='))).toBe(false);
    expect(everythingSaid(answer)).not.toContain('not-the-password');
  });

  it('a return address off this site is not followed: the language’s home instead', async () => {
    for (const returnTo of ['//evil.test/x', 'https://evil.test/', '/\\evil.test', 'javascript:alert(1)']) {
      const answer = await signIn(DEMO_PASSWORD, `/ru/user/login?returnTo=${encodeURIComponent(returnTo)}`);
      expect(answer.headers['location'], returnTo).toBe('/ru/');
    }
  });

  it('[same origin] a post from another site, or one that proves no origin, is refused before the platform is asked', async () => {
    const refused = [
      { origin: 'https://evil.test' },
      { origin: 'null' },
      { origin: undefined },
      { origin: undefined, referer: 'https://evil.test/page' },
      { origin: server.url, 'sec-fetch-site': 'cross-site' },
    ];
    for (const headers of refused) {
      const answer = await signIn(DEMO_PASSWORD, LOGIN_PAGE, headers);
      expect(answer.status, JSON.stringify(headers)).toBe(403);
    }
    expect(server.platform.seen).toEqual([]);
    // Without Origin, this site's own Referer is proof enough.
    const answer = await signIn(DEMO_PASSWORD, LOGIN_PAGE, {
      origin: undefined,
      referer: `${server.url}${LOGIN_PAGE}`,
    });
    expect(answer.status).toBe(303);
  });

  it('registration and forgot password are not sent from here: back to the form, which says nothing was sent', async () => {
    for (const form of ['registration', 'forgot-password']) {
      const answer = await post('/en/user/registration', { 'kickoff-form': form, password: 'secret-1', login: 'x' });
      expect(answer.status).toBe(303);
      expect(answer.headers['location']).toBe('/en/user/registration');
      expect(cookies(answer).join()).toContain(encodeURIComponent(JSON.stringify({ form, error: 'not-sent' })));
      expect(everythingSaid(answer)).not.toContain('secret-1');
    }
    expect(server.platform.seen).toEqual([]);
  });

  it('refuses what is not one of the forms: another body type (405), an unknown form (400), a huge body (413)', async () => {
    expect((await rawRequest(server.url, '/ru/', { method: 'POST' })).status).toBe(405);
    expect((await post('/ru/', { 'kickoff-form': 'payout' })).status).toBe(400);
    expect((await post('/ru/', { 'kickoff-form': 'sign-in', username: 'x'.repeat(20_000) })).status).toBe(413);
    expect(server.platform.seen).toEqual([]);
  });
});
