// The browser's tab channels: a chunk of its own (adapters.ts loads it when a channel is first opened; only the
// coupon, installed after the start, opens one).
import { listenerSet, type TabChannel } from './tab-channel';

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
