import { selectSiteConfig, siteConfigApi } from '@kickoff/site-config';
import { describe, expect, it, vi, beforeEach } from 'vitest';
import { createListenerSite } from '../testing/session-state';
import { overridablePlatform, TEST_ORIGIN as ORIGIN } from '@kickoff/testing';
import { loggedOut, signedIn } from '../state/session-slice';
import type { AfterSignInTarget, RouteRef } from './after-sign-in-target';
import { registerAfterSignInNavigation } from './after-sign-in-listener';

let platform = overridablePlatform();
beforeEach(() => {
  platform = overridablePlatform();
});

const ROUTES: Record<string, string> = {
  home: '/ru/',
  live: '/ru/live',
  'office-recharge': '/ru/office/recharge',
  login: '/ru/user/login',
};

interface Page {
  returnTo?: string | null;
  from?: RouteRef | null;
}

/** A real store over the mock; the shell's side is a page with a query and a from-route, and the real site config. */
function setUp(page: Page = {}) {
  const s = createListenerSite(platform.mock);
  const navigations: AfterSignInTarget[] = [];
  const stop = registerAfterSignInNavigation(s.startListening, {
    siteOrigin: ORIGIN,
    returnAddress: () => page.returnTo ?? null,
    fromRoute: () => page.from ?? null,
    isAllowedForSignedIn: (path) => !path.startsWith('/ru/user/login'),
    afterRegistrationRedirects: (state) => selectSiteConfig(state, 'ru')?.afterRegistrationRedirects ?? [],
    pathOfRoute: (name) => ROUTES[name] ?? null,
    navigate: (target) => void navigations.push(target),
    reloadSiteConfig: () =>
      s.store.dispatch(siteConfigApi.endpoints.siteConfigAll.initiate({ lang: 'ru' }, { forceRefetch: true })),
    log: s.log,
  });
  return { ...s, navigations, stop };
}

describe('after-sign-in navigation', () => {
  it('[SES-002] [CFG-006] a login reloads the site config, then goes to the return address the login guard passed', async () => {
    const s = setUp({ returnTo: '/ru/office/history?page=2', from: { name: 'live', path: '/ru/live' } });
    const { user_id } = await s.signInOnPlatform();
    s.store.dispatch(signedIn({ userId: user_id, via: 'login' }));
    await vi.waitFor(() =>
      expect(s.navigations).toEqual([{ kind: 'path', path: '/ru/office/history?page=2', reason: 'return-address' }]),
    );
    expect(platform.mock.requests('siteConfig')).toHaveLength(1);
    s.stop();
  });

  it('[SES-002] a return address to another host is not followed: the previous page instead', async () => {
    const s = setUp({ returnTo: '//evil.example/ru/', from: { name: 'live', path: '/ru/live' } });
    const { user_id } = await s.signInOnPlatform();
    s.store.dispatch(signedIn({ userId: user_id, via: 'login' }));
    await vi.waitFor(() => expect(s.navigations).toEqual([{ kind: 'path', path: '/ru/live', reason: 'from-route' }]));
    s.stop();
  });

  it('[SES-002] [SES-003] a login from the login page with no return address goes home (the login page is not for signed-in users)', async () => {
    const s = setUp({ from: { name: 'login', path: '/ru/user/login' } });
    const { user_id } = await s.signInOnPlatform();
    s.store.dispatch(signedIn({ userId: user_id, via: 'login' }));
    await vi.waitFor(() => expect(s.navigations).toEqual([{ kind: 'home' }]));
    s.stop();
  });

  it('[SES-004] a registration applies the configured pair of the reloaded site config when the from-route matches', async () => {
    platform.mock.patchState({ siteConfig: { afterRegistrationRedirects: [{ from: 'live', to: 'office-recharge' }] } });
    const s = setUp({ from: { name: 'live', path: '/ru/live' } });
    const { user_id } = await s.signInOnPlatform();
    s.store.dispatch(signedIn({ userId: user_id, via: 'registration' }));
    await vi.waitFor(() =>
      expect(s.navigations).toEqual([{ kind: 'path', path: '/ru/office/recharge', reason: 'after-registration' }]),
    );
    s.stop();
  });

  it('[SES-003] [SES-004] a registration from a page no pair names returns to that page', async () => {
    platform.mock.patchState({ siteConfig: { afterRegistrationRedirects: [{ from: 'home', to: 'office-recharge' }] } });
    const s = setUp({ from: { name: 'live', path: '/ru/live' } });
    const { user_id } = await s.signInOnPlatform();
    s.store.dispatch(signedIn({ userId: user_id, via: 'registration' }));
    await vi.waitFor(() => expect(s.navigations).toEqual([{ kind: 'path', path: '/ru/live', reason: 'from-route' }]));
    s.stop();
  });

  it('[CFG-006] a sign-in the session check noticed neither reloads the config nor moves the user', async () => {
    const s = setUp({ returnTo: '/ru/live' });
    const { user_id } = await s.signInOnPlatform();
    s.store.dispatch(signedIn({ userId: user_id }));
    s.store.dispatch(signedIn({ userId: user_id, via: 'session' }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(s.navigations).toEqual([]);
    expect(platform.mock.requests('siteConfig')).toHaveLength(0);
    s.stop();
  });

  it('still navigates when the config reload fails, and logs it', async () => {
    const s = setUp({ returnTo: '/ru/live' });
    const stop = registerAfterSignInNavigation(s.startListening, {
      siteOrigin: ORIGIN,
      returnAddress: () => '/ru/live',
      fromRoute: () => null,
      isAllowedForSignedIn: () => true,
      afterRegistrationRedirects: () => [],
      pathOfRoute: () => null,
      navigate: (target) => void s.navigations.push(target),
      reloadSiteConfig: () => Promise.reject(new Error('offline')),
      log: s.log,
    });
    s.stop();
    const { user_id } = await s.signInOnPlatform();
    s.store.dispatch(signedIn({ userId: user_id, via: 'login' }));
    await vi.waitFor(() =>
      expect(s.navigations).toEqual([{ kind: 'path', path: '/ru/live', reason: 'return-address' }]),
    );
    expect(s.logs).toContain('site config reload after sign-in failed');
    stop();
  });

  it('a user logged out before the reload answered is not sent anywhere', async () => {
    let release: () => void = () => undefined;
    const s = setUp({ returnTo: '/ru/live' });
    s.stop();
    const stop = registerAfterSignInNavigation(s.startListening, {
      siteOrigin: ORIGIN,
      returnAddress: () => '/ru/live',
      fromRoute: () => null,
      isAllowedForSignedIn: () => true,
      afterRegistrationRedirects: () => [],
      pathOfRoute: () => null,
      navigate: (target) => void s.navigations.push(target),
      reloadSiteConfig: () => new Promise<void>((resolve) => (release = resolve)),
    });
    s.store.dispatch(signedIn({ userId: 1001, via: 'login' }));
    s.store.dispatch(loggedOut());
    release();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(s.navigations).toEqual([]);
    stop();
  });
});
