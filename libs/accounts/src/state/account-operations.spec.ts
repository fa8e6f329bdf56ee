import { describe, expect, it } from 'vitest';
import { createAccountsSite } from '../testing/accounts-site';
import {
  activeAccountChangeRequested,
  addCurrencyRequested,
  balanceReceived,
  balanceRefreshRequested,
  removeCurrencyRequested,
} from './accounts-slice';

async function signedInDemo() {
  const site = createAccountsSite();
  await site.signIn('demo');
  await site.settled(1);
  return site;
}

/** Every value `pick` takes in the store from now on. */
function record<T>(site: ReturnType<typeof createAccountsSite>, pick: () => T): T[] {
  const seen: T[] = [pick()];
  site.store.subscribe(() => {
    const next = pick();
    if (JSON.stringify(next) !== JSON.stringify(seen.at(-1))) seen.push(next);
  });
  return seen;
}

describe('account operations', () => {
  it('[ACC-007] switching sends the target id; the shown account never pairs one account’s money with another’s currency', async () => {
    const site = await signedInDemo();
    const shown = record(site, () => [site.accounts().activeAccount?.money, site.accounts().activeAccount?.iso]);
    // A refresh asked for just before the switch must not bring the RUB account back.
    site.store.dispatch(balanceRefreshRequested());
    site.store.dispatch(activeAccountChangeRequested({ id: 10_012 }));
    await site.until((state) => state.activeAccount?.iso === 'USD' && !state.isChangeInProgress);
    await site.settled();
    expect(site.mock.requests('accountsChangeActive').map((request) => request.body)).toEqual([{ id: 10_012 }]);
    expect(shown).toEqual([
      [10_000, 'RUB'],
      [250, 'USD'],
    ]);
    expect(site.accounts()).toMatchObject({ balance: 250, isChangeInProgress: false, message: null });
  });

  it('drops a balance answer asked for before a switch', async () => {
    const site = await signedInDemo();
    const stale = site.accounts();
    site.store.dispatch(activeAccountChangeRequested({ id: 10_012 }));
    await site.until((state) => state.activeAccount?.iso === 'USD' && !state.isChangeInProgress);
    const old = {
      balance: 10_000,
      bonus: stale.bonuses,
      all_accounts: stale.all_accounts,
      is_available_first_deposit_bonus: false,
      is_account_frozen: false,
      convert_account_status: 2 as const,
    };
    site.store.dispatch(balanceReceived({ answer: old, generation: stale.generation }));
    expect(site.accounts().activeAccount).toMatchObject({ iso: 'USD', money: 250 });
  });

  it('[ACC-004] the change, add and delete flags are true while their call runs and false after', async () => {
    const site = await signedInDemo();
    const flags = record(site, () => [
      site.accounts().isChangeInProgress,
      site.accounts().isAddInProgress,
      site.accounts().isDeleteInProgress,
    ]);
    site.store.dispatch(activeAccountChangeRequested({ id: 10_012 }));
    await site.until((state) => state.activeAccount?.iso === 'USD' && !state.isChangeInProgress);
    site.store.dispatch(addCurrencyRequested({ currencyId: 3 }));
    await site.until((state) => state.message !== null && !state.isAddInProgress);
    const eur = site.accounts().all_accounts.find((account) => account.iso === 'EUR');
    site.store.dispatch(removeCurrencyRequested({ id: eur?.id ?? 0 }));
    await site.until((state) => state.message !== null && !state.isDeleteInProgress);
    expect(flags).toEqual([
      [false, false, false],
      [true, false, false],
      [false, false, false],
      [false, true, false],
      [false, false, false],
      [false, false, true],
      [false, false, false],
    ]);
    expect(site.accounts().message).toEqual({ tone: 'success', text: 'EUR account closed' });
  });

  it('[ACC-009] a refused add or remove gives success false and the server’s message is kept for the player', async () => {
    const site = await signedInDemo();
    site.store.dispatch(addCurrencyRequested({ currencyId: 1 }));
    await site.until((state) => state.message !== null);
    expect(site.accounts().message).toEqual({ tone: 'error', text: 'This currency cannot be added' });
    site.store.dispatch(removeCurrencyRequested({ id: 10_011 }));
    await site.until((state) => state.message !== null);
    expect(site.accounts().message).toEqual({ tone: 'error', text: 'The main account cannot be removed' });
    expect(site.accounts().all_accounts).toHaveLength(3);
  });

  it('a refused switch keeps the account shown and says why', async () => {
    const site = await signedInDemo();
    site.store.dispatch(activeAccountChangeRequested({ id: 424_242 }));
    await site.until((state) => state.message !== null);
    expect(site.accounts()).toMatchObject({
      activeAccount: { iso: 'RUB' },
      isChangeInProgress: false,
      message: { tone: 'error', text: 'No such account' },
    });
  });
});
