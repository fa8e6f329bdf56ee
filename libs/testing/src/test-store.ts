import { createI18n, type ResourceBundle } from '@kickoff/i18n';
import { createPlatformMock, type PlatformMock } from '@kickoff/platform-mock';
import { type Adapters, createMemoryAdapters, memoryPage } from '@kickoff/runtime';
import type { i18n as I18n } from 'i18next';
import { createSite, type Feature, type SiteSettings } from '@kickoff/store';
import { TEST_ORIGIN } from './origin';
import { cookieKeepingFetch } from './cookie-fetch';
import { platformMockFetch } from './platform-mock-fetch';

export interface TestStoreOptions {
  /** The features under test, in the app's order (those they read ports of come first). */
  features: readonly Feature[];
  /** The platform; a fresh seeded one by default. Its clock is the adapters' clock, so tokens agree. */
  mock?: PlatformMock;
  /** The page's address at start. */
  href?: string;
  language?: string;
  /** Texts beyond the features' own (the spec's shared keys, ui's). */
  bundles?: readonly ResourceBundle[];
  site?: Partial<SiteSettings>;
  /** Makes chosen platform requests fail as a network failure would. */
  refuse?: (request: Request) => boolean;
  /** The browser's cookies at start, e.g. `{ lng: 'en' }`. */
  cookies?: Record<string, string>;
  /** The app's own texts set-up, when the test is of the whole site; `language` and `bundles` otherwise. */
  i18n?: (adapters: Adapters) => I18n;
  /** Adapters to use instead of the memory ones: a storage two "tabs" or a "reload" share, a page with a document. */
  adapters?: Partial<Omit<Adapters, 'clock' | 'timers'>>;
  /** The page's document (jsdom's, a story's): remote apps and downloads need one; none by default, as on a server. */
  document?: Document;
}

/**
 * A real store as the app builds it, with the app's own `createSite` and `install`: memory adapters on the
 * mock's clock (advance them with `adapters.advance`), the platform answered by the mock's handlers in-process.
 * Features that install themselves after the start (the coupon) arrive a moment later: `await featuresReady()`.
 * Works in Node and in a story's browser alike.
 */
export function createTestStore({
  features,
  mock = createPlatformMock(),
  href = `${TEST_ORIGIN}/ru/`,
  language = 'ru',
  bundles = [],
  site,
  refuse,
  cookies = {},
  i18n: makeI18n,
  adapters: given,
  document,
}: TestStoreOptions) {
  const memory = createMemoryAdapters({ clock: mock.clock, href });
  const adapters = Object.assign(memory, { page: memoryPage(href, { doc: document }) }, given);
  for (const [name, value] of Object.entries(cookies)) adapters.cookies.set(name, value, { path: '/' });
  const fetch = cookieKeepingFetch(platformMockFetch(mock, refuse));
  const i18n = makeI18n ? makeI18n(adapters) : createI18n({ language, bundles: [...bundles] });
  const built = createSite({
    adapters,
    i18n,
    site: { isProduction: false, siteVersion: '0.0.0-test', platformOrigin: TEST_ORIGIN, ...site },
    features,
    fetch,
  });
  // The browser's timers start the after-start work (a chunk that installs itself) right after the start; these
  // timers are manual, so it starts here. `await store.featuresReady()` waits until it is installed and restored.
  void built.featuresReady();
  return { ...built, adapters, mock, i18n, fetch };
}

export type TestStore = ReturnType<typeof createTestStore>;
