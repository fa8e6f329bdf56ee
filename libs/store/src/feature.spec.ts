import { createI18n } from '@kickoff/i18n';
import { createPlatformMock } from '@kickoff/platform-mock';
import { createMemoryAdapters } from '@kickoff/runtime';
import { createSlice } from '@reduxjs/toolkit';
import { describe, expect, it } from 'vitest';
import { createSite } from './create-site';
import { defineFeature, install } from './feature';

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

describe('lazy features', () => {
  it('load once whoever asks, inject their slices and listeners then, and say so to subscribers', async () => {
    let imports = 0;
    const late = createSlice({ name: 'storeSpecLate', initialState: { on: true }, reducers: {} });
    const { defineLazyFeature } = await import('./lazy-feature');
    const { store, ports } = site([
      defineLazyFeature('storeSpecLate', async () => {
        imports += 1;
        return { feature: defineFeature({ name: 'late', slices: [late] }), api: () => ({ greet: () => 'hi' }) };
      }),
    ]);
    const lazy = ports.lazy('storeSpecLate');
    let told = 0;
    lazy.subscribe(() => (told += 1));
    expect(lazy.isLoaded()).toBe(false);
    const [first, second] = await Promise.all([lazy.load(), lazy.load()]);
    expect(first.greet()).toBe('hi');
    expect(second).toBe(first);
    expect(imports).toBe(1);
    expect(told).toBe(1);
    expect((store.getState() as unknown as Record<string, unknown>)['storeSpecLate']).toEqual({ on: true });
  });

  it('one loaded after the start is imported right after it, never during it; featuresReady waits for it, what was sent to it meanwhile reaches it, the undo takes it down', async () => {
    let imports = 0;
    const late = createSlice({
      name: 'storeSpecLate',
      initialState: { switches: 0 },
      reducers: { switched: (state) => void (state.switches += 1) },
    });
    const heard: number[] = [];
    const { defineLazyFeature } = await import('./lazy-feature');
    const lateFeature = defineLazyFeature(
      'storeSpecLate',
      async () => {
        imports += 1;
        const feature = defineFeature({
          name: 'late',
          slices: [late],
          register: (ctx) =>
            ctx.startAppListening({ actionCreator: counter.actions.bumped, effect: () => void heard.push(1) }),
        });
        return { feature, api: () => ({ greet: () => 'late' }) };
      },
      { loadAfterStart: true, holds: late.actions.switched.match, resources: [{ en: { store_spec_late: 'Soon' } }] },
    );
    const { store, ports, featuresReady, uninstall, ctx } = site([lateFeature, counterFeature]);
    expect(imports).toBe(0);
    expect(ctx.i18n.t('store_spec_late')).toBe('Soon');
    store.dispatch(late.actions.switched());
    await featuresReady();
    expect(imports).toBe(1);
    expect(ports.lazy('storeSpecLate').isLoaded()).toBe(true);
    expect((store.getState() as unknown as Record<string, unknown>)['storeSpecLate']).toEqual({ switches: 1 });
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

  it('a chunk installed after the start that failed to load is asked for again, farther apart, until the site is taken down', async () => {
    const adapters = createMemoryAdapters();
    let attempts = 0;
    const { AFTER_START_RETRIES_MS, defineLazyFeature } = await import('./lazy-feature');
    const flaky = (failures: number) =>
      defineLazyFeature(
        'storeSpecLate',
        async () => {
          attempts += 1;
          if (attempts <= failures) throw new TypeError('Failed to fetch dynamically imported module');
          return { feature: defineFeature({ name: 'late' }), api: () => ({ greet: () => 'at last' }) };
        },
        { loadAfterStart: true },
      );
    const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

    const { ports, featuresReady } = site([flaky(2)], adapters);
    adapters.advance(0);
    await settle();
    expect(attempts).toBe(1);
    adapters.advance(AFTER_START_RETRIES_MS[0] - 1);
    await settle();
    expect(attempts).toBe(1);
    adapters.advance(1);
    await settle();
    expect(attempts).toBe(2);
    adapters.advance(AFTER_START_RETRIES_MS[1]);
    await featuresReady();
    expect([attempts, ports.lazy('storeSpecLate').isLoaded()]).toEqual([3, true]);

    attempts = 0;
    const downed = site([flaky(Number.POSITIVE_INFINITY)], adapters);
    adapters.advance(0);
    await settle();
    downed.uninstall();
    adapters.advance(AFTER_START_RETRIES_MS.reduce((sum, wait) => sum + wait, 0));
    await downed.featuresReady();
    expect(attempts).toBe(1);
  });

  it('a chunk that failed to load is tried again by the next load', async () => {
    let attempts = 0;
    const { defineLazyFeature } = await import('./lazy-feature');
    const { ports } = site([
      defineLazyFeature('storeSpecLate', async () => {
        attempts += 1;
        if (attempts === 1) throw new TypeError('Failed to fetch dynamically imported module');
        return { feature: defineFeature({ name: 'late' }), api: () => ({ greet: () => 'again' }) };
      }),
    ]);
    await expect(ports.lazy('storeSpecLate').load()).rejects.toThrow(/dynamically imported/);
    await expect(ports.lazy('storeSpecLate').load()).resolves.toMatchObject({});
    expect(attempts).toBe(2);
  });
});
