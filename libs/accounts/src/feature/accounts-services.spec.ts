import { loggedOut } from '@kickoff/contracts';
import { describe, expect, it, vi } from 'vitest';
import { createAccountsSite } from '../testing/accounts-site';
import { chunkGate, pause } from '@kickoff/testing';

// The services' chunk arrives when the test says so.
// The mocked module is first imported after the start, when `chunk` exists.
const chunk = chunkGate();
vi.mock('./accounts-services', async (importOriginal) => {
  await chunk.arrived;
  return importOriginal();
});

describe('the accounts’ work, a chunk installed right after the start', () => {
  it('[ACC-006] reads the balance of a player signed in before it arrived once it is in; installed, a sign-in reads once', async () => {
    const site = createAccountsSite();
    await site.signIn('demo');
    await pause(50);
    expect([site.reads(), site.accounts().status]).toEqual([0, 'unknown']);

    chunk.arrive();
    await site.featuresReady();
    await site.settled(1);
    expect(site.reads()).toBe(1);
    expect(site.accounts()).toMatchObject({ status: 'known', balance: 10_000, activeAccount: { iso: 'RUB' } });

    site.store.dispatch(loggedOut());
    await site.settled();
    await site.signIn('demo');
    await site.settled(2);
    await pause(50);
    expect(site.reads()).toBe(2);
  });
});
