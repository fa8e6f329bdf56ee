import type { APIRequestContext, BrowserContext } from '@playwright/test';

const PLATFORM_HEADERS = { 'X-Requested-With': 'XMLHttpRequest', 'X-app-n': 'kickoff-e2e' };

/**
 * Signs a demo player in on the platform the way the site does (fingerprint, then the encoded credentials),
 * through the browser context's own request API, so the session cookie lands in the page's cookie jar.
 */
export async function signInOnPlatform(
  request: APIRequestContext,
  login = 'demo',
  password = 'demo1234',
): Promise<number> {
  const fingerprint = await request.post('/web-api/fingerprint', {
    headers: PLATFORM_HEADERS,
    data: { components: { agent: 'e2e' } },
  });
  const { token } = (await fingerprint.json()) as { token: string };
  const answer = await request.post('/web-api/auth/login', {
    headers: { ...PLATFORM_HEADERS, 'X-Fingerprint': token },
    data: { login: btoa(login), password: btoa(password), save: true },
  });
  if (!answer.ok()) throw new Error(`sign-in of ${login} failed: ${answer.status()} ${await answer.text()}`);
  return ((await answer.json()) as { user_id: number }).user_id;
}

export async function cookieNames(context: BrowserContext): Promise<string[]> {
  return (await context.cookies()).map((cookie) => cookie.name);
}

let players = 0;

/**
 * A player of this test alone (tests of both browsers run at once against one emulator, and a test that
 * confirms the terms would change them for every other test using the same demo player).
 */
export async function createPlayer(
  request: APIRequestContext,
  prefix: string,
  patch: Record<string, unknown> = {},
): Promise<string> {
  players += 1;
  const login = `${prefix}-${process.pid}-${players}-${Date.now().toString(36)}`;
  const answer = await request.patch('/__emulator/state', { data: { users: { [login]: patch } } });
  if (!answer.ok()) throw new Error(`could not create ${login}: ${answer.status()} ${await answer.text()}`);
  return login;
}
