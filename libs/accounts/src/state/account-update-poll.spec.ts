import { describe, expect, it } from 'vitest';
import { account, createAccountsSite } from '../testing/accounts-site';
import { ACCOUNT_UPDATE_POLL } from './poll-until';

/** A player whose accounts have no active one yet, as right after registration. */
async function playerWithoutActiveAccount() {
  const site = createAccountsSite();
  site.mock.patchState({ users: { fresh: { accounts: [account(90_001, 'RUB', 0, false)] } } });
  await site.signIn('fresh');
  await site.settled(1);
  return site;
}

/** Moves time `ms` and lets the reads it fires (up to `readsAtLeast` in all) land. */
async function pass(site: ReturnType<typeof createAccountsSite>, ms: number, readsAtLeast = 0) {
  site.adapters.advance(ms);
  await site.settled(readsAtLeast);
}

describe('account update', () => {
  it('[ACC-011] with no active account, reads again every 2500 ms, at most 5 repeats', async () => {
    const site = await playerWithoutActiveAccount();
    expect(site.reads()).toBe(1);
    await pass(site, 2_499, 1);
    expect(site.reads()).toBe(1);
    await pass(site, 1, 2);
    expect(site.reads()).toBe(2);
    for (let repeat = 2; repeat <= ACCOUNT_UPDATE_POLL.repeats; repeat += 1) {
      await pass(site, 2_500, 1 + repeat);
      expect(site.reads()).toBe(1 + repeat);
    }
    await pass(site, 7_500, 6);
    expect(site.reads()).toBe(6);
  });

  it('[ACC-011] stops as soon as an active account exists', async () => {
    const site = await playerWithoutActiveAccount();
    await pass(site, 2_500, 2);
    expect(site.reads()).toBe(2);
    site.mock.patchState({ users: { fresh: { accounts: [account(90_001, 'RUB', 0, true)] } } });
    await pass(site, 2_500, 3);
    expect(site.reads()).toBe(3);
    expect(site.accounts().activeAccount).toMatchObject({ id: 90_001 });
    await pass(site, 10_000, 3);
    expect(site.reads()).toBe(3);
  });
});
