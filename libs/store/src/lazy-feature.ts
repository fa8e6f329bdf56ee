import type { ResourceBundle } from '@kickoff/i18n';
import { sleep } from '@kickoff/runtime';
import type { UnknownAction } from '@reduxjs/toolkit';
import type { LazyFeature, LazyFeatureName } from './ports';
import type { LazyFeatures } from './slots';
import { type Feature, type FeatureContext, defineFeature, install } from './feature';

/** What a lazily loaded lib exports: its feature and what it offers once installed. */
export interface LoadableFeature<Api> {
  feature: Feature;
  api(ctx: FeatureContext): Api;
}

/** What a chunk-loaded feature brings the site from the start: its pages, guards, slot parts, head and server parts. */
export type FeatureContributions = Pick<Feature, 'routes' | 'guards' | 'slots' | 'head' | 'server'>;

export interface LazyFeatureOptions extends FeatureContributions {
  /**
   * Installs right after the site's start (`FeatureContext.afterStart`) instead of on first use: for a feature every
   * page needs soon but no first paint needs (the coupon restores the saved bets, then tab sync and live updates run).
   */
  loadAfterStart?: boolean;
  /** Texts the parts shown before the chunk arrives need (a placeholder's), added at start like any feature's. */
  resources?: readonly ResourceBundle[];
  /** Actions meant for the feature that may come before it arrives (a choice told at start): kept and sent again once it is installed. */
  holds?: (action: UnknownAction) => boolean;
}

/** A lazy feature and the undo of what it installed (the site's uninstall takes a loaded feature down too). */
export type InstallableLazyFeature<Api> = LazyFeature<Api> & { uninstall(): void };

export function lazyFeature<Api>(
  ctx: FeatureContext,
  importFeature: () => Promise<LoadableFeature<Api>>,
  { holds }: Pick<LazyFeatureOptions, 'holds'> = {},
): InstallableLazyFeature<Api> {
  let loading: Promise<Api> | undefined;
  let loaded = false;
  let offered: Api | undefined;
  let isUninstalled = false;
  const stops: (() => void)[] = [];
  const listeners = new Set<() => void>();
  const held: UnknownAction[] = [];
  const stopHolding = holds
    ? ctx.startAppListening({
        predicate: (action) => !loaded && holds(action),
        effect: (action) => void held.push(action),
      })
    : () => undefined;
  stops.push(stopHolding);
  return {
    load: () => {
      loading ??= importFeature().then(
        async (loadable) => {
          // The chunk was evaluated in this task: installing it gets one of its own (a slow phone spends tens of
          // milliseconds on each), and so does the restore of its saved state.
          await ctx.adapters.tasks.yield();
          if (isUninstalled) throw new Error('lazy feature: the site was taken down before its chunk arrived');
          stops.push(install([loadable.feature], ctx));
          await ctx.adapters.tasks.yield();
          // Its persisted slices joined after the start's PERSIST: their records are read now (migrations included),
          // and what was sent to it meanwhile goes to the restored state.
          return ctx.restoreSaved().then(() => {
            const api = loadable.api(ctx);
            offered = api;
            loaded = true;
            stopHolding();
            held.splice(0).forEach((action) => ctx.store.dispatch(action));
            listeners.forEach((listener) => listener());
            return api;
          });
        },
        (error: unknown) => {
          // A failed chunk load may be tried again by the next click.
          loading = undefined;
          ctx.adapters.logger.warn('lazy feature: chunk failed to load', error);
          throw error;
        },
      );
      return loading;
    },
    isLoaded: () => loaded,
    loaded: () => offered,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    uninstall: () => {
      isUninstalled = true;
      stops
        .splice(0)
        .reverse()
        .forEach((stop) => stop());
    },
  };
}

/** A chunk installed after the start that failed to load (a network blip) is asked for again this long after each failure. */
export const AFTER_START_RETRIES_MS = [2_000, 10_000, 30_000] as const;

/**
 * Loads a chunk right after the site's start (`FeatureContext.afterStart`); a failed load is tried again after each
 * of `AFTER_START_RETRIES_MS`, until the site is taken down. Without it one blip would leave what the chunk does
 * (the coupon, the balance reads) undone, and what was sent to it held, until the next page load.
 */
export function installAfterStart(
  ctx: Pick<FeatureContext, 'afterStart' | 'adapters'>,
  load: () => Promise<unknown>,
): () => void {
  const takenDown = new AbortController();
  const cancel = ctx.afterStart(async () => {
    for (const wait of AFTER_START_RETRIES_MS) {
      try {
        return await load();
      } catch {
        await sleep(wait, { timers: ctx.adapters.timers, signal: takenDown.signal });
      }
    }
    return load();
  });
  return () => {
    takenDown.abort();
    cancel();
  };
}

/**
 * The app's list names a chunk-loaded lib with this: it provides the lazy feature `name`, through which everyone
 * loads and uses the lib; its code arrives with the first `load()`, or right after the start with `loadAfterStart`.
 */
export function defineLazyFeature<K extends LazyFeatureName>(
  name: K,
  importFeature: () => Promise<LoadableFeature<LazyFeatures[K]>>,
  { loadAfterStart = false, resources, holds, ...contributions }: LazyFeatureOptions = {},
): Feature {
  return defineFeature({
    name: `${String(name)} (lazy)`,
    ...(resources ? { resources } : {}),
    ...contributions,
    register: (ctx) => {
      const feature = lazyFeature(ctx, importFeature, holds ? { holds } : {});
      ctx.ports.provideLazy(name, feature);
      const cancel = loadAfterStart ? installAfterStart(ctx, feature.load) : () => undefined;
      return () => {
        cancel();
        feature.uninstall();
      };
    },
  });
}
