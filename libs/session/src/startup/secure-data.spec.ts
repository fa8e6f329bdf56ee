import { executePlatformRequest, userSecureData } from '@kickoff/platform-api';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi, beforeEach } from 'vitest';
import { createListenerSite } from '../testing/session-state';
import { overridablePlatform } from '@kickoff/testing';
import { sessionStarted, sessionStopped, loggedOut, signedIn } from '../state/session-slice';
import { registerSecureData } from './secure-data-listener';
import { SECURE_GRANT_COOKIE, SECURE_GRANT_COOKIE_MAX_AGE_SECONDS } from './startup-timing';

let platform = overridablePlatform();
beforeEach(() => {
  platform = overridablePlatform();
});

function running(options: Parameters<typeof createListenerSite>[1] = {}) {
  const s = createListenerSite(platform.mock, options);
  registerSecureData(s.startListening, { cookies: s.cookies, log: s.log });
  s.store.dispatch(sessionStarted());
  return s;
}

/** What the platform answers this session, asked directly: the value the cookie must carry. */
async function platformGrant(s: ReturnType<typeof running>): Promise<string> {
  const result = await executePlatformRequest(s.platform, { call: userSecureData });
  if ('error' in result) throw new Error('secure data call failed');
  return (result.data as { grant: string }).grant;
}

describe('secure data', () => {
  it('[SES-071] after a sign-in the grant of the secure-data answer is written to the secure_grant cookie', async () => {
    const s = running();
    const { user_id } = await s.signInOnPlatform();
    s.store.dispatch(signedIn({ userId: user_id, via: 'login' }));
    await vi.waitFor(() => expect(s.cookies.get(SECURE_GRANT_COOKIE)).toBeDefined());
    expect(s.cookies.get(SECURE_GRANT_COOKIE)).toBe(await platformGrant(s));
    expect(s.cookies.inspect(SECURE_GRANT_COOKIE)?.options).toMatchObject({
      path: '/',
      maxAgeSeconds: SECURE_GRANT_COOKIE_MAX_AGE_SECONDS,
    });
    expect(platform.mock.requests('userSecureData')).toHaveLength(2);
    s.store.dispatch(sessionStopped());
  });

  it('[SES-071] a fresh load of a signed-in user fetches it once the session check has found the user', async () => {
    const s = createListenerSite(platform.mock, { withSessionCore: true });
    registerSecureData(s.startListening, { cookies: s.cookies, log: s.log });
    await s.signInOnPlatform();
    s.store.dispatch(sessionStarted());
    await vi.waitFor(() => expect(s.cookies.get(SECURE_GRANT_COOKIE)).toBeDefined());
    expect(s.cookies.get(SECURE_GRANT_COOKIE)).toBe(await platformGrant(s));
    s.store.dispatch(sessionStopped());
  });

  it('[SES-072] an empty answer logs "secure data empty" and writes no cookie', async () => {
    // The store says signed in, the platform knows no session: it answers { ggru: '', grant: '' }.
    const s = running();
    s.store.dispatch(signedIn({ userId: 1001, via: 'login' }));
    await vi.waitFor(() => expect(s.logs).toContain('secure data empty'));
    expect(s.cookies.get(SECURE_GRANT_COOKIE)).toBeUndefined();
    s.store.dispatch(sessionStopped());
  });

  it('[SES-072] half an answer (a grant without ggru) is empty too', async () => {
    platform.use(http.get(`*${userSecureData.path}`, () => HttpResponse.json({ ggru: ' ', grant: 'g-1' })));
    const s = running();
    s.store.dispatch(signedIn({ userId: 1001, via: 'login' }));
    await vi.waitFor(() => expect(s.logs).toContain('secure data empty'));
    expect(s.cookies.get(SECURE_GRANT_COOKIE)).toBeUndefined();
    s.store.dispatch(sessionStopped());
  });

  it.each([
    ['a network failure', () => HttpResponse.error()],
    ['a malformed answer', () => HttpResponse.json({ ggru: 'x' })],
  ])('%s is logged, writes no cookie and does not crash', async (_, answer) => {
    platform.use(http.get(`*${userSecureData.path}`, answer));
    const s = running();
    s.store.dispatch(signedIn({ userId: 1001, via: 'login' }));
    await vi.waitFor(() => expect(s.logs).toContain('secure data failed'));
    expect(s.cookies.get(SECURE_GRANT_COOKIE)).toBeUndefined();
    s.store.dispatch(sessionStopped());
  });

  it('is not fetched for anonymous visitors, and an answer that lands after logout is dropped', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    platform.use(
      http.get(`*${userSecureData.path}`, async () => {
        await held;
        return HttpResponse.json({ ggru: 'r', grant: 'g' });
      }),
    );
    const s = running();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(platform.mock.requests('userSecureData')).toHaveLength(0);
    s.store.dispatch(signedIn({ userId: 1001, via: 'login' }));
    s.store.dispatch(loggedOut());
    release();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(s.cookies.get(SECURE_GRANT_COOKIE)).toBeUndefined();
    s.store.dispatch(sessionStopped());
  });
});
