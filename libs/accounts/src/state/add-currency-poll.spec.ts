import { describe, expect, it } from 'vitest';
import { createAccountsSite } from '../testing/accounts-site';
import { addCurrencyRequested } from './accounts-slice';

const EUR = 3;

async function addingEur(openingMs: number) {
  const site = createAccountsSite();
  site.mock.patchState({ users: { demo: { accountOpeningMs: openingMs } } });
  await site.signIn('demo');
  await site.settled(1);
  const before = site.reads();
  site.store.dispatch(addCurrencyRequested({ currencyId: EUR }));
  await site.settled(before + 1);
  return {
    site,
    readsSince: () => site.reads() - before,
    pass: (ms: number, readsSinceAtLeast = 0) => pass(site, ms, before + readsSinceAtLeast),
  };
}

/** Moves time `ms` and lets the reads it fires (up to `readsAtLeast` in all) land. */
async function pass(site: ReturnType<typeof createAccountsSite>, ms: number, readsAtLeast = 0) {
  site.adapters.advance(ms);
  await site.settled(readsAtLeast);
}

describe('add currency', () => {
  it('[ACC-010] reads at once, then every 1000 ms, and stops as soon as the new account appears', async () => {
    const { site, readsSince, pass: after } = await addingEur(2_500);
    expect(readsSince()).toBe(1);
    expect(site.accounts().isAddInProgress).toBe(true);
    await after(999, 1);
    expect(readsSince()).toBe(1);
    await after(1, 2);
    expect(readsSince()).toBe(2);
    await after(1_000, 3);
    expect(readsSince()).toBe(3);
    // At 3000 ms the account has been open for 500 ms: this read finds it and the poll ends.
    await after(1_000, 4);
    expect(readsSince()).toBe(4);
    expect(site.accounts().all_accounts.some((account) => account.iso === 'EUR')).toBe(true);
    expect(site.accounts().isAddInProgress).toBe(false);
    await after(5_000, 4);
    expect(readsSince()).toBe(4);
  });

  it('[ACC-010] gives up after 5 repeats (6 reads over 5000 ms) and tells the player the account is still opening', async () => {
    const { site, readsSince, pass: after } = await addingEur(60_000);
    for (let second = 1; second <= 5; second += 1) {
      await after(1_000, 1 + second);
      expect(readsSince()).toBe(1 + second);
    }
    expect(site.accounts()).toMatchObject({
      isAddInProgress: false,
      message: { tone: 'error', key: 'accounts_add_pending' },
    });
    await after(10_000, 6);
    expect(readsSince()).toBe(6);
  });

  it('[ACC-010] an account the platform opens at once ends the poll at its first read', async () => {
    const { site, readsSince, pass: after } = await addingEur(0);
    expect(readsSince()).toBe(1);
    expect(site.accounts()).toMatchObject({
      isAddInProgress: false,
      message: { tone: 'success', text: 'EUR account opened' },
    });
    await after(5_000, 1);
    expect(readsSince()).toBe(1);
  });
});
