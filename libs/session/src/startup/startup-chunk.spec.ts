import { FINGERPRINT_STORAGE_KEY, fingerprintScript, sessionCheck } from '@kickoff/platform-api';
import { memoryPage } from '@kickoff/runtime';
import { shellFeature } from '@kickoff/shell-routing';
import { buildPlayerSite, overridablePlatform, TEST_ORIGIN } from '@kickoff/testing';
import { setUpPlatform } from '@kickoff/testing/node';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { sessionFeature } from '../feature/session-feature';
import { signedIn } from '../state/session-slice';
import { fakeScriptLoader } from '../testing/fake-script-loader';
import { PAYMENT_CONSULTANT_STORAGE_KEY, STARTUP_LOAD_DELAY_MS, VERSION_CHECK_DELAY_MS } from './startup-timing';

const { mock, server } = setUpPlatform({ beforeAll, afterEach, afterAll });
const SCRIPT_SRC = `${TEST_ORIGIN}${fingerprintScript.path}`;

/** The site as the app installs it (shell, session, the forms' chunk), version 1.0.0 running, 1.0.1 deployed. */
function siteAt(path: string, { userAgent }: { userAgent?: string } = {}) {
  // The first session check is held back: the user the store is told of stays until the chunk arrives.
  const platform = overridablePlatform(mock);
  platform.use(http.all(`*${sessionCheck.path}`, () => new Promise<never>(() => undefined)));
  const versionAsked = vi.fn(() => HttpResponse.json({ version: '1.0.1' }));
  server.use(http.get('*/version.json', versionAsked));
  const fingerprint = fakeScriptLoader({
    [SCRIPT_SRC]: (define) =>
      define('KickoffFingerprint', { get: async () => ({ token: 'fp-1', expiresAt: mock.clock.now() + 3_600_000 }) }),
  });
  const site = buildPlayerSite({
    features: [shellFeature, sessionFeature],
    mock: platform.mock,
    path,
    site: { siteVersion: '1.0.0' },
    adapters: { page: memoryPage(`${TEST_ORIGIN}${path}`, { userAgent }), scripts: fingerprint.loader },
  });
  const logged = () => site.adapters.logger.entries.map((entry) => entry.message);
  return { ...site, versionAsked, fingerprint, logged };
}

/** A minute after the start (chunk loaded, if it ever is): no consultant stored, no session load, fingerprint or version check. */
async function expectNoneRan(site: ReturnType<typeof siteAt>) {
  await site.featuresReady();
  site.adapters.advance(VERSION_CHECK_DELAY_MS);
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(site.adapters.localStorage.getItem(PAYMENT_CONSULTANT_STORAGE_KEY)).toBeNull();
  expect(site.mock.requests('sessionLoad')).toHaveLength(0);
  expect(site.fingerprint.loaded).toEqual([]);
  expect(site.versionAsked).not.toHaveBeenCalled();
}

describe('the session’s start-up services, a chunk loaded after the start', () => {
  it('[SES-061] [SES-068] [SES-069] [SES-064] [SES-065] [SES-062] [SES-063] [SR-101] [SES-072] catch up on the start they missed and keep its times', async () => {
    const site = siteAt('/ru/?payment_consultant=1');
    // Before the chunk arrives: 5 s pass and a user appears (the store says so, the platform knows no session).
    site.adapters.advance(5_000);
    site.store.dispatch(signedIn({ userId: 1001, via: 'login' }));
    await site.featuresReady();

    expect(site.adapters.localStorage.getItem(PAYMENT_CONSULTANT_STORAGE_KEY)).toBe('1');
    await vi.waitFor(() => expect(site.logged()).toContain('[session] secure data empty'));
    expect(site.mock.requests('userSecureData')).toHaveLength(1);

    // 8 s after the start, not 8 s after the chunk.
    site.adapters.advance(STARTUP_LOAD_DELAY_MS - 5_000 - 1);
    expect(site.mock.requests('sessionLoad')).toHaveLength(0);
    site.adapters.advance(1);
    await vi.waitFor(() => expect(site.mock.requests('sessionLoad')).toHaveLength(1));
    await vi.waitFor(() =>
      expect(JSON.parse(site.adapters.localStorage.getItem(FINGERPRINT_STORAGE_KEY) ?? 'null')).toMatchObject({
        token: 'fp-1',
      }),
    );
    expect(site.fingerprint.loaded).toEqual([SCRIPT_SRC]);

    site.adapters.advance(VERSION_CHECK_DELAY_MS - STARTUP_LOAD_DELAY_MS - 1);
    expect(site.versionAsked).not.toHaveBeenCalled();
    site.adapters.advance(1);
    await vi.waitFor(() => expect(site.store.getState().updateNotice.isUpdateAvailable).toBe(true));
    expect(site.versionAsked).toHaveBeenCalledOnce();
    site.uninstall();
  });

  it('taken down before its chunk arrives, the session starts none of them', async () => {
    const site = siteAt('/ru/?payment_consultant=1');
    site.uninstall();
    await expectNoneRan(site);
  });

  it('a search-engine bot gets none of them: no session load, no fingerprint, no version check', async () => {
    const site = siteAt('/ru/?payment_consultant=1', {
      userAgent: 'Mozilla/5.0 (compatible; YandexBot/3.0; +http://yandex.com/bots)',
    });
    await expectNoneRan(site);
    site.uninstall();
  });
});
