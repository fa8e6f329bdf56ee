import { describe, expect, it, vi } from 'vitest';
import { activeAccountChangeRequested } from '../state/accounts-slice';
import { createAccountsSite } from '../testing/accounts-site';
import { chunkGate, pause } from '@kickoff/testing';

// The services' chunk arrives when the test says so.
// The mocked module is first imported after the start, when `chunk` exists.
const chunk = chunkGate();
vi.mock('./accounts-services', async (importOriginal) => {
  await chunk.arrived;
  return importOriginal();
});

describe('requests to the accounts before their work arrived', () => {
  it('[ACC-007] a switch asked for before the chunk arrived is sent once it is in, once, with the target id', async () => {
    const site = createAccountsSite();
    await site.signIn('demo');
    site.store.dispatch(activeAccountChangeRequested({ id: 10_012 }));
    await pause(50);
    expect(site.mock.requests('accountsChangeActive')).toHaveLength(0);

    chunk.arrive();
    await site.featuresReady();
    await site.until((state) => state.activeAccount?.iso === 'USD' && !state.isChangeInProgress);
    await site.settled();
    expect(site.mock.requests('accountsChangeActive').map((request) => request.body)).toEqual([{ id: 10_012 }]);
    expect(site.accounts()).toMatchObject({ status: 'known', activeAccount: { id: 10_012, iso: 'USD' } });
  });
});
