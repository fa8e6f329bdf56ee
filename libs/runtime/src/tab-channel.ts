/**
 * Messages between the open tabs of one origin (cross-tab sync). What a tab posts reaches every other tab
 * on the same channel name, never the poster itself, and arrives asynchronously, as with BroadcastChannel.
 */
export interface TabChannel {
  post(message: unknown): void;
  subscribe(listener: (message: unknown) => void): () => void;
  close(): void;
}

function listenerSet() {
  const listeners = new Set<(message: unknown) => void>();
  return {
    add(listener: (message: unknown) => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    deliver(message: unknown) {
      for (const listener of [...listeners]) {
        try {
          listener(message);
        } catch {
          // one broken subscriber must not starve the others of the message
        }
      }
    },
    clear: () => listeners.clear(),
  };
}

const STORAGE_KEY_PREFIX = 'kickoff-tab-channel:';

/** Safari before 15.4 has no BroadcastChannel; a `storage` event carries the message there instead. */
function storageEventChannel(name: string, win: Window): TabChannel {
  const key = `${STORAGE_KEY_PREFIX}${name}`;
  const listeners = listenerSet();
  const onStorage = (event: StorageEvent) => {
    if (event.key !== key || event.newValue === null) return;
    try {
      listeners.deliver((JSON.parse(event.newValue) as { message: unknown }).message);
    } catch {
      // another script's junk under our key: not a message
    }
  };
  win.addEventListener('storage', onStorage);
  return {
    post: (message) => {
      try {
        // The nonce makes two equal messages two writes (an unchanged value fires no event); removing it
        // at once leaves nothing behind.
        win.localStorage.setItem(key, JSON.stringify({ nonce: Math.random(), message }));
        win.localStorage.removeItem(key);
      } catch {
        // storage refused (quota, private mode): this tab only loses sync
      }
    },
    subscribe: (listener) => listeners.add(listener),
    close: () => {
      win.removeEventListener('storage', onStorage);
      listeners.clear();
    },
  };
}

const silentChannel: TabChannel = { post: () => undefined, subscribe: () => () => undefined, close: () => undefined };

/** BroadcastChannel where the browser has it, else `storage` events, else nothing (one tab, no sync). */
export function browserTabChannel(
  name: string,
  win: (Window & typeof globalThis) | undefined = globalThis.window,
): TabChannel {
  if (!win) return silentChannel;
  if (typeof win.BroadcastChannel !== 'function') {
    try {
      return storageEventChannel(name, win);
    } catch {
      return silentChannel;
    }
  }
  const channel = new win.BroadcastChannel(name);
  const listeners = listenerSet();
  channel.onmessage = (event: MessageEvent) => listeners.deliver(event.data);
  return {
    post: (message) => {
      try {
        channel.postMessage(message);
      } catch {
        // uncloneable message or closed channel: this tab only loses sync
      }
    },
    subscribe: (listener) => listeners.add(listener),
    close: () => {
      listeners.clear();
      channel.close();
    },
  };
}

/** In-memory tabs for tests: `open(name)` once per simulated tab; delivery is async, on a microtask. */
export function createMemoryTabChannels(): { open(name: string): TabChannel } {
  const openChannels = new Map<string, Set<ReturnType<typeof listenerSet>>>();
  return {
    open(name) {
      const own = listenerSet();
      const peers = openChannels.get(name) ?? new Set();
      openChannels.set(name, peers);
      peers.add(own);
      let closed = false;
      return {
        post: (message) => {
          if (closed) return;
          // structuredClone: a tab never shares object identity with another, as in a browser
          const copy = structuredClone(message);
          for (const peer of peers) if (peer !== own) queueMicrotask(() => peer.deliver(copy));
        },
        subscribe: (listener) => own.add(listener),
        close: () => {
          closed = true;
          peers.delete(own);
          own.clear();
        },
      };
    },
  };
}
