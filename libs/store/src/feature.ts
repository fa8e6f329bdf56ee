import { DEFAULT_NAMESPACE, type ResourceBundle } from '@kickoff/i18n';
import type { Adapters, TimerHandle, Timers } from '@kickoff/runtime';
import { createAction } from '@reduxjs/toolkit';
import type { i18n as I18n } from 'i18next';
import type { Persistor } from 'redux-persist';
import type { AppStartListening, AppStore, InjectableSlice } from './app-store';
import type { Navigation, RouterLike } from './navigation';
import type { FeatureHead } from './contributions/head';
import type { FeatureGuard, FeatureRoutes } from './contributions/pages';
import type { FeatureServer } from './contributions/server';
import type { FeatureSlots } from './contributions/slots';
import type { PortRegistry } from './ports';

/** Facts of the build the site runs: set once by the app (its environment), read by features. */
export interface SiteSettings {
  isProduction: boolean;
  /** The running build's version (version.json of the deployed site is compared with it). */
  siteVersion: string;
  /** Where platform calls go: '' for the page's own origin. */
  platformOrigin: string;
}

/** Everything a feature may use while it installs: no globals, nothing it must import from the app. */
export interface FeatureContext {
  store: Pick<AppStore, 'dispatch' | 'getState' | 'subscribe'>;
  startAppListening: AppStartListening;
  adapters: Adapters;
  i18n: I18n;
  /** `attach` is for the one who makes the router (shell-routing's `createSiteRouter`). */
  navigation: Navigation & { attach(router: RouterLike): void };
  ports: PortRegistry;
  site: SiteSettings;
  /** Injects slices that arrive later (a feature of its own chunk installing itself). */
  inject(slice: InjectableSlice): void;
  /**
   * Restores the persisted slices injected since the start (redux-persist reads a slice's record on its first PERSIST);
   * resolves once every one is restored.
   */
  restoreSaved(): Promise<void>;
  /**
   * Runs `task` right after the site's start (features installed, saved slices restoring), never during it: work
   * no first paint needs but every page wants soon, such as a chunk that installs itself. Returns the cancel.
   */
  afterStart(task: () => Promise<unknown>): () => void;
  /** The site's features in install order: the router, the layout and the server collect what they bring. */
  features: readonly Feature[];
}

/**
 * The site's after-start work: each task begins on a timer of its own right after the start, or at once when someone
 * waits for all of it (`ready`: tests, which drive time by hand, and anyone who must see the features installed).
 */
export function afterStartTasks(timers: Timers) {
  const waiting = new Set<() => void>();
  const running = new Set<Promise<unknown>>();
  const schedule = (task: () => Promise<unknown>) => {
    const begin = () => {
      if (!waiting.delete(begin)) return;
      timers.clearTimeout(handle);
      // A task reports its own failures (a chunk that failed to load logs and may be tried again).
      const run: Promise<unknown> = task()
        .catch(() => undefined)
        .finally(() => running.delete(run));
      running.add(run);
    };
    waiting.add(begin);
    const handle: TimerHandle = timers.setTimeout(begin, 0);
    return () => {
      waiting.delete(begin);
      timers.clearTimeout(handle);
    };
  };
  const ready = async (): Promise<void> => {
    // A task may schedule another (a feature whose install starts more): wait until nothing is left.
    while (waiting.size > 0 || running.size > 0) {
      [...waiting].forEach((begin) => begin());
      await Promise.all([...running]);
    }
  };
  return { schedule, ready };
}

export interface Feature {
  /** For errors and the install order's documentation. */
  name: string;
  /** The slices the feature reads; a function when a slice needs an adapter (a persisted slice needs storage). */
  slices?: readonly InjectableSlice[] | ((adapters: Adapters) => readonly InjectableSlice[]);
  /** Texts its components need, added to the default namespace before anything renders. */
  resources?: readonly ResourceBundle[];
  /** Starts listeners and provides ports; returns the undo (tests and hot reloads stop what it started). */
  register?(ctx: FeatureContext): void | (() => void);
  /** Its pages, by route name of the shell's table. */
  routes?: FeatureRoutes;
  /** Its route guards; they run in the stage order of `GUARD_STAGES`. */
  guards?: readonly FeatureGuard[];
  /** What it puts in the layout's named slots. */
  slots?: FeatureSlots;
  /** Its tags of the page head, for the server's first response and every client navigation. */
  head?: FeatureHead;
  /** What the server may hand the browser of its answers, and the third parties its code reaches. */
  server?: FeatureServer;
}

/** Resolves once every persisted slice injected so far has been restored (none is still registered and unread). */
export function savedRestored(persistor: Persistor): Promise<void> {
  return new Promise((resolve) => {
    const check = () => {
      const { bootstrapped, registry } = persistor.getState();
      if (!bootstrapped || registry.length > 0) return;
      unsubscribe();
      resolve();
    };
    const unsubscribe = persistor.subscribe(check);
    check();
  });
}

/** Features joined the store (their slices now hold their initial state). */
export const featuresInstalled = createAction<string[]>('store/featuresInstalled');

/** A lib joins the site by exporting one of these from its index. */
export const defineFeature = <F extends Feature>(feature: F): F => feature;

export function addResources(i18n: I18n, bundles: readonly ResourceBundle[]) {
  for (const bundle of bundles) {
    for (const [language, texts] of Object.entries(bundle)) {
      if (texts) i18n.addResourceBundle(language, DEFAULT_NAMESPACE, texts, true, false);
    }
  }
}

/**
 * Installs features in the given order: texts, then slices, then listeners and ports. The order is the app's
 * documented list; a port a feature reads at install time must come from one installed before it.
 */
export function install(features: readonly Feature[], ctx: FeatureContext): () => void {
  const stops: (() => void)[] = [];
  for (const feature of features) {
    if (feature.resources) addResources(ctx.i18n, feature.resources);
    const slices = typeof feature.slices === 'function' ? feature.slices(ctx.adapters) : (feature.slices ?? []);
    slices.forEach(ctx.inject);
  }
  // An injected slice has no state until the next action: this one gives every new slice its initial state.
  ctx.store.dispatch(featuresInstalled(features.map((feature) => feature.name)));
  for (const feature of features) {
    const stop = feature.register?.(ctx);
    if (stop) stops.push(stop);
  }
  return () => stops.reverse().forEach((stop) => stop());
}
