import { sleep } from '@kickoff/runtime';
import type { UnknownAction } from '@reduxjs/toolkit';
import type { RootState } from './app-store';
import type { ActionMatcher, AnyLaterPart, Feature, FeatureContext, LaterPart, LoadableFeature } from './feature';
import type { LazyFeature, LazyFeatureName } from './ports';

/** A chunk installed after the start that failed to load is asked for again this long after each failure. */
export const AFTER_START_RETRIES_MS = [2_000, 10_000, 30_000] as const;

type Install = (features: readonly Feature[], ctx: FeatureContext) => () => void;

/** Undoes what was started, the latest first. */
const undoAll = (stops: (() => void)[]) => () =>
  stops
    .splice(0)
    .reverse()
    .forEach((stop) => stop());

/** The part's loader (its lazy port) and the undo of all it started and installed. */
function loaderOf<Api>(
  ctx: FeatureContext,
  part: { load: () => Promise<LoadableFeature<Api>>; holds?: readonly ActionMatcher[] | undefined },
  install: Install,
  /** Whether a kept action asks for the part now (an after-start part's waits for the start). */
  mayAsk: () => boolean,
): LazyFeature<Api> & { stop(): void } {
  let loading: Promise<Api> | undefined;
  let offered: Api | undefined;
  let isLoaded = false;
  let isStopped = false;
  const stops: (() => void)[] = [];
  const listeners = new Set<() => void>();
  const held: UnknownAction[] = [];
  const stopHolding = ctx.startAppListening({
    predicate: (action) => !isLoaded && (part.holds ?? []).some((matcher) => matcher.match(action)),
    effect: (action) => {
      held.push(action);
      if (mayAsk()) load().catch(() => undefined);
    },
  });
  stops.push(stopHolding);
  const load = (): Promise<Api> => {
    loading ??= part.load().then(
      async (loadable) => {
        // The chunk was evaluated in this task: installing it gets one of its own (a slow phone spends tens of
        // milliseconds on each), and so does the restore of its saved state.
        await ctx.adapters.tasks.yield();
        if (isStopped) throw new Error('later: the site is down');
        stops.push(install([loadable.feature], ctx));
        // Its persisted slices joined after the start's PERSIST: their records are read now (migrations included),
        // in a task of their own, and what was sent to it meanwhile goes to the restored state. A part without
        // them gets what it kept in the task that installed it: none of it may reach its listeners twice.
        const restoring = ctx.restoreSaved();
        if (restoring) {
          await ctx.adapters.tasks.yield();
          await restoring;
        }
        const api = loadable.api(ctx);
        offered = api;
        isLoaded = true;
        stopHolding();
        held.splice(0).forEach((action) => ctx.store.dispatch(action));
        listeners.forEach((listener) => listener());
        return api;
      },
      (error: unknown) => {
        // A failed chunk load may be tried again by the next use.
        loading = undefined;
        ctx.adapters.logger.warn('later: a chunk failed to load', error);
        throw error;
      },
    );
    return loading;
  };
  return {
    load,
    isLoaded: () => isLoaded,
    loaded: () => offered,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    stop: () => {
      isStopped = true;
      undoAll(stops)();
    },
  };
}

/** Loads right after the start, asking again after each of `AFTER_START_RETRIES_MS` until the site is taken down. */
function loadAfterStart(ctx: FeatureContext, load: () => Promise<unknown>): () => void {
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
 * Loads when the state comes to satisfy `once` (at install, or after an action); a load that failed is asked for
 * again the next time it comes to (or by an action the part keeps), not on every action while it holds.
 */
function loadOnce<Api>(ctx: FeatureContext, once: (state: RootState) => boolean, loader: LazyFeature<Api>): () => void {
  const load = () => void loader.load().catch(() => undefined);
  const stop = ctx.startAppListening({
    predicate: (_, current, previous) => !loader.isLoaded() && once(current) && !once(previous),
    effect: load,
  });
  if (once(ctx.store.getState())) load();
  return stop;
}

/**
 * Offers each of a feature's `later` parts as its lazy port and loads it when its `when` says. Runs before the
 * feature's `register`, which may use them (`ctx.ports.lazy(name)`). Returns the undo (the parts' installs too).
 */
export function installLater(parts: readonly AnyLaterPart[], ctx: FeatureContext, install: Install): () => void {
  let started = false;
  const stops: (() => void)[] = [ctx.afterStart(async () => void (started = true))];
  for (const part of parts as readonly LaterPart<LazyFeatureName>[]) {
    const when = typeof part.when === 'function' ? part.when(ctx) : (part.when ?? 'first-use');
    // Before the start an after-start part only keeps what is sent to it: it loads right after the start anyway,
    // and a choice told at start (the odds format) must not pull its chunk into the start.
    const loader = loaderOf(ctx, part, install, () => when !== 'after-start' || started);
    ctx.ports.provideLazy(part.name, loader);
    if (when === 'after-start') stops.push(loadAfterStart(ctx, loader.load));
    else if (when !== 'first-use') stops.push(loadOnce(ctx, when.once, loader));
    stops.push(loader.stop);
  }
  return undoAll(stops);
}
