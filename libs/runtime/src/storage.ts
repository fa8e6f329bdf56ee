/** The Web Storage subset Kickoff uses (also what redux-persist needs, when wrapped in promises). */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  /** Never throws: a write the browser refuses (storage full) is kept in memory for this page. */
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
  /**
   * Writes and says whether the value really reached storage; a refused write is not kept anywhere. For data
   * whose loss the player must hear about (the coupon).
   */
  trySetItem(key: string, value: string): boolean;
  /** The keys storage holds now (to find the site's own stale ones when it is full). */
  keys(): string[];
}

/** What the browser's `Storage` offers and this module needs. */
interface WebStorage {
  readonly length: number;
  key(index: number): string | null;
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/**
 * Web storage with its troubles contained: reads keep reading whatever a write did, and a write the browser
 * refuses stays in memory for this page (the site works on, it only loses persistence).
 */
function containedStorage(web: WebStorage): KeyValueStorage {
  const unsaved = new Map<string, string>();
  const trySetItem = (key: string, value: string) => {
    try {
      web.setItem(key, value);
      unsaved.delete(key);
      return true;
    } catch {
      return false;
    }
  };
  return {
    getItem: (key) => {
      const kept = unsaved.get(key);
      if (kept !== undefined) return kept;
      try {
        return web.getItem(key);
      } catch {
        return null;
      }
    },
    setItem: (key, value) => {
      const text = String(value);
      if (!trySetItem(key, text)) unsaved.set(key, text);
    },
    trySetItem: (key, value) => trySetItem(key, String(value)),
    removeItem: (key) => {
      unsaved.delete(key);
      try {
        web.removeItem(key);
      } catch {
        // storage that cannot remove holds nothing we can free
      }
    },
    keys: () => {
      try {
        return Array.from({ length: web.length }, (_, index) => web.key(index)).filter(
          (key): key is string => key !== null,
        );
      } catch {
        return [];
      }
    },
  };
}

/** Characters a browser counts for a stored item (keys and values, in UTF-16 code units). */
const itemSize = (key: string, value: string) => key.length + value.length;

/**
 * Web storage in memory. `quota` (characters, as browsers count them) makes it refuse writes the way a full
 * localStorage does, with a QuotaExceededError.
 */
function memoryWebStorage(initial: Record<string, string>, quota: number): WebStorage {
  const data = new Map(Object.entries(initial));
  const used = () => [...data].reduce((sum, [key, value]) => sum + itemSize(key, value), 0);
  return {
    get length() {
      return data.size;
    },
    key: (index) => [...data.keys()][index] ?? null,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => {
      const previous = data.get(key);
      const after = used() - (previous === undefined ? 0 : itemSize(key, previous)) + itemSize(key, value);
      if (after > quota) throw new DOMException(`storage is full: ${after} of ${quota}`, 'QuotaExceededError');
      data.set(key, value);
    },
    removeItem: (key) => void data.delete(key),
  };
}

export function memoryStorage(
  initial: Record<string, string> = {},
  { quota = Infinity }: { quota?: number } = {},
): KeyValueStorage {
  return containedStorage(memoryWebStorage(initial, quota));
}

/** The browser's storage when it can be read at all; a write is never needed to find out (a full one still reads). */
function readableWebStorage(kind: 'local' | 'session'): WebStorage | undefined {
  try {
    const web = kind === 'local' ? globalThis.localStorage : globalThis.sessionStorage;
    web.getItem('kickoff');
    return web;
  } catch {
    return undefined;
  }
}

/**
 * localStorage / sessionStorage, or memory when the browser refuses them outright (disabled storage, SSR):
 * storage trouble must never break the site, it only loses persistence.
 */
export function browserStorage(kind: 'local' | 'session'): KeyValueStorage {
  // Opened at the first use, not with the adapters: the browser's first touch of an origin's storage loads it
  // (a few milliseconds), and nothing of the first render reads it.
  let storage: KeyValueStorage | undefined;
  const opened = () => (storage ??= openBrowserStorage(kind));
  return {
    getItem: (key) => opened().getItem(key),
    setItem: (key, value) => opened().setItem(key, value),
    removeItem: (key) => opened().removeItem(key),
    trySetItem: (key, value) => opened().trySetItem(key, value),
    keys: () => opened().keys(),
  };
}

function openBrowserStorage(kind: 'local' | 'session'): KeyValueStorage {
  const web = readableWebStorage(kind);
  return web ? containedStorage(web) : memoryStorage();
}

/**
 * Reads a JSON value and checks it; anything missing, unparsable or of the wrong shape gives the fallback.
 * `accept` returns the value to use, or undefined to reject it.
 */
export function readJson<T>(
  storage: KeyValueStorage,
  key: string,
  accept: (raw: unknown) => T | undefined,
  fallback: T,
): T {
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
