import { partnerBrandBookExamples } from '@kickoff/platform-api-testing';
import { getResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPlatformMock } from './create-platform-mock';
import { ContractViolationError } from './handlers/contract-violation';
import { createTestClient } from './testing/test-client';

describe('createPlatformMock', () => {
  it('starts at 2026-06-01T12:00:00Z with seed 1 unless told otherwise', () => {
    expect(createPlatformMock().clock.now()).toBe(Date.parse('2026-06-01T12:00:00Z'));
    expect(createPlatformMock({ startTime: 0 }).clock.now()).toBe(0);
    expect(createPlatformMock().snapshot()).toMatchObject({ seed: 1, nowIso: '2026-06-01T12:00:00.000Z' });
  });

  it('reset() restores the seed state and the start time and empties the request log', async () => {
    const mock = createPlatformMock({ seed: 5 });
    const pristine = mock.snapshot();
    const client = createTestClient(mock);
    await client.signIn('demo');
    mock.patchState({ blockReason: 4, siteConfig: { isSnowEnabled: true } });
    mock.advanceClock(90_000);
    expect(mock.snapshot()).not.toEqual(pristine);
    mock.reset();
    expect(mock.snapshot()).toEqual(pristine);
    expect(mock.requests()).toEqual([]);
    expect((await client.send('userConfig')).status).toBe(401);
  });

  it('patchState merges siteConfig, blockReason, maintenance, redirects and users as JSON merge patch', async () => {
    const mock = createPlatformMock();
    const client = createTestClient(mock);
    mock.patchState({ siteConfig: { partnerFlag: 1 } });
    mock.patchState({
      siteConfig: { isSnowEnabled: true, availableRoutes: { casino: false }, partnerFlag: null },
      blockReason: 13,
      maintenance: { isActive: true, startsAt: '2026-06-01T11:00:00Z', endsAt: '2026-06-01T15:00:00Z' },
      redirects: { '/ru/old-page': { url: '/ru/new-page', code: 302 } },
      users: { demo: { config: { ban_level: 45 } }, newbie: { password: 'secret12' } },
    });
    expect((await client.send('siteConfig', { query: { lang: 'ru' } })).body).toMatchObject({
      isSnowEnabled: true,
      availableRoutes: { casino: false },
    });
    const snapshot = mock.snapshot() as {
      siteConfig: Record<string, unknown>;
      users: Record<string, { config: { ban_level: number; user_name: string } }>;
    };
    expect(snapshot.siteConfig).toMatchObject({ isSnowEnabled: true, availableRoutes: { casino: false, live: true } });
    expect(snapshot.siteConfig).not.toHaveProperty('partnerFlag');
    expect(snapshot.users['demo']!.config).toMatchObject({ ban_level: 45, user_name: 'demo' });
    expect((await client.send('blockCheck', { body: { url: '/ru/' } })).body).toEqual({
      displayTypeId: 1,
      templateTypeId: 13,
    });
    expect(
      (await client.send('redirectLight', { body: { url: 'https://kickoff.test/ru/old-page?x=1' } })).body,
    ).toMatchObject({ redirect: true, code: 302, url: '/ru/new-page' });
    expect((await client.signIn('newbie', 'secret12')).status).toBe(200);
    mock.patchState({ blockReason: null });
    expect((await client.send('blockCheck', { body: { url: '/ru/' } })).body).toEqual({
      displayTypeId: 0,
      templateTypeId: 0,
    });
  });

  it('patchState refuses a nonsensical patch with a TypeError and leaves the state as it was', () => {
    const mock = createPlatformMock();
    const before = mock.snapshot();
    expect(() => mock.patchState({ blockReason: 'four' } as never)).toThrow(TypeError);
    expect(() => mock.patchState({ maintenance: { isActive: 'yes' } } as never)).toThrow(/maintenance\.isActive/);
    expect(() => mock.patchState({ weather: 'sunny' } as never)).toThrow(TypeError);
    expect(mock.snapshot()).toEqual(before);
  });

  it('maintenance travels inside site config', async () => {
    const mock = createPlatformMock();
    mock.patchState({
      maintenance: { isActive: true, startsAt: '2026-06-02T00:00:00.000Z', endsAt: '2026-06-02T04:00:00.000Z' },
    });
    const { body } = await createTestClient(mock).send('siteConfig', { query: { lang: 'en' } });
    expect(body.maintenance).toMatchObject({
      isActive: true,
      started_at: '2026-06-02T00:00:00.000Z',
      ended_at: '2026-06-02T04:00:00.000Z',
      web_state: 1,
    });
  });

  it("[CFG-011] answers Kickoff's own domain with no brand book, and a partner's once site config says so", async () => {
    const mock = createPlatformMock();
    const client = createTestClient(mock);
    expect(
      (await client.send('siteConfig', { query: { lang: 'ru' } })).body.domainSettings.partnerCssBrandBook,
    ).toEqual([]);
    const partner = partnerBrandBookExamples['green-gold'];
    mock.patchState({ siteConfig: { domainSettings: { partnerCssBrandBook: partner } } });
    const { body } = await client.send('siteConfig', { query: { lang: 'ru' } });
    expect(body.domainSettings).toMatchObject({ partnerCssBrandBook: partner, ref_id: 77 });
  });

  it('snapshot() is plain JSON, detached from the live state', () => {
    const mock = createPlatformMock();
    const snapshot = mock.snapshot();
    expect(JSON.parse(JSON.stringify(snapshot))).toEqual(snapshot);
    (snapshot['users'] as Record<string, { password: string }>)['demo']!.password = 'changed';
    expect((mock.snapshot()['users'] as Record<string, { password: string }>)['demo']!.password).toBe('demo1234');
  });

  it('bad requests answer 400 { error_code, error_message }, never a crash', async () => {
    const client = createTestClient(createPlatformMock());
    expect(await client.send('redirectLight', { rawBody: '{not json' })).toMatchObject({
      status: 400,
      body: { error_code: 400, error_message: expect.any(String) },
    });
    expect((await client.send('redirectLight', { body: { link: 'x' } })).status).toBe(400);
    expect((await client.send('siteConfig', { query: { lang: 'russian' } })).body).toMatchObject({ error_code: 400 });
    expect((await client.send('couponPrint', { params: { couponId: 'abc' }, token: null })).status).toBe(401);
    await client.signIn('demo');
    expect((await client.send('couponPrint', { params: { couponId: 'abc' } })).status).toBe(400);
    expect(
      (await client.send('limitsAvailable', { headers: { 'Accept-Language': 'en-US,en;q=0.9' } })).body,
    ).toMatchObject({ status: 400, title: expect.any(String) });
  });

  it('an answer off the contract throws instead of reaching the client', async () => {
    const mock = createPlatformMock();
    mock.patchState({ siteConfig: { defaultCurrency: 'rubles' } });
    await expect(
      getResponse(mock.handlers, new Request('http://kickoff.test/bff-api/config/all.json?lang=ru')),
    ).rejects.toThrow(ContractViolationError);
  });

  it('a strict baseUrl answers only that origin', async () => {
    const mock = createPlatformMock({ baseUrl: 'http://localhost:4200' });
    expect(await getResponse(mock.handlers, new Request('http://localhost:4200/web-api/user/gettoken'))).toBeDefined();
    expect(
      await getResponse(mock.handlers, new Request('http://elsewhere.test/web-api/user/gettoken')),
    ).toBeUndefined();
  });
});

describe('with msw/node setupServer and fetch', () => {
  const mock = createPlatformMock();
  const server = setupServer(...mock.handlers);
  beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
  afterAll(() => server.close());

  it('serves any origin by default and carries the session cookie between calls', async () => {
    const anonymous = await fetch('http://localhost:4200/web-api/user/check-session');
    expect(await anonymous.json()).toEqual({ userId: null });
    const fingerprint = await (
      await fetch('http://localhost:4200/web-api/fingerprint', {
        method: 'POST',
        body: JSON.stringify({ components: {} }),
      })
    ).json();
    const login = await fetch('http://localhost:4200/web-api/auth/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Fingerprint': fingerprint.token },
      body: JSON.stringify({ login: btoa('demo'), password: btoa('demo1234'), save: true }),
    });
    expect(login.status).toBe(200);
    const cookie = login.headers.get('set-cookie')!.split(';')[0]!;
    const session = await fetch('http://127.0.0.1:8080/web-api/user/check-session', { headers: { Cookie: cookie } });
    expect(await session.json()).toEqual({ userId: 1001 });
  });

  it('an off-contract answer reaches fetch as a 500, not as data', async () => {
    mock.patchState({ siteConfig: { languages: 'ru' } });
    const quiet = console.error;
    console.error = () => undefined;
    try {
      expect((await fetch('http://localhost:4200/bff-api/config/all.json?lang=ru')).status).toBe(500);
    } finally {
      console.error = quiet;
      mock.reset();
    }
  });
});
