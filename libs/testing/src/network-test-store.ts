import { createI18n } from '@kickoff/i18n';
import type { PlatformMock } from '@kickoff/platform-mock';
import { createMemoryAdapters } from '@kickoff/runtime';
import { createSite, type Feature } from '@kickoff/store';
import { TEST_ORIGIN } from './origin';

/**
 * The app's `createSite` with its platform client on the global fetch, which `setUpPlatform`'s MSW server answers:
 * a test sees each request as it left (headers, order, retries) and replaces answers with `server.use`. For tests
 * of the HTTP layer itself; everything else uses `createTestStore`, whose platform answers in-process.
 */
export function createNetworkTestStore({ mock, features = [] }: { mock: PlatformMock; features?: readonly Feature[] }) {
  const adapters = createMemoryAdapters({ clock: mock.clock, href: `${TEST_ORIGIN}/ru/` });
  const site = createSite({
    adapters,
    i18n: createI18n({ language: 'ru' }),
    site: { isProduction: false, siteVersion: '0.0.0-test', platformOrigin: TEST_ORIGIN },
    features,
  });
  return { ...site, adapters };
}
