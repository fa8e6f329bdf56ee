import { createPlatformClient } from '@kickoff/platform-api';
import { memoryCookies, memoryStorage } from '@kickoff/runtime';
import type { FeaturePorts } from '@kickoff/store';
import { createNetworkTestStore, TEST_ORIGIN } from '@kickoff/testing';
import { setUpPlatform } from '@kickoff/testing/node';
import { afterAll, afterEach, beforeAll } from 'vitest';

/** What the session's features answer for the HTTP layer in the app (API-010/011, API-016/017); none by default. */
export interface PlatformHooks {
  solveCaptcha?: FeaturePorts['platform.solveCaptcha'];
  termsConfirmation?: FeaturePorts['platform.termsConfirmation'];
}

/**
 * One platform (real handlers over the seeded model, MSW at the network edge) for the whole file, a fresh site
 * per test. Requests seen at the network edge are recorded from MSW's own events.
 */
export function setUpPlatformEdge() {
  const { mock, server } = setUpPlatform({ beforeAll, afterEach, afterAll });
  const seen: Request[] = [];
  server.events.on('request:start', ({ request }) => void seen.push(request.clone()));
  afterEach(() => void (seen.length = 0));

  function client({ solveCaptcha, termsConfirmation }: PlatformHooks = {}) {
    const { platform, store, ports, adapters } = createNetworkTestStore({ mock });
    if (solveCaptcha) ports.provide('platform.solveCaptcha', solveCaptcha);
    if (termsConfirmation) ports.provide('platform.termsConfirmation', termsConfirmation);
    // The site's client is loaded with its first call; a test that reads its token or fingerprint connects first.
    return { platform, connected: () => platform.connect(), store, cookies: adapters.cookies, adapters };
  }

  /** The HTTP layer alone, as a lib without the site would make it: no captcha solver at all (the site always has one). */
  const bareClient = () =>
    createPlatformClient({
      origin: TEST_ORIGIN,
      appName: 'kickoff-web',
      clock: mock.clock,
      cookies: memoryCookies(mock.clock),
      storage: memoryStorage(),
    });

  /** Requests to a path (no origin, no query) seen so far. */
  const requestsTo = (path: string) => seen.filter((request) => new URL(request.url).pathname === path);

  return { mock, server, seen, requestsTo, client, bareClient };
}
