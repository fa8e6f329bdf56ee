import { afterEach, describe, expect, it } from 'vitest';
import { browserStorage, memoryStorage } from './storage';

/** Fills jsdom's localStorage (5 MB by default) until it refuses, as a full browser storage does. */
function fillLocalStorage(): void {
  const chunk = 'x'.repeat(256 * 1024);
  for (let index = 0; ; index += 1) {
    try {
      localStorage.setItem(`junk-${index}`, chunk);
    } catch {
      break;
    }
  }
  for (let size = chunk.length / 2; size >= 1; size = Math.floor(size / 2)) {
    try {
      localStorage.setItem(`junk-tail-${size}`, 'x'.repeat(size));
    } catch {
      // the next, smaller piece may still fit
    }
  }
}

afterEach(() => localStorage.clear());

describe('browser storage', () => {
  it('[issue 12.3] a full localStorage still reads what it holds: the failed write never switches reads to memory', () => {
    localStorage.setItem('persist:coupon', '{"bets":"[]"}');
    fillLocalStorage();
    const storage = browserStorage('local');
    expect(storage.getItem('persist:coupon')).toBe('{"bets":"[]"}');
    expect(storage.trySetItem('persist:coupon', '{"bets":"[1,2,3,4,5,6,7,8,9]"}')).toBe(false);
    expect(storage.getItem('persist:coupon')).toBe('{"bets":"[]"}');
  });

  it('a refused setItem is kept for this page only; trySetItem keeps nothing and says the write was lost', () => {
    fillLocalStorage();
    const storage = browserStorage('local');
    storage.setItem('kickoff.flag', '1');
    expect(storage.getItem('kickoff.flag')).toBe('1');
    expect(localStorage.getItem('kickoff.flag')).toBeNull();
    expect(storage.trySetItem('kickoff.other', '1')).toBe(false);
    expect(storage.getItem('kickoff.other')).toBeNull();
  });

  it('once space is freed, writes reach storage again and replace what the page kept', () => {
    fillLocalStorage();
    const storage = browserStorage('local');
    storage.setItem('kickoff.flag', 'page');
    for (const key of storage.keys().filter((key) => key.startsWith('junk-'))) storage.removeItem(key);
    expect(storage.trySetItem('kickoff.flag', 'saved')).toBe(true);
    expect(localStorage.getItem('kickoff.flag')).toBe('saved');
    expect(storage.getItem('kickoff.flag')).toBe('saved');
  });

  it("touches the browser's storage only at the first use, not when the adapters are made", () => {
    const touched: string[] = [];
    const real = Object.getOwnPropertyDescriptor(globalThis, 'localStorage');
    Object.defineProperty(globalThis, 'localStorage', {
      configurable: true,
      get: () => (touched.push('localStorage'), real?.get?.call(globalThis) ?? real?.value),
    });
    try {
      const storage = browserStorage('local');
      expect(touched).toEqual([]);
      storage.setItem('kickoff.flag', '1');
      expect(touched).toEqual(['localStorage']);
      expect(storage.getItem('kickoff.flag')).toBe('1');
      expect(touched).toEqual(['localStorage']);
    } finally {
      if (real) Object.defineProperty(globalThis, 'localStorage', real);
    }
  });
});

describe('memory storage with a quota', () => {
  it('refuses a write that would pass the quota (keys and values count), and lists its keys', () => {
    const storage = memoryStorage({ a: '12345' }, { quota: 10 });
    expect(storage.trySetItem('b', '123')).toBe(true);
    expect(storage.trySetItem('c', '1')).toBe(false);
    expect(storage.trySetItem('a', '1')).toBe(true);
    expect(storage.trySetItem('c', '1')).toBe(true);
    expect(storage.keys()).toEqual(['a', 'b', 'c']);
  });
});
