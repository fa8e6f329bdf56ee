import { createI18n } from '@kickoff/i18n';
import { createPlatformMock } from '@kickoff/platform-mock';
import { createMemoryAdapters } from '@kickoff/runtime';
import { createSlice } from '@reduxjs/toolkit';
import { describe, expect, it } from 'vitest';
import { createSite } from './create-site';
import { defineFeature, type LaterPart } from './feature';
import type { install } from './install';
import { AFTER_START_RETRIES_MS } from './later';

const counter = createSlice({
  name: 'storeSpecCounter',
  initialState: { count: 0 },
  reducers: { bumped: (state) => void (state.count += 1) },
});
const echo = createSlice({
  name: 'storeSpecEcho',
  initialState: { heard: 0 },
  reducers: { heard: (state) => void (state.heard += 1) },
});

declare module './slots' {
  interface LazyLoadedSlices {
    storeSpecCounter: ReturnType<typeof counter.reducer>;
    storeSpecEcho: ReturnType<typeof echo.reducer>;
  }
  interface FeaturePorts {
    'storeSpec.count': () => number;
  }
  interface LazyFeatures {
    storeSpecLate: { greet(): string };
  }
}

function site(
  features: Parameters<typeof install>[0],
  adapters = createMemoryAdapters({ clock: createPlatformMock().clock }),
) {
  return createSite({
    adapters,
    i18n: createI18n({ language: 'en' }),
    site: { isProduction: false, siteVersion: 'test', platformOrigin: 'http://kickoff.test' },
    features,
    fetch: () => Promise.reject(new TypeError('offline')),
  });
}

const counterFeature = defineFeature({
  name: 'counter',
  slices: [counter],
  resources: [{ en: { store_spec_hello: 'Hello' }, ru: { store_spec_hello: 'Привет' } }],
  register: (ctx) => ctx.ports.provide('storeSpec.count', () => ctx.store.getState().storeSpecCounter.count),
});
const echoFeature = defineFeature({
  name: 'echo',
  slices: [echo],
  // Reads the counter's port only when an action comes: the order of installation does not matter for it.
  register: (ctx) =>
    ctx.startAppListening({
      actionCreator: counter.actions.bumped,
      effect: (_, api) => void (ctx.ports.get('storeSpec.count')() > 0 && api.dispatch(echo.actions.heard())),
    }),
});

describe('install', () => {
  it('injects every feature’s slices before any listener starts, adds its texts, and starts its listeners typed', () => {
    const { store, ctx } = site([echoFeature, counterFeature]);
    expect(store.getState().storeSpecCounter).toEqual({ count: 0 });
    store.dispatch(counter.actions.bumped());
    expect(store.getState().storeSpecEcho.heard).toBe(1);
    expect(ctx.i18n.t('store_spec_hello')).toBe('Hello');
  });

  it('the undo stops what register started', () => {
    const { store, uninstall } = site([counterFeature, echoFeature]);
    uninstall();
    store.dispatch(counter.actions.bumped());
    expect(store.getState().storeSpecEcho.heard).toBe(0);
  });

  it('a port nobody provides is named in the error; a port provided twice is refused', () => {
    const { ports } = site([]);
    expect(() => ports.get('storeSpec.count')).toThrow(/"storeSpec.count" is not provided/);
    expect(ports.find('storeSpec.count')).toBeUndefined();
    const twice = () => site([counterFeature, counterFeature]);
    expect(twice).toThrow(/provided twice/);
  });

  it('navigation asked before the router exists happens when it attaches, the last one winning', () => {
    const { navigation } = site([]);
    navigation.navigate('/ru/line');
    navigation.navigate('/ru/live', { replace: true });
    const done: unknown[] = [];
    const state = { location: { pathname: '/ru/', search: '' }, navigation: { state: 'idle' } };
    navigation.attach({
      state,
      navigate: (...args) => done.push(args),
      revalidate: () => undefined,
      subscribe: () => () => undefined,
    });
    expect(done).toEqual([['/ru/live', { replace: true }]]);
    expect(navigation.location()).toEqual({ pathname: '/ru/', search: '' });
  });
});

describe('later parts', () => {
  const late = createSlice({
    name: 'storeSpecLate',
    initialState: { switches: 0 },
    reducers: { switched: (state) => void (state.switches += 1) },
  });
  const lateState = (state: unknown) => (state as Record<string, unknown>)['storeSpecLate'];
  /** A feature whose part `storeSpecLate` brings the slice above; `imports` counts the chunk's loads. */
  function withLatePart(part: Omit<LaterPart<'storeSpecLate'>, 'name' | 'load'>, failures = 0) {
    const loads = { imports: 0 };
    const feature = defineFeature({
      name: 'owner',
      later: [
        {
          name: 'storeSpecLate',
          load: async () => {
            loads.imports += 1;
            if (loads.imports <= failures) throw new TypeError('Failed to fetch dynamically imported module');
            return { feature: defineFeature({ name: 'late', slices: [late] }), api: () => ({ greet: () => 'hi' }) };
          },
          ...part,
        },
      ],
    });
    return { feature, loads };
  }
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

  it('a part loads once whoever asks (first use), injects its slices then, says so to subscribers', async () => {
    const { feature, loads } = withLatePart({});
    const { store, ports } = site([feature]);
    const lazy = ports.lazy('storeSpecLate');
    let told = 0;
    lazy.subscribe(() => (told += 1));
    expect(lazy.isLoaded()).toBe(false);
    const [first, second] = await Promise.all([lazy.load(), lazy.load()]);
    expect(first.greet()).toBe('hi');
    expect(second).toBe(first);
    expect([loads.imports, told]).toEqual([1, 1]);
    expect(lateState(store.getState())).toEqual({ switches: 0 });
  });

  it('after-start: imported right after the start, never during it; what was sent to it meanwhile reaches it; featuresReady waits for it; the undo takes it down', async () => {
    const heard: number[] = [];
    const loads = { imports: 0 };
    const owner = defineFeature({
      name: 'owner',
      resources: [{ en: { store_spec_late: 'Soon' } }],
      later: [
        {
          name: 'storeSpecLate',
          when: 'after-start',
          holds: [late.actions.switched],
          load: async () => {
            loads.imports += 1;
            const feature = defineFeature({
              name: 'late',
              slices: [late],
              register: (ctx) =>
                ctx.startAppListening({ actionCreator: counter.actions.bumped, effect: () => void heard.push(1) }),
            });
            return { feature, api: () => ({ greet: () => 'late' }) };
          },
        },
      ],
    });
    const { store, ports, featuresReady, uninstall, ctx } = site([owner, counterFeature]);
    expect(ctx.i18n.t('store_spec_late')).toBe('Soon');
    // Kept, and (before the start) not a reason to load during it.
    store.dispatch(late.actions.switched());
    expect(loads.imports).toBe(0);
    await featuresReady();
    expect(loads.imports).toBe(1);
    expect(ports.lazy('storeSpecLate').isLoaded()).toBe(true);
    expect(lateState(store.getState())).toEqual({ switches: 1 });
    store.dispatch(counter.actions.bumped());
    uninstall();
    store.dispatch(counter.actions.bumped());
    expect(heard).toEqual([1]);
  });

  it('work after the start begins on the first timer after it, never during it', async () => {
    const adapters = createMemoryAdapters();
    const begun: string[] = [];
    const soon = defineFeature({
      name: 'soon',
      register: (ctx) => ctx.afterStart(async () => void begun.push('soon')),
    });
    const { featuresReady } = site([soon], adapters);
    expect(begun).toEqual([]);
    adapters.advance(0);
    expect(begun).toEqual(['soon']);
    await expect(featuresReady()).resolves.toBeUndefined();
  });

  it('after-start: a chunk that failed to load is asked for again, farther apart, until the site is taken down', async () => {
    const adapters = createMemoryAdapters();
    const twice = withLatePart({ when: 'after-start' }, 2);
    const { ports, featuresReady } = site([twice.feature], adapters);
    adapters.advance(0);
    await settle();
    expect(twice.loads.imports).toBe(1);
    adapters.advance(AFTER_START_RETRIES_MS[0] - 1);
    await settle();
    expect(twice.loads.imports).toBe(1);
    adapters.advance(1);
    await settle();
    expect(twice.loads.imports).toBe(2);
    adapters.advance(AFTER_START_RETRIES_MS[1]);
    await featuresReady();
    expect([twice.loads.imports, ports.lazy('storeSpecLate').isLoaded()]).toEqual([3, true]);

    const never = withLatePart({ when: 'after-start' }, Number.POSITIVE_INFINITY);
    const downed = site([never.feature], adapters);
    adapters.advance(0);
    await settle();
    downed.uninstall();
    adapters.advance(AFTER_START_RETRIES_MS.reduce((sum, wait) => sum + wait, 0));
    await downed.featuresReady();
    expect(never.loads.imports).toBe(1);
  });

  it('a chunk that failed to load is tried again by the next load', async () => {
    const { feature, loads } = withLatePart({}, 1);
    const { ports } = site([feature]);
    await expect(ports.lazy('storeSpecLate').load()).rejects.toThrow(/dynamically imported/);
    await expect(ports.lazy('storeSpecLate').load()).resolves.toMatchObject({});
    expect(loads.imports).toBe(2);
  });

  it('once: loads when the state comes to satisfy it (not before), once; a held action before then is kept and reaches it', async () => {
    const { feature, loads } = withLatePart({
      when: { once: (state) => state.storeSpecCounter.count >= 2 },
      holds: [late.actions.switched],
    });
    const { store, ports, featuresReady } = site([counterFeature, feature]);
    store.dispatch(counter.actions.bumped());
    await featuresReady();
    expect(loads.imports).toBe(0);
    store.dispatch(counter.actions.bumped());
    store.dispatch(counter.actions.bumped());
    await ports.lazy('storeSpecLate').load();
    await featuresReady();
    expect(loads.imports).toBe(1);
    // The press came before the chunk, and asked for it: it is there once the part is.
    const pressed = withLatePart({ when: { once: () => false }, holds: [late.actions.switched] });
    const other = site([counterFeature, pressed.feature]);
    await other.featuresReady();
    other.store.dispatch(late.actions.switched());
    await other.ports.lazy('storeSpecLate').load();
    expect([pressed.loads.imports, lateState(other.store.getState())]).toEqual([1, { switches: 1 }]);
  });

  it('a part already due at install (the state satisfies `once`) loads at once; `when` may be decided at install from the context', async () => {
    const due = withLatePart({ when: { once: () => true } });
    const dueSite = site([due.feature]);
    await dueSite.ports.lazy('storeSpecLate').load();
    expect(due.loads.imports).toBe(1);
    const decided = withLatePart({ when: (ctx) => (ctx.site.isProduction ? 'after-start' : 'first-use') });
    const decidedSite = site([decided.feature]);
    await decidedSite.featuresReady();
    expect(decided.loads.imports).toBe(0);
  });
});
