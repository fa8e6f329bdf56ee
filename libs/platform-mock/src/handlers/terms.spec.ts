import { describe, expect, it } from 'vitest';
import { createPlatformMock } from '../create-platform-mock';
import { createTestClient } from '../testing/test-client';

describe('terms confirmation', () => {
  it('user `terms`: bearer calls answer 451 { exception_code: 1 } until the terms are confirmed', async () => {
    const client = createTestClient(createPlatformMock());
    expect((await client.signIn('terms')).status).toBe(200);
    expect(await client.send('userConfig')).toMatchObject({
      status: 451,
      body: { exception_code: 1, message: expect.any(String) },
    });
    expect((await client.send('accountsBalance')).status).toBe(451);

    const status = await client.send('termsStatus');
    expect(status).toMatchObject({ status: 200, body: { result: true, updatedAt: expect.any(String) } });
    expect((await client.send('termsRules')).status).toBe(200);

    expect((await client.send('termsConfirm', { body: { updatedAt: '2020-01-01T00:00:00Z' } })).body).toEqual({
      result: false,
    });
    expect((await client.send('userConfig')).status).toBe(451);
    expect((await client.send('termsConfirm', { body: { updatedAt: status.body.updatedAt } })).body).toEqual({
      result: true,
    });

    expect((await client.send('termsStatus')).body.result).toBe(false);
    expect((await client.send('userConfig')).status).toBe(200);
  });

  it('calls without a bearer token are not held back by changed terms', async () => {
    const client = createTestClient(createPlatformMock());
    await client.signIn('terms');
    expect((await client.send('getToken', { query: { force_refresh: true } })).status).toBe(200);
    expect((await client.send('siteConfig', { query: { lang: 'ru' } })).status).toBe(200);
  });

  it('patchState termsChanged: true sends every user to confirm; users.<login>.termsChanged one user', async () => {
    const mock = createPlatformMock();
    const client = createTestClient(mock);
    await client.signIn('demo');
    mock.patchState({ termsChanged: true });
    expect(mock.snapshot()).toMatchObject({ termsChanged: true });
    expect((await client.send('userConfig')).status).toBe(451);
    mock.patchState({ users: { demo: { termsChanged: false } } });
    expect((await client.send('userConfig')).status).toBe(200);
  });
});
