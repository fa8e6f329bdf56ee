import { loggedOut } from '@kickoff/contracts';
import { describe, expect, it } from 'vitest';
import { createAccountsSite } from '../testing/accounts-site';
import { balanceRefreshRequested } from './accounts-slice';
import { BALANCE_POLL_MS } from './balance-listeners';

describe('balance refresh', () => {
  it('[ACC-003] [ACC-005] [ACC-006] after sign-in the store holds the accounts as the balance answer gave them', async () => {
    const site = createAccountsSite();
    expect(site.accounts().status).toBe('unknown');
    await site.signIn('demo');
    await site.settled(1);
    expect(site.accounts()).toMatchObject({
      status: 'known',
      balance: 10_000,
      bonuses: [{ idBonus: 1, money: 500 }],
      activeAccount: { id: 10_011, iso: 'RUB', money: 10_000, isActive: true },
      mainAccount: { id: 10_011, type: 0 },
      isAddInProgress: false,
      isDeleteInProgress: false,
      isChangeInProgress: false,
      isAvailableFirstDepositBonus: false,
      isAccountFrozen: false,
      convertAccountStatus: 2,
      selectedAddCurrency: null,
    });
    expect(site.accounts().all_accounts.map((account) => [account.id, account.type])).toEqual([
      [10_011, 0],
      [10_012, 9],
      [10_013, 4],
    ]);
  });

  it('reads again when asked (a placed bet), when the tab is shown again, and every 30 s only while visible', async () => {
    const site = createAccountsSite();
    await site.signIn('demo');
    await site.settled(1);
    expect(site.reads()).toBe(1);
    site.store.dispatch(balanceRefreshRequested());
    await site.settled(2);
    expect(site.reads()).toBe(2);
    site.adapters.advance(BALANCE_POLL_MS);
    await site.settled(3);
    expect(site.reads()).toBe(3);
    site.adapters.visibility.set(false);
    site.adapters.advance(BALANCE_POLL_MS * 3);
    await site.settled();
    expect(site.reads()).toBe(3);
    site.adapters.visibility.set(true);
    await site.settled(4);
    expect(site.reads()).toBe(4);
  });

  it('forgets the accounts on logout and reads nothing for a visitor', async () => {
    const site = createAccountsSite();
    await site.signIn('demo');
    await site.settled(1);
    site.store.dispatch(loggedOut());
    await site.settled();
    expect(site.accounts()).toMatchObject({ status: 'unknown', all_accounts: [], activeAccount: null });
    const before = site.reads();
    site.adapters.advance(BALANCE_POLL_MS);
    site.store.dispatch(balanceRefreshRequested());
    await site.settled();
    expect(site.reads()).toBe(before);
  });
});
