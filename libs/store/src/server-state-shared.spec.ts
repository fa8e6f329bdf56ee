import { createI18n } from '@kickoff/i18n';
import { createPlatformMock } from '@kickoff/platform-mock';
import { createMemoryAdapters } from '@kickoff/runtime';
import { createSelector, createSlice } from '@reduxjs/toolkit';
import { describe, expect, it } from 'vitest';
import { serverStateShared } from './app-store';
import { createSite } from './create-site';
import { defineFeature } from './feature';

const shelf = createSlice({
  name: 'storeSpecShelf',
  initialState: { sports: [{ id: 1, name: 'Football' }], picked: [] as number[] },
  reducers: { picked: (state, { payload }: { payload: number }) => void state.picked.push(payload) },
});

declare module './slots' {
  interface LazyLoadedSlices {
    storeSpecShelf: ReturnType<typeof shelf.reducer>;
  }
}

const shelfFeature = defineFeature({ name: 'shelf', slices: [shelf] });

function site() {
  const adapters = createMemoryAdapters({ clock: createPlatformMock().clock });
  return createSite({
    adapters,
    i18n: createI18n({ language: 'en' }),
    site: { isProduction: false, siteVersion: 'test', platformOrigin: 'http://kickoff.test' },
    features: [shelfFeature],
    fetch: () => Promise.reject(new TypeError('offline')),
  });
}

describe('serverStateShared', () => {
  it("gives the browser's store the server's objects where its state equals the server's, and keeps its own elsewhere", () => {
    const server = site();
    server.store.dispatch(shelf.actions.picked(7));
    // What the browser reads from the page: the server's state after JSON.
    const serverState = JSON.parse(JSON.stringify(server.store.getState())) as ReturnType<typeof server.store.getState>;

    const browser = site();
    const selectSports = createSelector([(state: typeof serverState) => state.storeSpecShelf.sports], (sports) =>
      sports.map((sport) => sport.name),
    );
    const duringHydration = selectSports(serverState);
    browser.store.dispatch(shelf.actions.picked(7));
    browser.store.dispatch(shelf.actions.picked(9));
    expect(selectSports(browser.store.getState())).not.toBe(duringHydration);

    browser.store.dispatch(serverStateShared(serverState));
    const after = browser.store.getState();
    expect(after.storeSpecShelf.sports).toBe(serverState.storeSpecShelf.sports);
    expect(selectSports(after)).toBe(duringHydration);
    // The browser's own difference stays its own.
    expect(after.storeSpecShelf.picked).toEqual([7, 9]);
    expect(after.storeSpecShelf).not.toBe(serverState.storeSpecShelf);

    browser.store.dispatch(shelf.actions.picked(11));
    expect(browser.store.getState().storeSpecShelf.picked).toEqual([7, 9, 11]);
    expect(browser.store.getState().storeSpecShelf.sports).toBe(serverState.storeSpecShelf.sports);
  });
});
