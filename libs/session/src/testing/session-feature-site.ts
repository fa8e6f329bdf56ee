import { memoryPage, recordingLogger } from '@kickoff/runtime';
import { shellFeature } from '@kickoff/shell-routing';
import { siteConfigApi } from '@kickoff/site-config';
import { defineFeature, type FeatureContext, type LoadableFeature } from '@kickoff/store';
import { createTestStore, recordingRouter, TEST_ORIGIN } from '@kickoff/testing';
import { vi } from 'vitest';
import { sessionFeature } from '../feature/session-feature';
import type { SessionFormsApi } from '@kickoff/contracts';

/**
 * The forms' chunk as the session sees it: its api records what it is asked. With `loginReturnTo` it starts the
 * navigation after its sign-ins as the real forms do when installed, the login modal holding that return address.
 */
export function formsStandIn(
  answer: string | null = 'solved',
  { loginReturnTo }: { loginReturnTo?: string | null } = {},
) {
  const api = {
    solveCaptcha: vi.fn(async () => answer),
    openLogin: vi.fn(),
    openRegistration: vi.fn(),
    openForgotPassword: vi.fn(),
    Forms: () => null,
    LoginPage: () => null,
    RegistrationPage: () => null,
  } satisfies SessionFormsApi;
  const feature = defineFeature({
    name: 'forms stand-in',
    ...(loginReturnTo === undefined
      ? {}
      : { register: (ctx: FeatureContext) => ctx.ports.get('session.afterSignIn').start(() => loginReturnTo) }),
  });
  const load = vi.fn(async (): Promise<LoadableFeature<SessionFormsApi>> => ({ feature, api: () => api }));
  return {
    api,
    load,
    feature: defineFeature({ name: 'session forms', later: [{ name: 'sessionForms', load: load }] }),
  };
}

/** The site as the app installs it (shell, session, the forms' lazy feature) on `path`, its router recording. */
export function sessionFeatureSite(
  path = '/ru/',
  { forms = formsStandIn(), userAgent }: { forms?: ReturnType<typeof formsStandIn>; userAgent?: string } = {},
) {
  const page = memoryPage(`${TEST_ORIGIN}${path}`, { userAgent });
  const logger = recordingLogger();
  const site = createTestStore({
    features: [shellFeature, sessionFeature, forms.feature],
    href: `${TEST_ORIGIN}${path}`,
    adapters: { page, logger },
  });
  const router = recordingRouter(path);
  site.navigation.attach(router);
  const loadSiteConfig = () => site.store.dispatch(siteConfigApi.endpoints.siteConfigAll.initiate({ lang: 'ru' }));
  return { ...site, page, logger, router, forms, loadSiteConfig };
}
