import { memoryPage, recordingLogger } from '@kickoff/runtime';
import { shellFeature } from '@kickoff/shell-routing';
import { siteConfigApi } from '@kickoff/site-config';
import type { FeatureContext } from '@kickoff/store';
import { buildPlayerSite, recordingRouter, sessionFormsStandIn, TEST_ORIGIN } from '@kickoff/testing';
import { vi } from 'vitest';
import { sessionFeature } from '../feature/session-feature';

/**
 * The forms' chunk as the session sees it: its api records what it is asked, `load` each time it is loaded. With
 * `loginReturnTo` it starts the navigation after its sign-ins as the real forms do when installed, the login modal
 * holding that return address.
 */
export function formsStandIn(
  answer: string | null = 'solved',
  { loginReturnTo }: { loginReturnTo?: string | null } = {},
) {
  const load = vi.fn();
  const { feature, api } = sessionFormsStandIn({
    api: {
      solveCaptcha: vi.fn(async () => answer),
      openLogin: vi.fn(),
      openRegistration: vi.fn(),
      openForgotPassword: vi.fn(),
    },
    onLoad: load,
    ...(loginReturnTo === undefined
      ? {}
      : { register: (ctx: FeatureContext) => ctx.ports.get('session.afterSignIn').start(() => loginReturnTo) }),
  });
  return { api, load, feature };
}

/** The player site of the session (shell, session, the forms' lazy feature) on `path`, its router recording. */
export function sessionFeatureSite(
  path = '/ru/',
  { forms = formsStandIn(), userAgent }: { forms?: ReturnType<typeof formsStandIn>; userAgent?: string } = {},
) {
  const page = memoryPage(`${TEST_ORIGIN}${path}`, { userAgent });
  const logger = recordingLogger();
  const site = buildPlayerSite({
    features: [shellFeature, sessionFeature, forms.feature],
    path,
    adapters: { page, logger },
  });
  const router = recordingRouter(path);
  site.navigation.attach(router);
  const loadSiteConfig = () => site.store.dispatch(siteConfigApi.endpoints.siteConfigAll.initiate({ lang: 'ru' }));
  return { ...site, page, logger, router, forms, loadSiteConfig };
}
