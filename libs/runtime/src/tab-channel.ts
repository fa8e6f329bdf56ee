/**
 * Messages between the open tabs of one origin (cross-tab sync). What a tab posts reaches every other tab
 * on the same channel name, never the poster itself, and arrives asynchronously, as with BroadcastChannel.
 */
export interface TabChannel {
  post(message: unknown): void;
  subscribe(listener: (message: unknown) => void): () => void;
  close(): void;
}

export function listenerSet() {
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
