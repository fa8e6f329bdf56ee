import { describe, expect, it } from 'vitest';
import { createPlatformMock } from '../create-platform-mock';
import { createTestClient } from '../testing/test-client';

const isos = (body: { all_accounts: { iso: string; type: number }[] }) =>
  body.all_accounts.filter((account) => account.type !== 4).map((account) => account.iso);

describe('accounts', () => {
  it('an added currency account shows in the balance only once its opening time (accountOpeningMs) has passed', async () => {
    const mock = createPlatformMock();
    mock.patchState({ users: { demo: { accountOpeningMs: 2_500 } } });
    const client = createTestClient(mock);
    await client.signIn('demo');
    expect((await client.send('accountsAddCurrency', { body: { currencyId: 3 } })).body).toMatchObject({
      success: true,
      message: expect.stringContaining('EUR'),
    });
    expect(isos((await client.send('accountsBalance')).body)).toEqual(['RUB', 'USD']);
    // Being opened, it cannot be added twice.
    expect((await client.send('accountsAddCurrency', { body: { currencyId: 3 } })).body.success).toBe(false);
    mock.advanceClock(2_499);
    expect(isos((await client.send('accountsBalance')).body)).toEqual(['RUB', 'USD']);
    mock.advanceClock(1);
    expect(isos((await client.send('accountsBalance')).body)).toEqual(['RUB', 'USD', 'EUR']);
  });

  it('a player added through patchState can be given accounts of their own', async () => {
    const mock = createPlatformMock();
    const usd = {
      id: 77_001,
      type: 9,
      iso: 'USD',
      symbol: '$',
      currencyId: 2,
      money: 42,
      points: 0,
      label: 'USD',
      labelWithSymbol: 'USD, $',
      isActive: false,
      isPointsTypeBalance: false,
    };
    const rub = {
      ...usd,
      id: 77_000,
      type: 0,
      iso: 'RUB',
      symbol: '₽',
      currencyId: 1,
      money: 1_234,
      label: 'RUB',
      labelWithSymbol: 'RUB, ₽',
      isActive: true,
    };
    mock.patchState({ users: { alice: { accounts: [rub, usd] } } });
    const client = createTestClient(mock);
    await client.signIn('alice');
    expect((await client.send('accountsBalance')).body).toMatchObject({
      balance: 1_234,
      all_accounts: [{ id: 77_000 }, { id: 77_001 }],
    });
  });
});
