/** The Web Storage subset Kickoff uses (also what redux-persist needs, when wrapped in promises). */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export function memoryStorage(initial: Record<string, string> = {}): KeyValueStorage {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, String(value)),
    removeItem: (key) => void data.delete(key),
  };
}

/**
 * localStorage / sessionStorage, or memory when the browser refuses (private mode, disabled storage, SSR):
 * storage trouble must never break the site, it only loses persistence.
 */
export function browserStorage(kind: 'local' | 'session'): KeyValueStorage {
  const fallback = memoryStorage();
  let store: Storage | undefined;
  try {
    store = kind === 'local' ? globalThis.localStorage : globalThis.sessionStorage;
    const probe = '__kickoff_probe__';
    store.setItem(probe, probe);
    store.removeItem(probe);
  } catch {
    store = undefined;
  }
  if (!store) return fallback;
  const web = store;
  return {
    getItem: (key) => {
      try {
        return web.getItem(key);
      } catch {
        return fallback.getItem(key);
      }
    },
    setItem: (key, value) => {
      try {
        web.setItem(key, value);
      } catch {
        fallback.setItem(key, value); // quota exceeded: keep it for this page at least
      }
    },
    removeItem: (key) => {
      try {
        web.removeItem(key);
      } finally {
        fallback.removeItem(key);
      }
    },
  };
}

/**
 * Reads a JSON value and checks it; anything missing, unparsable or of the wrong shape gives the fallback.
 * `accept` returns the value to use, or undefined to reject it.
 */
export function readJson<T>(storage: KeyValueStorage, key: string, accept: (raw: unknown) => T | undefined, fallback: T): T {
  const text = storage.getItem(key);
  if (text === null) return fallback;
  try {
    return accept(JSON.parse(text)) ?? fallback;
  } catch {
    return fallback;
  }
}

export function writeJson(storage: KeyValueStorage, key: string, value: unknown): void {
  storage.setItem(key, JSON.stringify(value));
}
