import { specResources } from '@kickoff/i18n';
import type { PlatformMock } from '@kickoff/platform-mock';
import type { Adapters } from '@kickoff/runtime';
import { sessionFeature } from '@kickoff/session';
import { couponFeature } from '@kickoff/coupon';
import { resolveRoute, ShellPageProvider, shellFeature } from '@kickoff/shell-routing';
import { buildPlayerSite, readyPlayerSite, storyLanguage, TestSiteFrame } from '@kickoff/testing';
import { uiResources } from '@kickoff/ui';
import type { ReactNode } from 'react';
import { selectUserConfigStatus } from '../config/selectors';
import { userConfigFeature } from '../feature/user-config-feature';

export interface UserConfigSiteOptions {
  mock?: PlatformMock;
  /** The browser's cookies at start (a reload reads them back). */
  cookies?: Record<string, string>;
  language?: string;
  path?: string;
  adapters?: Partial<Omit<Adapters, 'clock' | 'timers'>>;
  document?: Document;
}

/** The player site with user-config: shell, session, coupon, then user-config, over the platform mock. */
export function createUserConfigSite(options: UserConfigSiteOptions = {}) {
  const site = buildPlayerSite({
    ...options,
    features: [shellFeature, sessionFeature, couponFeature, userConfigFeature],
    bundles: [uiResources, specResources],
  });
  /**
   * Resolves once the config load of the last sign-in has its answer: the services that load it are installed after
   * the start, then the platform answers. A wait on the store, never a fixed time.
   */
  const configAnswered = async () => {
    await site.featuresReady();
    await site.until((state) => ['loaded', 'failed'].includes(selectUserConfigStatus(state)));
  };
  return { ...site, configAnswered, preferences: () => site.store.getState().preferences };
}

export type UserConfigSite = ReturnType<typeof createUserConfigSite>;

export interface UserConfigStoryOptions extends Omit<UserConfigSiteOptions, 'language'> {
  globals: Record<string, unknown>;
  /** A demo player signed in (and the config loaded) before the story shows. */
  signedInAs?: string;
  /** Config fields of that player changed on the platform first (`show_verification_modal_on_deposit_page` …). */
  config?: Record<string, unknown>;
}

/** The site as the app installs user-config, in the toolbar's language, on `path` (a page of the language). */
export async function createUserConfigStorySite({
  globals,
  signedInAs,
  config,
  path,
  ...options
}: UserConfigStoryOptions) {
  const language = storyLanguage(globals);
  const site = createUserConfigSite({ ...options, language, path: path?.replace('{lng}', language) });
  if (signedInAs && config) site.mock.patchState({ users: { [signedInAs]: { config } } });
  // The story shows the site after its start: the coupon and the services (the config's load, the preferences'
  // cookies) are installed, so what the player does reaches them and a story reads their state without a race.
  await readyPlayerSite(site, signedInAs);
  if (signedInAs) await site.configAnswered();
  return site;
}

export type UserConfigStorySite = Awaited<ReturnType<typeof createUserConfigStorySite>>;

export const storySiteOf = (loaded: unknown) => (loaded as { site: UserConfigStorySite }).site;

/** The app's providers and a router on the site's page around a story's component. */
export function UserConfigStoryFrame({ site, children }: { site: UserConfigStorySite; children: ReactNode }) {
  // The page as the shell resolves it for the signed-in player of the stories (layout-slot components read it).
  const page = resolveRoute(
    { pathname: site.path },
    { isAuthenticated: true, isProduction: false, userLanguage: site.i18n.language },
  );
  return (
    <TestSiteFrame site={site}>
      <ShellPageProvider page={page.kind === 'page' ? page : undefined}>{children}</ShellPageProvider>
    </TestSiteFrame>
  );
}
