import type { Feature, RootState } from '@kickoff/store';
import { TEST_ORIGIN } from './origin';
import { sessionFormsStandIn } from './session-forms-stand-in';
import { signIn } from './sign-in-on-platform';
import { inSiteOrder, isSiteFeature } from './site-order';
import { createTestStore, type TestStoreOptions } from './test-store';
import { untilState } from './until-state';

export interface PlayerSiteOptions extends Omit<TestStoreOptions, 'features' | 'href'> {
  /**
   * The site's real features the test needs (the shell and the session for a player's site, the lib's own), in any
   * order: they install in the site's (`SITE_ORDER`). A feature of the test's own installs just before the site
   * feature that follows it here. Without the session's forms among them the session gets the kit's stand-in
   * (`sessionFormsStandIn`); give the real `sessionFormsFeature` or a stand-in of your own instead.
   */
  features: readonly Feature[];
  /** The page at start, on the test origin: `/ru/line`; the language's home (`/ru/`) by default. */
  path?: string;
}

/**
 * The site a player meets, handed over at its start: the given real features installed in the site's order by the
 * app's own `createSite`, the platform mock answering at the network edge (in-process, cookies kept as a browser
 * keeps them), memory adapters on the mock's clock (`adapters.advance`). What installs after the start arrives a
 * moment later (`await site.featuresReady()`). For tests that drive the start and the time themselves.
 */
export function buildPlayerSite({ features, path, language = 'ru', ...options }: PlayerSiteOptions) {
  const start = path ?? `/${language}/`;
  const needsForms =
    features.some((feature) => isSiteFeature(feature, 'session')) &&
    !features.some((feature) => isSiteFeature(feature, 'sessionForms'));
  const site = createTestStore({
    ...options,
    language,
    href: `${TEST_ORIGIN}${start}`,
    features: inSiteOrder(needsForms ? [...features, sessionFormsStandIn().feature] : features),
  });
  return {
    ...site,
    /** The page's path at start. */
    path: start,
    /** Signs `login` in as the login form does (on the platform, then `signedIn`); resolves with the user id. */
    signIn: (login = 'demo') => signIn(site, login),
    /** Resolves once `done` holds for the store's state. */
    until: (done: (state: RootState) => boolean) => untilState(site.store, done),
  };
}

export type PlayerSite = ReturnType<typeof buildPlayerSite>;

/**
 * A player site made ready: the features installed after the start are in and their saved state restored, then,
 * with `signedInAs`, that demo player signed in through the platform mock as a real sign-in (the `signedIn` event
 * sent). A lib's helper that shapes its site first (the platform's state, its own waits) ends with it.
 */
export async function readyPlayerSite<Site extends Pick<PlayerSite, 'featuresReady' | 'signIn'>>(
  site: Site,
  signedInAs?: string,
): Promise<Site> {
  await site.featuresReady();
  if (signedInAs !== undefined) await site.signIn(signedInAs);
  return site;
}

/** The ready player site (`buildPlayerSite`'s, `readyPlayerSite`): what a story's loader and a player's page test start from. */
export function createPlayerSite({
  signedInAs,
  ...options
}: PlayerSiteOptions & {
  /** A demo login signed in once the features are ready (on the platform, then the `signedIn` event). */
  signedInAs?: string | undefined;
}): Promise<PlayerSite> {
  return readyPlayerSite(buildPlayerSite(options), signedInAs);
}
