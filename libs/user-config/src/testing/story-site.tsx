import { resolveRoute, ShellPageProvider } from '@kickoff/shell-routing';
import { storyLanguage, TestSiteFrame } from '@kickoff/testing';
import type { ReactNode } from 'react';
import { createUserConfigSite, type UserConfigSiteOptions } from './user-config-site';

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
  // The story shows the site after its start: the coupon and the services (the config's load, the preferences'
  // cookies) are installed, so what the player does reaches them and a story reads their state without a race.
  await site.featuresReady();
  if (signedInAs) {
    if (config) site.mock.patchState({ users: { [signedInAs]: { config } } });
    await site.signIn(signedInAs);
    await site.configAnswered();
  }
  return { ...site, path: site.adapters.page.address().pathname };
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
