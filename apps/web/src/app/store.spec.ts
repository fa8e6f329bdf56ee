import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Storage } from 'redux-persist';
import { describe, expect, it } from 'vitest';
import { betFromSource, couponActions, couponSettingsSlice, persistedCouponSlice } from '@kickoff/coupon';
import { createPlatformClient } from '@kickoff/platform-api';
import { createManualClock, memoryCookies, memoryStorage as runtimeMemoryStorage } from '@kickoff/runtime';
import { makeStore as makeAppStore, rootReducer, type StoreOptions } from './store';

/** A real in-memory Storage (what localStorage offers redux-persist), so tests see exactly what is written. */
function memoryStorage(initial: Record<string, string> = {}): Storage & { data: Record<string, string> } {
  const data = { ...initial };
  return {
    data,
    getItem: async (key: string) => data[key] ?? null,
    setItem: async (key: string, value: string) => {
      data[key] = value;
    },
    removeItem: async (key: string) => {
      delete data[key];
    },
  };
}

const betsSlice = createSlice({
  name: 'savedBets',
  initialState: { ids: [] as number[] },
  reducers: { added: (state, action: PayloadAction<number>) => void state.ids.push(action.payload) },
});

declare module './store' {
  interface LazyLoadedSlices {
    savedBets: ReturnType<typeof betsSlice.getInitialState>;
  }
}
rootReducer.inject(betsSlice);

const clock = createManualClock(0);
const platform = createPlatformClient({ origin: '', appName: 'test', clock, cookies: memoryCookies(clock), storage: runtimeMemoryStorage() });
const makeStore = (options: Omit<StoreOptions, 'platform'>) => makeAppStore({ ...options, platform });

const rehydrated = (persistor: ReturnType<typeof makeStore>['persistor']) =>
  new Promise<void>((resolve) => {
    if (persistor.getState().bootstrapped) return resolve();
    const stop = persistor.subscribe(() => {
      if (persistor.getState().bootstrapped) {
        stop();
        resolve();
      }
    });
  });

describe('app store', () => {
  it('has the one platform API and lazily injected slices', () => {
    const { store } = makeStore({ storage: memoryStorage() });
    expect(store.getState().platformApi).toBeDefined();
    expect(store.getState().savedBets).toEqual({ ids: [] });
    store.dispatch(betsSlice.actions.added(7));
    expect(store.getState().savedBets.ids).toEqual([7]);
  });

  it('saves only the whitelisted slices, with the version, and restores them on the next start', async () => {
    const storage = memoryStorage();
    const first = makeStore({ storage, persistedSlices: ['savedBets'], version: 1 });
    await rehydrated(first.persistor);
    first.store.dispatch(betsSlice.actions.added(42));
    await first.persistor.flush();
    const saved = JSON.parse(storage.data['persist:kickoff'] ?? '{}');
    expect(Object.keys(saved).sort()).toEqual(['_persist', 'savedBets']);
    expect(JSON.parse(saved._persist)).toMatchObject({ version: 1 });

    const second = makeStore({ storage, persistedSlices: ['savedBets'], version: 1 });
    await rehydrated(second.persistor);
    expect(second.store.getState().savedBets.ids).toEqual([42]);
  });

  it('runs migrations on a saved state of an older version', async () => {
    const storage = memoryStorage({
      'persist:kickoff': JSON.stringify({ savedBets: JSON.stringify({ betIds: [1, 2] }), _persist: JSON.stringify({ version: 1, rehydrated: true }) }),
    });
    const { store, persistor } = makeStore({
      storage,
      persistedSlices: ['savedBets'],
      version: 2,
      migrations: {
        1: (state) => state,
        2: (state) => {
          const old = (state as unknown as { savedBets: { betIds: number[] } }).savedBets;
          return { ...state, savedBets: { ids: old.betIds } } as typeof state;
        },
      },
    });
    await rehydrated(persistor);
    expect(store.getState().savedBets.ids).toEqual([1, 2]);
  });

  it('starts with defaults when the saved state is corrupted', async () => {
    const storage = memoryStorage({ 'persist:kickoff': '{not json' });
    const { store, persistor } = makeStore({ storage, persistedSlices: ['savedBets'] });
    await rehydrated(persistor);
    expect(store.getState().savedBets.ids).toEqual([]);
    store.dispatch(betsSlice.actions.added(5));
    await persistor.flush();
    expect(JSON.parse(JSON.parse(storage.data['persist:kickoff'] ?? '{}').savedBets)).toEqual({ ids: [5] });
  });

  it('[CPN-003] keeps the coupon under its own key with only its saved fields, outside the root whitelist, and restores it', async () => {
    const rootStorage = memoryStorage();
    const couponStorage = runtimeMemoryStorage();
    const start = () => {
      // a persisted reducer holds its write queue: one per store, as main.tsx makes one per page
      rootReducer.inject(couponSettingsSlice, { overrideExisting: true });
      rootReducer.inject(persistedCouponSlice({ storage: couponStorage, logger: console }), { overrideExisting: true });
      return makeStore({ storage: rootStorage, persistedSlices: ['savedBets'] });
    };
    const first = start();
    await rehydrated(first.persistor);
    const bet = betFromSource({
      market: { id: 'm1', gameId: 1, sportId: 1, typeId: 1, kind: 1, param: null, name: 'П1', coef: 1.85, isBlocked: false, isLive: false, isBannedExpress: false },
      game: {
        id: 1, sportId: 1, champId: 1, sportName: 'Футбол', sportNameEng: 'Football', champName: 'РПЛ', champNameEng: 'RPL', opponents: [],
        startTime: 2_000_000_000, status: 0, isFinished: false, gameTime: null, isLiveInLive: false, statisticId: null,
      },
    });
    first.store.dispatch(couponActions.betAdded({ bet, addedAt: 1 }));
    first.store.dispatch(couponActions.amountChanged(100));
    await first.persistor.flush();
    expect(Object.keys(JSON.parse(couponStorage.getItem('persist:coupon') ?? '{}')).sort()).toEqual(['_persist', 'addedAtByBetId', 'bets', 'systemValue', 'typeId']);
    expect(Object.keys(JSON.parse(rootStorage.data['persist:kickoff'] ?? '{}')).sort()).toEqual(['_persist', 'savedBets']);

    const second = start();
    await rehydrated(second.persistor);
    expect(second.store.getState().coupon?.bets.map((saved: { market: { id: string } }) => saved.market.id)).toEqual(['m1']);
    expect(second.store.getState().coupon?.amount).toBe(0);
  });
});
