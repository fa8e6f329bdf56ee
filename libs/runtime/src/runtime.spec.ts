import { describe, expect, it, vi } from 'vitest';
import { createManualClock } from './clock';
import { documentCookies, memoryCookies, parseCookies, serializeCookie } from './cookies';
import { browserStorage, memoryStorage, readJson, writeJson } from './storage';
import { sleep } from './timers';
import { documentVisibility } from './visibility';

describe('clock', () => {
  it('a manual clock moves only forward and only when told', () => {
    const clock = createManualClock(1_000);
    clock.advance(500);
    expect(clock.now()).toBe(1_500);
    expect(() => clock.advance(-1)).toThrow(RangeError);
  });
});

describe('timers', () => {
  it('sleep resolves after the time and can be aborted', async () => {
    vi.useFakeTimers();
    try {
      const done = vi.fn();
      void sleep(1_000).then(done);
      await vi.advanceTimersByTimeAsync(999);
      expect(done).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1);
      expect(done).toHaveBeenCalled();

      const controller = new AbortController();
      const aborted = sleep(1_000, { signal: controller.signal });
      controller.abort(new Error('left the page'));
      await expect(aborted).rejects.toThrow('left the page');
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('storage', () => {
  it('corrupted or wrongly shaped JSON falls back to the default', () => {
    const storage = memoryStorage({ broken: '{oops', wrongShape: '"text"', good: '{"bets":[1]}' });
    const accept = (raw: unknown) =>
      typeof raw === 'object' && raw !== null && Array.isArray((raw as { bets?: unknown }).bets)
        ? (raw as { bets: number[] })
        : undefined;
    const fallback = { bets: [] as number[] };
    expect(readJson(storage, 'broken', accept, fallback)).toBe(fallback);
    expect(readJson(storage, 'wrongShape', accept, fallback)).toBe(fallback);
    expect(readJson(storage, 'missing', accept, fallback)).toBe(fallback);
    expect(readJson(storage, 'good', accept, fallback)).toEqual({ bets: [1] });
    writeJson(storage, 'good', { bets: [2] });
    expect(storage.getItem('good')).toBe('{"bets":[2]}');
  });

  it('browser storage keeps working in memory when the browser refuses to store', () => {
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError');
    });
    try {
      const storage = browserStorage('local');
      storage.setItem('coupon', '1');
      expect(storage.getItem('coupon')).toBe('1');
    } finally {
      setItem.mockRestore();
    }
  });
});

describe('cookies', () => {
  it('serializes with path, expiry and SameSite, and parses back, skipping broken pairs', () => {
    const header = serializeCookie('user_token', 'a b', { expires: new Date(Date.UTC(2030, 0, 1)), path: '/' });
    expect(header).toBe('user_token=a%20b; Path=/; Expires=Tue, 01 Jan 2030 00:00:00 GMT; SameSite=Lax');
    const cookies = parseCookies('lng=en; broken=%E0%A4%A; =nameless; tzo=3');
    expect(Object.fromEntries(cookies)).toEqual({ lng: 'en', tzo: '3' });
  });

  it('document cookies are written, read and removed through document.cookie', () => {
    const jar = documentCookies(document);
    jar.set('lng', 'en', { maxAgeSeconds: 60 });
    expect(jar.get('lng')).toBe('en');
    jar.remove('lng');
    expect(jar.get('lng')).toBeUndefined();
  });

  it('memory cookies expire by the clock', () => {
    const clock = createManualClock(0);
    const jar = memoryCookies(clock);
    jar.set('user_token', 't', { expires: new Date(10_000), path: '/' });
    expect(jar.inspect('user_token')).toEqual({ value: 't', options: { path: '/', expires: new Date(10_000) } });
    clock.advance(10_000);
    expect(jar.get('user_token')).toBeUndefined();
  });
});

describe('visibility', () => {
  it('reports the document visibility and its changes', () => {
    const visibility = documentVisibility(document);
    const listener = vi.fn();
    const stop = visibility.subscribe(listener);
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    expect(listener).toHaveBeenCalledWith(false);
    expect(visibility.isVisible()).toBe(false);
    stop();
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
  });
});
