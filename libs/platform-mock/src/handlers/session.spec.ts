import { describe, expect, it } from 'vitest';
import { createPlatformMock } from '../create-platform-mock';
import { decodeBase64Url } from '../model/base64url';
import { createTestClient } from '../testing/test-client';
import { SESSION_COOKIE } from './cookies';

function claims(token: string) {
  const [, payload] = token.split('.');
  return JSON.parse(decodeBase64Url(payload!)) as { sub: string; sid: string; iat: number; exp: number };
}

function sessionCookie(setCookie: string | null): string {
  return setCookie!.split(';')[0]!;
}

describe('tokens and sessions', () => {
  it('gettoken answers an anonymous JWT-shaped token expiring 15 min from the model clock, never a 401', async () => {
    const mock = createPlatformMock();
    const client = createTestClient(mock);
    const { status, body } = await client.send('getToken', { query: { force_refresh: true } });
    expect(status).toBe(200);
    expect(body.token.split('.')).toHaveLength(3);
    const now = Math.floor(mock.clock.now() / 1000);
    expect(claims(body.token)).toMatchObject({ sub: 'anonymous', iat: now, exp: now + 15 * 60 });
  });

  it('a successful login sets the HttpOnly session cookie and the readable ua marker, and answers { user_id, token }', async () => {
    const client = createTestClient(createPlatformMock());
    const login = await client.signIn('demo');
    expect(login.status).toBe(200);
    expect(login.body.user_id).toBe(1001);
    expect(claims(login.body.token).sub).toBe('1001');
    expect(login.headers.getSetCookie()).toEqual([
      expect.stringMatching(new RegExp(`^${SESSION_COOKIE}=[^;]+; HttpOnly; Path=/; SameSite=Lax$`)),
      'ua=1001; Path=/; SameSite=Lax',
    ]);
  });

  it('a session nobody used for 30 minutes by the model clock is over; every call on it moves the end on', async () => {
    const mock = createPlatformMock();
    const client = createTestClient(mock);
    const cookie = sessionCookie((await client.signIn('demo')).headers.get('set-cookie'));
    const check = async () => (await client.send('sessionCheck', { token: null, headers: { Cookie: cookie } })).body;
    mock.advanceClock(29 * 60 * 1000);
    expect(await check()).toEqual({ userId: 1001 });
    mock.advanceClock(29 * 60 * 1000);
    expect(await check()).toEqual({ userId: 1001 });
    mock.advanceClock(30 * 60 * 1000);
    expect(await check()).toEqual({ userId: null });
    mock.advanceClock(1);
    expect(await check()).toEqual({ userId: null });
  });

  it('gettoken reads the identity from the session cookie', async () => {
    const client = createTestClient(createPlatformMock());
    const login = await client.signIn('demo');
    const cookie = sessionCookie(login.headers.get('set-cookie'));
    const { body } = await client.send('getToken', { query: { force_refresh: true }, headers: { Cookie: cookie } });
    expect(claims(body.token)).toMatchObject({ sub: '1001', sid: claims(login.body.token).sid });
    const session = await client.send('sessionCheck', { headers: { Cookie: cookie } });
    expect(session.body).toEqual({ userId: 1001 });
  });

  it('token calls answer 401 without a token, with a forged one, and once exp has passed by the model clock', async () => {
    const mock = createPlatformMock();
    const client = createTestClient(mock);
    await client.signIn('demo');
    expect((await client.send('userConfig')).status).toBe(200);
    expect(await client.send('userConfig', { token: null })).toMatchObject({ status: 401, body: { error_code: 401 } });
    const forged = client.token!.replace(/.$/, (char) => (char === 'A' ? 'B' : 'A'));
    expect((await client.send('userConfig', { token: forged })).status).toBe(401);

    mock.advanceClock(15 * 60 * 1000 - 1_000);
    expect((await client.send('userConfig')).status).toBe(200);
    mock.advanceClock(1_000);
    expect(await client.send('userConfig')).toMatchObject({
      status: 401,
      body: { error_code: 401, error_message: 'Token expired' },
    });
  });

  it('signed-in-only calls refuse an anonymous token with 401; calls open to visitors accept it or no token', async () => {
    const client = createTestClient(createPlatformMock());
    const anonymous = (await client.send('getToken', { query: { force_refresh: true } })).body.token;
    expect((await client.send('accountsBalance', { token: anonymous })).status).toBe(401);
    expect((await client.send('blockCheck', { token: anonymous, body: { url: '/ru/' } })).status).toBe(200);
    expect((await client.send('blockCheck', { token: null, body: { url: '/ru/' } })).status).toBe(200);
    expect((await client.send('blockCheck', { token: 'not.a.token', body: { url: '/ru/' } })).status).toBe(401);
  });

  it('disconnect ends the session: its cookie is cleared and its tokens answer 401', async () => {
    const client = createTestClient(createPlatformMock());
    const login = await client.signIn('demo');
    const cookie = sessionCookie(login.headers.get('set-cookie'));
    const disconnect = await client.send('authDisconnect', { headers: { Cookie: cookie } });
    expect(disconnect.body).toEqual({ success: true });
    expect(disconnect.headers.get('set-cookie')).toMatch(/Max-Age=0/);
    expect((await client.send('userConfig')).status).toBe(401);
    expect((await client.send('sessionCheck', { headers: { Cookie: cookie } })).body).toEqual({ userId: null });
    expect(claims((await client.send('getToken', { headers: { Cookie: cookie } })).body.token).sub).toBe('anonymous');
  });

  it('the request log keeps each call with its headers, so tests can check X-Requested-With and X-app-n', async () => {
    const mock = createPlatformMock();
    const client = createTestClient(mock);
    await client.signIn('demo');
    await client.send('userConfig');
    const [request] = mock.requests('userConfig');
    expect(request).toMatchObject({ call: 'userConfig', method: 'GET', at: mock.clock.now() });
    expect(request!.headers).toMatchObject({
      'x-requested-with': 'XMLHttpRequest',
      'x-app-n': 'kickoff-tests',
      authorization: `Bearer ${client.token}`,
    });
    expect(mock.requests('authLogin')[0]!.body).toMatchObject({ save: false });
    expect(mock.requests().map((entry) => entry.call)).toEqual(['deviceFingerprint', 'authLogin', 'userConfig']);
    mock.clearRequests();
    expect(mock.requests()).toEqual([]);
  });
});
