import { configureStore } from '@reduxjs/toolkit';
import { createPlatformClient, platformApi, type PlatformEnvironment } from '@kickoff/platform-api';
import { createPlatformMock } from '@kickoff/platform-mock';
import { memoryCookies, memoryStorage } from '@kickoff/runtime';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';

export const ORIGIN = 'http://platform.test';

/**
 * One platform (real handlers over the seeded model) for the whole file, a fresh client + store per test.
 * Requests seen at the network edge are recorded from MSW's own events.
 */
export function setUpPlatform() {
  const mock = createPlatformMock();
  const server = setupServer(...mock.handlers);
  const seen: Request[] = [];
  server.events.on('request:start', ({ request }) => void seen.push(request.clone()));

  beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    mock.reset();
    seen.length = 0;
  });
  afterAll(() => server.close());

  function client(overrides: Partial<PlatformEnvironment> = {}) {
    const cookies = memoryCookies(mock.clock);
    const env: PlatformEnvironment = { origin: ORIGIN, appName: 'kickoff-web', clock: mock.clock, cookies, storage: memoryStorage(), ...overrides };
    const platform = createPlatformClient(env);
    const store = configureStore({
      reducer: { [platformApi.reducerPath]: platformApi.reducer },
      middleware: (getDefault) => getDefault({ thunk: { extraArgument: { platform } } }).concat(platformApi.middleware),
    });
    return { env, platform, store, cookies };
  }

  /** Requests to a path (no origin, no query) seen so far. */
  const requestsTo = (path: string) => seen.filter((request) => new URL(request.url).pathname === path);

  return { mock, server, seen, requestsTo, client };
}
