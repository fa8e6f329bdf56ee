import type { PlatformMock } from '@kickoff/platform-mock';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator, type RunningEmulator } from '../emulator';
import { createSiteFixture, INDEX_HTML } from '../testing/site-fixture';
import { createTestMock } from '../testing/test-mock';

describe('page addresses are answered from the site’s route table', () => {
  let siteConfig: Record<string, unknown> | undefined;
  let emulator: RunningEmulator;
  let site: ReturnType<typeof createSiteFixture>;

  beforeAll(async () => {
    site = createSiteFixture();
    const testMock = createTestMock();
    // The test mock keeps no site config; the real model's snapshot carries it under `siteConfig`.
    const mock: PlatformMock = { ...testMock, snapshot: () => ({ ...testMock.snapshot(), siteConfig }) };
    emulator = await startEmulator({ mock, siteDir: site.siteDir, port: 0, logError: () => undefined });
  });
  afterAll(async () => {
    await emulator.close();
    site.remove();
  });

  const load = (path: string, init: RequestInit = {}) => fetch(`${emulator.url}${path}`, { redirect: 'manual', ...init });

  it('[SR-054] a legacy games path is a real 301 with its Location', async () => {
    const response = await load('/ru/games-project/crash-x?ref=7');
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/ru/games/crash-x?ref=7');
  });

  it('[SR-067] /{lng}/office is a real 301 to office/account', async () => {
    const response = await load('/en/office');
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/en/office/account');
  });

  it('[SR-003] a path without a language is a 302 to the visitor’s language: the lng cookie when offered, else ru', async () => {
    expect((await load('/live?sport=1')).headers.get('location')).toBe('/ru/live?sport=1');
    expect((await load('/live', { headers: { cookie: 'lng=en' } })).headers.get('location')).toBe('/en/live');
    expect((await load('/live', { headers: { cookie: 'lng=xx' } })).headers.get('location')).toBe('/ru/live');
    expect((await load('/')).status).toBe(302);
  });

  it('[SR-006] an address that matches no route is a real 404 carrying index.html, so the site still shows its not-found page', async () => {
    const response = await load('/ru/no-such-page');
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.text()).toBe(INDEX_HTML);
  });

  it('[SR-005] [SR-047] a failing validation is a real 404 too', async () => {
    expect((await load('/ru/print-coupon/12a')).status).toBe(404);
    expect((await load('/xx/casino')).status).toBe(404);
  });

  it('answers HEAD for an unknown address with 404 and no body', async () => {
    const response = await load('/ru/no-such-page', { method: 'HEAD' });
    expect(response.status).toBe(404);
    expect(await response.text()).toBe('');
  });

  it('known pages, guarded ones included, load index.html with 200', async () => {
    for (const path of ['/ru/', '/ru/casino/slots/game/42/book-of-ra', '/en/live?sport=1', '/ru/office/account', '/ru/print-coupon/12345']) {
      const response = await load(path);
      expect(response.status, path).toBe(200);
      expect(await response.text(), path).toBe(INDEX_HTML);
    }
  });

  it('[SR-078] the emulator serves a production build: debugger is not found', async () => {
    expect((await load('/ru/debugger')).status).toBe(404);
  });

  it('[SR-007] [SR-055] decides by the model’s current site config, read on every request', async () => {
    siteConfig = { availableRoutes: { bingo: false }, isSlotFirstDepositRedirectEnabled: true };
    expect((await load('/ru/bingo')).status).toBe(404);
    const slot = await load('/ru/bonus/slot-first-deposit');
    expect(slot.status).toBe(301);
    expect(slot.headers.get('location')).toBe('/ru/casino/slot-first-deposit');

    siteConfig = { availableRoutes: {}, isSlotFirstDepositRedirectEnabled: false };
    expect((await load('/ru/bingo')).status).toBe(200);
    expect((await load('/ru/bonus/slot-first-deposit')).status).toBe(200);
  });

  it('falls back to the site’s defaults when the model’s config is not a site config', async () => {
    siteConfig = { availableRoutes: 'everything', languages: 42 };
    expect((await load('/ru/casino')).status).toBe(200);
    expect((await load('/ru/no-such-page')).status).toBe(404);
    siteConfig = undefined;
  });

  it('leaves files alone: a missing asset is still a plain 404, a present one a 200', async () => {
    expect((await load('/assets/missing-123.js')).headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect((await load('/favicon.svg')).status).toBe(200);
  });
});
