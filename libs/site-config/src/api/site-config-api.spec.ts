import { configureStore } from '@reduxjs/toolkit';
import { createPlatformClient, platformApi } from '@kickoff/platform-api';
import { createPlatformMock } from '@kickoff/platform-mock';
import { memoryCookies, memoryStorage } from '@kickoff/runtime';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { FALLBACK_SITE_CONFIG, requireSiteConfig, SITE_CONFIG_RETRIES, SITE_CONFIG_RETRY_DELAY_MS, selectSiteConfig, siteConfigApi } from '../index';

const ORIGIN = 'http://platform.test';
const mock = createPlatformMock();
const server = setupServer(...mock.handlers);
const configRequests: URL[] = [];
let configAnswers = 0;
server.events.on('response:mocked', ({ request }) => {
  if (new URL(request.url).pathname === '/bff-api/config/all.json') configAnswers += 1;
});
server.events.on('request:start', ({ request }) => {
  const url = new URL(request.url);
  if (url.pathname === '/bff-api/config/all.json') configRequests.push(url);
});

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  server.resetHandlers();
  mock.reset();
  configRequests.length = 0;
  configAnswers = 0;
  vi.useRealTimers();
});
afterAll(() => server.close());

/** Lets real I/O (MSW, fetch) settle while fake timers hold the retry delays. */
async function until(condition: () => boolean) {
  const settle = () => new Promise((resolve) => setImmediate(resolve));
  for (let turn = 0; turn < 500 && !condition(); turn += 1) await settle();
  expect(condition()).toBe(true);
  for (let turn = 0; turn < 10; turn += 1) await settle(); // and what the answer sets off
}

function makeStore() {
  const platform = createPlatformClient({ origin: ORIGIN, appName: 'kickoff-web', clock: mock.clock, cookies: memoryCookies(mock.clock), storage: memoryStorage() });
  return configureStore({
    reducer: { [platformApi.reducerPath]: platformApi.reducer },
    middleware: (getDefault) => getDefault({ thunk: { extraArgument: { platform } } }).concat(platformApi.middleware),
  });
}

describe('site config', () => {
  it('[CFG-002] is gathered with GET /bff-api/config/all.json in the current language', async () => {
    const store = makeStore();
    const result = await store.dispatch(siteConfigApi.endpoints.siteConfigAll.initiate({ lang: 'en' }));
    expect(result.data?.source).toBe('platform');
    expect(configRequests.map((url) => url.searchParams.get('lang'))).toEqual(['en']);
    expect(selectSiteConfig(store.getState(), 'en')?.defaultCurrency).toBe('RUB');
  });

  it('[CFG-003] [CFG-004] a failing load is retried 5 times 1 s apart, then the built-in fallback is used', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    server.use(http.get('*/bff-api/config/all.json', () => HttpResponse.json({ error_code: 503, error_message: 'down' }, { status: 503 })));
    const store = makeStore();
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
    server.use(
      http.get('*/bff-api/config/all.json', () => (failures-- > 0 ? HttpResponse.error() : undefined)),
    );
    const store = makeStore();
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
