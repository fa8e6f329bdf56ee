import type { TabLocks } from './locks';
import type { ScriptLoader } from './scripts';
import type { KeyValueStorage } from './storage';
import type { TabChannel } from './tab-channel';
import type { Timers } from './timers';

/**
 * Browser adapters no first paint needs (locks, script loads, tab channels: the coupon, remote apps and the one-tap
 * sign-in use them, all installed later): each is a chunk of its own, loaded at its first use. Their answers were
 * asynchronous already, so nothing a caller sees changes but the first call's few milliseconds.
 */
export function laterLocks(win: Window, storage: KeyValueStorage, timers: Timers, now: () => number): TabLocks {
  let made: Promise<TabLocks> | undefined;
  const locks = () =>
    (made ??= import('./locks-browser').then(({ browserLocks, storageLeaseLocks }) =>
      browserLocks(win, () => storageLeaseLocks(storage, timers, now)),
    ));
  return { request: (name, work) => locks().then((ready) => ready.request(name, work)) };
}

export function laterScripts(doc: Document): ScriptLoader {
  let made: Promise<ScriptLoader> | undefined;
  const scripts = () =>
    (made ??= import('./scripts-browser').then(({ documentScriptLoader }) => documentScriptLoader(doc)));
  return {
    load: (src) => scripts().then((ready) => ready.load(src)),
    global: (name) => (doc.defaultView as unknown as Record<string, unknown> | null)?.[name],
  };
}

const ignore = () => undefined;

/**
 * A channel whose code arrives with its first use: posts and listeners follow it in order, none is lost; where its
 * code cannot load, this tab only loses sync (as with a browser that has no channels).
 */
export function laterTabChannel(name: string): TabChannel {
  const channel = import('./tab-channel-browser').then(({ browserTabChannel }) => browserTabChannel(name));
  return {
    post: (message) => void channel.then((open) => open.post(message), ignore),
    subscribe: (listener) => {
      const stop = channel.then(
        (open) => open.subscribe(listener),
        () => ignore,
      );
      return () => void stop.then((undo) => undo());
    },
    close: () => void channel.then((open) => open.close(), ignore),
  };
}
