import { describe, expect, it } from 'vitest';
import { createPlatformMock } from '../create-platform-mock';
import { DEMO_PASSWORD } from '../model/demo-users';
import { createTestClient } from '../testing/test-client';

async function signedIn(login: string) {
  const mock = createPlatformMock();
  const client = createTestClient(mock);
  expect((await client.signIn(login)).status).toBe(200);
  return { mock, client };
}

describe('demo users', () => {
  it('are listed with their password and scenario', () => {
    const { demoUsers } = createPlatformMock();
    expect(demoUsers.map((user) => user.login)).toEqual([
      'demo',
      'captcha',
      'terms',
      'banned',
      'excluded',
      'limits',
      'twostep',
      'paynplay',
    ]);
    expect(demoUsers.every((user) => user.password === DEMO_PASSWORD && user.scenario.length > 10)).toBe(true);
  });

  it('`demo` is verified, with a RUB main account, a USD account and no limits', async () => {
    const { client } = await signedIn('demo');
    const config = (await client.send('userConfig')).body.result;
    expect(config).toMatchObject({ verification_status: 2, ban_level: 0, user_status_id: 0 });
    const balance = (await client.send('accountsBalance')).body;
    expect(balance.all_accounts).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ type: 0, iso: 'RUB', isActive: true }),
        expect.objectContaining({ type: 9, iso: 'USD', isActive: false }),
      ]),
    );
    expect(balance.balance).toBe(10_000);
    expect((await client.send('limitsGet')).body).toEqual([]);
  });

  it('`banned` has ban_level 53 under ban_version 1 and may only view', async () => {
    const { client } = await signedIn('banned');
    expect((await client.send('userConfig')).body.result).toMatchObject({ ban_level: 53, ban_version: 1 });
    expect((await client.send('authRights', { token: client.token })).body.rights).toEqual(['view']);
  });

  it('`excluded` has an ACTIVE type-37 limit and cannot bet', async () => {
    const { client } = await signedIn('excluded');
    const limits = (await client.send('limitsGet')).body;
    expect(limits).toEqual([expect.objectContaining({ limitType: 37, limitState: 'ACTIVE' })]);
    expect((await client.send('authRights', { token: client.token })).body.rights).not.toContain('bet');
  });

  it('`limits` has a PENDING deposit limit needing approval, started 25 h before the clock’s start', async () => {
    const { mock, client } = await signedIn('limits');
    const pending = (await client.send('limitsGet')).body.find(
      (limit: { limitState: string }) => limit.limitState === 'PENDING',
    );
    expect(pending).toMatchObject({
      limitType: 20,
      needApprove: true,
      startedAt: Math.floor(mock.clock.now() / 1000) - 25 * 3600,
    });
  });

  it('`paynplay` signs in like anyone; its user config marks the pay-and-play account', async () => {
    const { client } = await signedIn('paynplay');
    expect((await client.send('userConfig')).body.result).toMatchObject({
      is_pay_and_play: true,
      has_deposit: true,
      verification_status: 1,
    });
    const other = (await signedIn('demo')).client;
    expect((await other.send('userConfig')).body.result).not.toHaveProperty('is_pay_and_play');
  });

  it('accounts: change the active one, add and remove a currency account', async () => {
    const { client } = await signedIn('demo');
    expect((await client.send('accountsChangeActive', { body: { id: 10_012 } })).body.success).toBe(true);
    expect((await client.send('accountsBalance')).body.balance).toBe(250);
    expect((await client.send('accountsRemoveCurrency', { params: { id: 10_012 } })).body).toMatchObject({
      success: false,
      message: expect.any(String),
    });
    expect(
      (await client.send('accountsAvailableCurrencies')).body.currencies.map(
        (currency: { iso: string }) => currency.iso,
      ),
    ).toEqual(['EUR', 'UAH', 'KZT']);
    expect((await client.send('accountsAddCurrency', { body: { currencyId: 3 } })).body.success).toBe(true);
    expect((await client.send('accountsAddCurrency', { body: { currencyId: 3 } })).body.success).toBe(false);
    const eur = (await client.send('accountsBalance')).body.all_accounts.find(
      (account: { iso: string }) => account.iso === 'EUR',
    );
    expect(eur).toMatchObject({ type: 9, money: 0 });
    expect((await client.send('accountsRemoveCurrency', { params: { id: eur.id } })).body.success).toBe(true);
  });
});
