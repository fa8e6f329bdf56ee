// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createManualClock } from './clock';
import { recordingLogger } from './logger';
import { createServerAdapters } from './server-adapters';

describe('the adapters of a server render', () => {
  afterEach(() => void vi.useRealTimers());

  it('read the request: its cookies, address, user agent and first language; no document', () => {
    const adapters = createServerAdapters({
      url: 'https://kickoff.example/en/line?sport=1',
      cookie: 'lng=en; app_theme=1; broken=%E0%A4%A',
      userAgent: 'Mozilla/5.0 (test)',
      acceptLanguage: 'en-GB,en;q=0.9,ru;q=0.8',
    });
    expect(adapters.cookies.get('lng')).toBe('en');
    expect(adapters.cookies.get('app_theme')).toBe('1');
    expect(adapters.cookies.get('broken')).toBeUndefined();
    expect(adapters.page.address()).toEqual({
      origin: 'https://kickoff.example',
      pathname: '/en/line',
      search: '?sport=1',
      href: 'https://kickoff.example/en/line?sport=1',
    });
    expect(adapters.page.userAgent()).toBe('Mozilla/5.0 (test)');
    expect(adapters.page.locale().language).toBe('en-GB');
    expect(adapters.page.document()).toBeUndefined();
    expect(adapters.visibility.isVisible()).toBe(true);
  });

  it('keep what the render writes to storage and cookies on the server, per request', () => {
    const first = createServerAdapters({ url: 'https://kickoff.example/ru/' });
    const second = createServerAdapters({ url: 'https://kickoff.example/ru/' });
    first.localStorage.setItem('coupon', '{}');
    first.cookies.set('lng', 'en');
    expect(first.localStorage.getItem('coupon')).toBe('{}');
    expect(second.localStorage.getItem('coupon')).toBeNull();
    expect(second.cookies.get('lng')).toBeUndefined();
  });

  it('refuse to load scripts and log where they are told', async () => {
    const logger = recordingLogger();
    const adapters = createServerAdapters(
      { url: 'https://kickoff.example/ru/' },
      { clock: createManualClock(5), logger },
    );
    await expect(adapters.scripts.load('https://cdn.example/sdk.js')).rejects.toThrow(/server render/);
    adapters.logger.warn('seen');
    expect(logger.entries).toEqual([{ level: 'warn', message: 'seen', detail: undefined }]);
    expect(adapters.clock.now()).toBe(5);
  });

  it('dispose stops every poll and timeout the render started, and later ones never fire', async () => {
    vi.useFakeTimers();
    const adapters = createServerAdapters({ url: 'https://kickoff.example/ru/' });
    const fired: string[] = [];
    adapters.timers.setInterval(() => fired.push('poll'), 1_000);
    adapters.timers.setTimeout(() => fired.push('once'), 5_000);
    const cleared = adapters.timers.setTimeout(() => fired.push('cleared'), 10);
    adapters.timers.clearTimeout(cleared);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(fired).toEqual(['poll']);
    expect(adapters.timers.pending).toBe(2);

    adapters.dispose();
    adapters.timers.setTimeout(() => fired.push('after'), 0);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(fired).toEqual(['poll']);
    expect(adapters.timers.pending).toBe(0);
  });
});
