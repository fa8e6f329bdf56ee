import { specResources } from '@kickoff/i18n';
import { type KeyValueStorage, memoryPage } from '@kickoff/runtime';
import { shellFeature } from '@kickoff/shell-routing';
import { defineFeature } from '@kickoff/store';
import { createTestStore, TEST_ORIGIN, TestSiteFrame, storyLanguage } from '@kickoff/testing';
import { uiResources } from '@kickoff/ui';
import type { ReactNode } from 'react';
import { sessionFeature } from '../feature/session-feature';
import type { SessionFormsApi } from '@kickoff/contracts';
import { signedIn } from '../state/session-slice';
import { signInOnPlatform } from './session-state';

/** What the forms' chunk is asked in a story of the session's own components (the session never imports its forms). */
export type FormsAsked = Pick<SessionFormsApi, 'openLogin' | 'openRegistration' | 'openForgotPassword'>;

/** The forms' chunk as the session sees it: its calls go to the story's spies, its forms are a marker on the page. */
export function formsStandIn(asked: FormsAsked) {
  const api: SessionFormsApi = {
    ...asked,
    solveCaptcha: async () => null,
    Forms: () => <output data-testid="session-forms" />,
    LoginPage: () => null,
    RegistrationPage: () => null,
  };
  return defineFeature({
    name: 'session forms',
    later: [
      {
        name: 'sessionForms',
        load: async () => ({
          feature: defineFeature({ name: 'forms stand-in' }),
          api: () => api,
        }),
      },
    ],
  });
}

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

/** The site as the app installs it (shell, session, the forms' chunk) in the story's language, over the platform mock. */
export async function createSessionStorySite({
  globals,
  asked,
  path = '/ru/',
  localStorage,
  signedInAs,
  termsChanged,
}: SessionStoryOptions) {
  const page = memoryPage(`${TEST_ORIGIN}${path}`);
  const site = createTestStore({
    features: [shellFeature, sessionFeature, formsStandIn(asked)],
    language: storyLanguage(globals),
    bundles: [uiResources, specResources],
    href: `${TEST_ORIGIN}${path}`,
    adapters: { page, ...(localStorage ? { localStorage } : {}) },
  });
  if (termsChanged) site.mock.patchState({ termsChanged });
  if (signedInAs)
    site.store.dispatch(signedIn({ userId: (await signInOnPlatform(site, signedInAs)).user_id, via: 'login' }));
  return { ...site, page, path };
}

export type SessionStorySite = Awaited<ReturnType<typeof createSessionStorySite>>;

/** The app's providers and a router on the site's page, around a story's component. */
export function SessionStoryFrame({ site, children }: { site: SessionStorySite; children: ReactNode }) {
  return <TestSiteFrame site={site}>{children}</TestSiteFrame>;
}
