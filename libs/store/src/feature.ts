import { DEFAULT_NAMESPACE, type ResourceBundle } from '@kickoff/i18n';
import type { Adapters, PageAddress, TimerHandle, Timers } from '@kickoff/runtime';
import { createAction } from '@reduxjs/toolkit';
import type { i18n as I18n } from 'i18next';
import type { Persistor } from 'redux-persist';
import type { AppStartListening, AppStore, InjectableSlice, RootState } from './app-store';
import type { Navigation, RouterLike } from './navigation';
import type { FeatureHead } from './contributions/head';
import type { FeatureGuard, FeatureRoutes } from './contributions/pages';
import type { FeatureServer } from './contributions/server';
import type { FeatureSlots } from './contributions/slots';
import type { LazyFeatureName, PortRegistry } from './ports';
import type { LazyFeatures } from './slots';

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
   * resolves once every one is restored; undefined when none waits for its record (nothing to wait for).
   */
  restoreSaved(): Promise<void> | undefined;
  /**
   * Runs `task` right after the site's start (features installed, saved slices restoring), never during it: work
   * no first paint needs but every page wants soon, such as a chunk that installs itself. Returns the cancel.
   */
  afterStart(task: () => Promise<unknown>): () => void;
  /** The site's features in install order: the router, the layout and the server collect what they bring. */
  features: readonly Feature[];
  /** When and where the page started: the clock's time and the address when the site was made (a part loaded later catches up on them). */
  start: { at: number; address: PageAddress };
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
  /** Its parts that load after the start (services, a whole feature's code): the one way to load code later. */
  later?: readonly AnyLaterPart[];
}

/** What a part's chunk exports: the feature it installs and what it offers once installed. */
export interface LoadableFeature<Api> {
  feature: Feature;
  api(ctx: FeatureContext): Api;
}

/**
 * When a part loads, besides the first `load()` of whoever uses it through its lazy port:
 * - `first-use`: only then (the forms: the first form, captcha or login guard);
 * - `after-start`: right after the site's start (`FeatureContext.afterStart`), asked for again after each of
 *   `AFTER_START_RETRIES_MS` while the chunk fails to load (a network blip must not leave the work undone);
 * - `{ once }`: the first time the state satisfies it, at install or after any action (placement: the first bet).
 */
export type LaterWhen = 'first-use' | 'after-start' | { readonly once: (state: RootState) => boolean };

/** An action creator (or any matcher) of the part's own actions. */
export interface ActionMatcher {
  match(action: unknown): boolean;
}

/** One part of a feature that loads after the start: its chunk, when it loads, and which of its actions wait for it. */
export interface LaterPart<K extends LazyFeatureName> {
  /** The lazy port it is offered as: `ctx.ports.lazy(name)` loads it (once, whoever asks) and reads what it offers. */
  name: K;
  /** Its chunk: `() => import('./services').then((chunk) => chunk.servicesModule)`. */
  load: () => Promise<LoadableFeature<LazyFeatures[K]>>;
  /** `first-use` unless said; a function decides at install (a search bot's session runs no timers). */
  when?: LaterWhen | ((ctx: FeatureContext) => LaterWhen);
  /**
   * Its own actions that may come before it arrives (a logout pressed, a choice told at start): kept and dispatched
   * again once it is installed. After the start, a kept action also asks for the part (the press that finds it away
   * loads it, and retries a load that failed).
   */
  holds?: readonly ActionMatcher[];
}

/** Any one of the lazy ports' parts (its name decides the rest of its type). */
export type AnyLaterPart = { [K in LazyFeatureName]: LaterPart<K> }[LazyFeatureName];

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
