import type { LazyFeature, LazyFeatureName } from './ports';
import type { LazyFeatures } from './slots';
import { type Feature, type FeatureContext, defineFeature, install } from './feature';

/** What a lazily loaded lib exports: its feature and what it offers once installed. */
export interface LoadableFeature<Api> {
  feature: Feature;
  api(ctx: FeatureContext): Api;
}

export function lazyFeature<Api>(ctx: FeatureContext, importFeature: () => Promise<LoadableFeature<Api>>): LazyFeature<Api> {
  let loading: Promise<Api> | undefined;
  let loaded = false;
  const listeners = new Set<() => void>();
  return {
    load: () => {
      loading ??= importFeature().then(
        (loadable) => {
          install([loadable.feature], ctx);
          const api = loadable.api(ctx);
          loaded = true;
          listeners.forEach((listener) => listener());
          return api;
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
    subscribe: (listener) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

/**
 * The app's list names a chunk-loaded lib with this: it provides the lazy feature `name`, through which everyone
 * loads and uses the lib; its code arrives with the first `load()`.
 */
export function defineLazyFeature<K extends LazyFeatureName>(name: K, importFeature: () => Promise<LoadableFeature<LazyFeatures[K]>>): Feature {
  return defineFeature({
    name: `${String(name)} (lazy)`,
    register: (ctx) => ctx.ports.provideLazy(name, lazyFeature(ctx, importFeature)),
  });
}
