import { callEndpoint, lineSports, platformApi, type PollingKind, pollingInterval } from '@kickoff/platform-api';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setUpPlatformEdge } from './harness';

const platform = setUpPlatformEdge();

const api = platformApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    testPolledSports: callEndpoint(build, lineSports, {
      request: (lng: string) => ({ query: { section: 'line', lng } }),
    }),
  }),
});

afterEach(() => vi.useRealTimers());

/** Lets MSW and fetch finish while fake timers hold the polling. */
async function settle() {
  for (let turn = 0; turn < 20; turn += 1) await new Promise((resolve) => setImmediate(resolve));
}

async function requestsAfterPolling(kind: PollingKind, elapsedMs: number, lng: string) {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
  const h = platform.client();
  const subscription = h.store.dispatch(
    api.endpoints.testPolledSports.initiate(lng, {
      subscriptionOptions: { pollingInterval: pollingInterval(kind, () => 0.5) },
    }),
  );
  await settle();
  const count = () => platform.requestsTo(lineSports.path).length;
  const first = count();
  await vi.advanceTimersByTimeAsync(elapsedMs - 1);
  await settle();
  const beforeInterval = count();
  await vi.advanceTimersByTimeAsync(1);
  await settle();
  const afterInterval = count();
  subscription.unsubscribe();
  return { first, beforeInterval, afterInterval };
}

describe('polling intervals', () => {
  it.each([
    ['[API-022] a component polls every 10 s by default', 'default', 10_000],
    ['[API-023] line data polls every 15 s', 'line', 15_000],
    ['[API-025] media polls every 10 min', 'media', 600_000],
    ['[API-026] banners poll every 60 s', 'banners', 60_000],
    ['[API-027] user messages poll every 60 s', 'userMessages', 60_000],
    ['[API-028] the line game slider polls every 30 s', 'lineGameSlider', 30_000],
  ] as const)('%s', async (_title, kind, intervalMs) => {
    const { first, beforeInterval, afterInterval } = await requestsAfterPolling(kind, intervalMs, 'ru');
    expect(first).toBe(1);
    expect(beforeInterval).toBe(1);
    expect(afterInterval).toBe(2);
  });

  it('[API-024] live data polls every 2 to 5 s, jittered inside that range', async () => {
    expect(pollingInterval('live', () => 0)).toBe(2_000);
    expect(pollingInterval('live', () => 1)).toBe(5_000);
    for (const r of [0.1, 0.37, 0.99, -4, 9]) {
      const interval = pollingInterval('live', () => r);
      expect(interval).toBeGreaterThanOrEqual(2_000);
      expect(interval).toBeLessThanOrEqual(5_000);
    }
    const { beforeInterval, afterInterval } = await requestsAfterPolling('live', 3_500, 'en');
    expect(beforeInterval).toBe(1);
    expect(afterInterval).toBe(2);
  });
});
