import { TestSiteFrame, storyLanguage } from '@kickoff/testing';
import type { ReactNode } from 'react';
import { createAccountsSite } from './accounts-site';

export interface AccountsStoryOptions {
  globals: Record<string, unknown>;
  /** Who is signed in (a demo login or one the setup made); none = a visitor. */
  signedInAs?: string;
  /** Shapes the platform before the sign-in (accounts, frozen …). */
  platform?: (site: ReturnType<typeof createAccountsSite>) => void;
  /** Runs once the first balance answer is in (a switch, an add …). */
  after?: (site: ReturnType<typeof createAccountsSite>) => void | Promise<void>;
  /** Calls the platform does not answer (a story that stays loading). */
  refuse?: string[];
}

/** The site as the app installs the accounts, in the story's language, over the platform mock. */
export async function createAccountsStorySite({
  globals,
  signedInAs,
  platform,
  after,
  refuse = [],
}: AccountsStoryOptions) {
  const language = storyLanguage(globals);
  const site = createAccountsSite({
    language,
    path: `/${language}/office/account`,
    refuse: (request) => refuse.some((path) => new URL(request.url).pathname.endsWith(path)),
  });
  platform?.(site);
  if (signedInAs) {
    await site.signIn(signedInAs);
    if (!refuse.some((path) => path.endsWith('/balance'))) await site.until((state) => state.status === 'known');
  }
  await after?.(site);
  return site;
}

export type AccountsStorySite = Awaited<ReturnType<typeof createAccountsStorySite>>;

export const storySiteOf = (loaded: unknown) => (loaded as { site: AccountsStorySite }).site;

/** The app's providers and a router on the site's page, around a story's component. */
export function AccountsStoryFrame({ site, children }: { site: AccountsStorySite; children: ReactNode }) {
  return <TestSiteFrame site={site}>{children}</TestSiteFrame>;
}
