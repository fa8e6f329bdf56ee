import { specResources } from '@kickoff/i18n';
import { type KeyValueStorage, memoryPage } from '@kickoff/runtime';
import { shellFeature } from '@kickoff/shell-routing';
import { buildPlayerSite, readyPlayerSite, sessionFormsStandIn, storyLanguage, TEST_ORIGIN } from '@kickoff/testing';
import { uiResources } from '@kickoff/ui';
import { sessionFeature } from '../feature/session-feature';
import type { SessionFormsApi } from '@kickoff/contracts';

/** What the forms' chunk is asked in a story of the session's own components (the session never imports its forms). */
export type FormsAsked = Pick<SessionFormsApi, 'openLogin' | 'openRegistration' | 'openForgotPassword'>;

export interface SessionStoryOptions {
  globals: Record<string, unknown>;
  asked: FormsAsked;
  path?: string;
  /** Local storage as the last visit left it. */
  localStorage?: KeyValueStorage;
  /** A demo player signed in before the story shows. */
  signedInAs?: string;
  /** The platform says the terms changed since the player last confirmed them. */
  termsChanged?: boolean;
}

/** The session's player site (shell, session, the forms' chunk) in the story's language, over the platform mock. */
export async function createSessionStorySite({
  globals,
  asked,
  path = '/ru/',
  localStorage,
  signedInAs,
  termsChanged,
}: SessionStoryOptions) {
  const page = memoryPage(`${TEST_ORIGIN}${path}`);
  // The forms' chunk as the session sees it: its calls go to the story's spies, its forms are a marker on the page.
  const forms = sessionFormsStandIn({ api: { ...asked, Forms: () => <output data-testid="session-forms" /> } });
  const site = buildPlayerSite({
    features: [shellFeature, sessionFeature, forms.feature],
    language: storyLanguage(globals),
    bundles: [uiResources, specResources],
    path,
    adapters: { page, ...(localStorage ? { localStorage } : {}) },
  });
  if (termsChanged) site.mock.patchState({ termsChanged });
  return { ...(await readyPlayerSite(site, signedInAs)), page };
}

export type SessionStorySite = Awaited<ReturnType<typeof createSessionStorySite>>;
