import { signedIn } from '@kickoff/contracts';
import { couponFeature } from '@kickoff/coupon';
import { specResources } from '@kickoff/i18n';
import { createPlatformMock, type PlatformMock } from '@kickoff/platform-mock';
import type { Adapters } from '@kickoff/runtime';
import { sessionFeature } from '@kickoff/session';
import { shellFeature } from '@kickoff/shell-routing';
import { defineFeature } from '@kickoff/store';
import { createTestStore, signInOnPlatform, TEST_ORIGIN } from '@kickoff/testing';
import { uiResources } from '@kickoff/ui';
import { selectUserConfigStatus } from '../config/selectors';
import { userConfigFeature } from '../feature/user-config-feature';

/** The session's forms are never opened here; the session only needs their loader to exist. */
const formsStandIn = defineFeature({
  name: 'session forms',
  later: [
    {
      name: 'sessionForms',
      load: async () => ({
        feature: defineFeature({ name: 'forms stand-in' }),
        api: () => ({}) as never,
      }),
    },
  ],
});

export interface UserConfigSiteOptions {
  mock?: PlatformMock;
  /** The browser's cookies at start (a reload reads them back). */
  cookies?: Record<string, string>;
  language?: string;
  path?: string;
  adapters?: Partial<Omit<Adapters, 'clock' | 'timers'>>;
  document?: Document;
}

/** The site as the app installs user-config: shell, session, coupon, then user-config, over the platform mock. */
export function createUserConfigSite({
  mock = createPlatformMock(),
  cookies,
  language = 'ru',
  path = `/${language}/`,
  adapters,
  document,
}: UserConfigSiteOptions = {}) {
  const site = createTestStore({
    features: [shellFeature, sessionFeature, formsStandIn, couponFeature, userConfigFeature],
    mock,
    language,
    cookies,
    adapters,
    document,
    bundles: [uiResources, specResources],
    href: `${TEST_ORIGIN}${path}`,
  });
  const signIn = async (login = 'demo') => {
    const { user_id } = await signInOnPlatform(site, login);
    site.store.dispatch(signedIn({ userId: user_id, via: 'login' }));
    return user_id;
  };
  /**
   * Resolves once the config load of the last sign-in has its answer: the services that load it are installed after
   * the start, then the platform answers. A wait on the store, never a fixed time.
   */
  const configAnswered = async () => {
    await site.featuresReady();
    await new Promise<void>((resolve) => {
      const isAnswered = () => ['loaded', 'failed'].includes(selectUserConfigStatus(site.store.getState()));
      if (isAnswered()) return resolve();
      const stop = site.store.subscribe(() => {
        if (!isAnswered()) return;
        stop();
        resolve();
      });
    });
  };
  return { ...site, signIn, configAnswered, preferences: () => site.store.getState().preferences };
}

export type UserConfigSite = ReturnType<typeof createUserConfigSite>;
