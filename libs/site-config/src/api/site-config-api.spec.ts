import { createTestStore, overridablePlatform } from '@kickoff/testing';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FALLBACK_SITE_CONFIG } from '../domain/fallback-site-config';
import { requireSiteConfig, selectSiteConfig } from '../state/selectors';
import { SITE_CONFIG_RETRIES, SITE_CONFIG_RETRY_DELAY_MS, siteConfigApi } from './site-config-api';

const CONFIG_PATH = '*/bff-api/config/all.json';
let configRequests: URL[] = [];
let configAnswers = 0;

afterEach(() => vi.useRealTimers());

/** Lets real I/O (the in-process platform, fetch) settle while fake timers hold the retry delays. */
async function until(condition: () => boolean) {
  const settle = () => new Promise((resolve) => setImmediate(resolve));
  for (let turn = 0; turn < 500 && !condition(); turn += 1) await settle();
  expect(condition()).toBe(true);
  for (let turn = 0; turn < 10; turn += 1) await settle(); // and what the answer sets off
}

/**
 * A fresh platform and store; `answer` stands in front of the platform's config handler (nothing returned: the
 * platform answers). Every config request is counted when it arrives, every answer once it is given.
 */
function makeStore(answer: () => Response | undefined = () => undefined) {
  const platform = overridablePlatform();
  configRequests = [];
  configAnswers = 0;
  platform.use(
    http.get(CONFIG_PATH, ({ request }) => {
      configRequests.push(new URL(request.url));
      const response = answer();
      if (response) configAnswers += 1;
      return response;
    }),
  );
  return createTestStore({ features: [], mock: platform.mock }).store;
}

describe('site config', () => {
  it('[CFG-002] is gathered with GET /bff-api/config/all.json in the current language', async () => {
    const store = makeStore();
    const result = await store.dispatch(siteConfigApi.endpoints.siteConfigAll.initiate({ lang: 'en' }));
    expect(result.data?.source).toBe('platform');
    expect(configRequests.map((url) => url.searchParams.get('lang'))).toEqual(['en']);
    expect(selectSiteConfig(store.getState(), 'en')?.defaultCurrency).toBe('RUB');
  });

  it('[CFG-004] a config nobody answers gives up after 10 s and the site starts with the built-in fallback, not a spinner', async () => {
    const platform = overridablePlatform();
    platform.use(http.get(CONFIG_PATH, () => new Promise<Response>(() => undefined)));
    const { store, adapters } = createTestStore({ features: [], mock: platform.mock });
    let settled = false;
    const pending = store.dispatch(siteConfigApi.endpoints.siteConfigAll.initiate({ lang: 'ru' }));
    void pending.then(() => (settled = true));
    await until(() => true);
    adapters.advance(9_999);
    await until(() => true);
    expect(settled).toBe(false);
    adapters.advance(1);
    await until(() => settled);
    expect((await pending).data).toEqual({ config: FALLBACK_SITE_CONFIG, source: 'fallback' });
  });

  it('[CFG-003] [CFG-004] a failing load is retried 5 times 1 s apart, then the built-in fallback is used', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const store = makeStore(() => HttpResponse.json({ error_code: 503, error_message: 'down' }, { status: 503 }));
    const pending = store.dispatch(siteConfigApi.endpoints.siteConfigAll.initiate({ lang: 'ru' }));
    for (let retry = 1; retry <= SITE_CONFIG_RETRIES; retry += 1) {
      await until(() => configAnswers === retry); // the failed answer arrived: the retry delay starts now
      expect(configRequests).toHaveLength(retry);
      await vi.advanceTimersByTimeAsync(SITE_CONFIG_RETRY_DELAY_MS - 1);
      expect(configRequests).toHaveLength(retry);
      await vi.advanceTimersByTimeAsync(1);
      await until(() => configRequests.length === retry + 1);
    }
    const result = await pending;
    expect(configRequests).toHaveLength(1 + SITE_CONFIG_RETRIES);
    expect(result.data).toEqual({ config: FALLBACK_SITE_CONFIG, source: 'fallback' });
  });

  it('[CFG-003] the retry stops as soon as the platform answers', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    let failures = 2;
    const store = makeStore(() => {
      if (failures-- > 0) throw new TypeError('Failed to fetch');
      return undefined;
    });
    const pending = store.dispatch(siteConfigApi.endpoints.siteConfigAll.initiate({ lang: 'ru' }));
    for (let retry = 1; retry <= 2; retry += 1) {
      await until(() => configRequests.length === retry);
      await vi.advanceTimersByTimeAsync(SITE_CONFIG_RETRY_DELAY_MS);
    }
    const result = await pending;
    expect(result.data?.source).toBe('platform');
    expect(configRequests).toHaveLength(3);
  });

  it('[CFG-005] code that needs site config before it is loaded gets "no site config"', () => {
    const store = makeStore();
    expect(() => requireSiteConfig(store.getState(), 'ru')).toThrow('no site config');
  });
});
