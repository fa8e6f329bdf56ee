import { describe, expect, it, vi } from 'vitest';
import { selectIsAuthenticated, selectIsSessionKnown } from '../state/selectors';
import { logout, signedIn, signedOut } from '../state/session-slice';
import { newerVersionDeployed } from '../startup/startup-timers-listener';
import { signInOnPlatform } from '@kickoff/testing';
import { ANONYMOUS_FORMS_DELAY_MS } from './forms-preload';
import { formsStandIn, sessionFeatureSite } from '../testing/session-feature-site';

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('the session feature', () => {
  it('[SR-022] gives the shell who is signed in and the login form over the page, with the guard’s return address', async () => {
    const site = sessionFeatureSite();
    const signIn = site.ports.get('shell.signIn');
    expect(signIn.isAuthenticated(site.store.getState())).toBe(false);
    site.store.dispatch(signedIn({ userId: 1001 }));
    expect(signIn.isAuthenticated(site.store.getState())).toBe(true);

    signIn.openLoginModal('/ru/office/recharge');
    await vi.waitFor(() => expect(site.forms.api.openLogin).toHaveBeenCalledWith('/ru/office/recharge'));
    expect(site.forms.load).toHaveBeenCalledOnce();
  });

  it('[API-010] [API-011] hands the platform’s captcha to the forms; forms that cannot load answer null, logged', async () => {
    const site = sessionFeatureSite();
    await expect(site.ports.get('platform.solveCaptcha')(111, 'authLogin')).resolves.toBe('solved');
    expect(site.forms.api.solveCaptcha).toHaveBeenCalledWith(111, 'authLogin');

    const broken = formsStandIn();
    broken.load.mockRejectedValue(new TypeError('Failed to fetch dynamically imported module'));
    const offline = sessionFeatureSite('/ru/', { forms: broken });
    await expect(offline.ports.get('platform.solveCaptcha')(111, 'authLogin')).resolves.toBeNull();
    expect(offline.logger.entries.map((entry) => entry.message)).toContain(
      '[session] captcha unavailable: the forms did not load',
    );
  });

  it('[API-016] [API-017] asks for terms confirmation when site config has it on, and leads to the confirm-terms page', async () => {
    const site = sessionFeatureSite('/ru/live');
    const terms = site.ports.get('platform.termsConfirmation');
    expect(terms.isEnabled()).toBe(false);
    await site.loadSiteConfig();
    expect(terms.isEnabled()).toBe(true);
    terms.required();
    // Once the route table (a chunk loaded after the start) names the page's address.
    await expect.poll(() => site.router.navigations).toEqual([{ path: '/ru/confirm-terms', replace: false }]);
  });

  it('[SR-101] a newer deployed version raises the shell’s update notice', () => {
    const site = sessionFeatureSite();
    expect(site.store.getState().updateNotice.isUpdateAvailable).toBe(false);
    site.store.dispatch(newerVersionDeployed({ deployed: '1.0.1', current: '1.0.0' }));
    expect(site.store.getState().updateNotice.isUpdateAvailable).toBe(true);
  });

  it('runs the page’s guards again when the platform changes who is signed in, not after a form’s own sign-in', () => {
    const site = sessionFeatureSite();
    site.store.dispatch(signedIn({ userId: 1001, via: 'login' }));
    expect(site.router.revalidations).toBe(0);
    site.store.dispatch(signedOut());
    site.store.dispatch(signedIn({ userId: 1001 }));
    expect(site.router.revalidations).toBe(2);
  });

  it('[SES-016] [SES-017] a logout leaves a protected page for home, and reloads any other', async () => {
    const office = sessionFeatureSite('/ru/office/recharge');
    await office.loadSiteConfig();
    const { user_id } = await signInOnPlatform(office);
    office.store.dispatch(signedIn({ userId: user_id }));
    office.store.dispatch(logout({ reason: 'user' }));
    await vi.waitFor(() => expect(office.router.navigations).toEqual([{ path: '/ru/', replace: false }]));
    expect(office.page.reloads).toBe(0);

    const live = sessionFeatureSite('/ru/live');
    await live.loadSiteConfig();
    live.store.dispatch(signedIn({ userId: (await signInOnPlatform(live)).user_id }));
    live.store.dispatch(logout({ reason: 'user' }));
    await vi.waitFor(() => expect(live.page.reloads).toBe(1));
    expect(live.router.navigations).toEqual([]);
  });

  it('[SES-002] leads a form’s sign-in to the login form’s return address through the after-sign-in port', async () => {
    const site = sessionFeatureSite('/ru/live');
    await site.loadSiteConfig();
    site.ports.get('session.afterSignIn').start(() => '/ru/office/recharge');
    const { user_id } = await signInOnPlatform(site);
    site.store.dispatch(signedIn({ userId: user_id, via: 'login' }));
    await vi.waitFor(() => expect(site.router.navigations).toEqual([{ path: '/ru/office/recharge', replace: true }]));
    // CFG-006: the site config was loaded again for the signed-in player first.
    expect(site.mock.requests('siteConfig')).toHaveLength(2);
  });

  it('loads the forms for a visitor still anonymous a while after the start, not for a player', async () => {
    const visitor = sessionFeatureSite();
    visitor.adapters.timers.advance(ANONYMOUS_FORMS_DELAY_MS - 1);
    await settle();
    expect(visitor.forms.load).not.toHaveBeenCalled();
    visitor.adapters.timers.advance(1);
    await vi.waitFor(() => expect(visitor.ports.lazy('sessionForms').isLoaded()).toBe(true));

    const player = sessionFeatureSite();
    player.store.dispatch(signedIn({ userId: 1001 }));
    player.adapters.timers.advance(ANONYMOUS_FORMS_DELAY_MS);
    await settle();
    expect(player.forms.load).not.toHaveBeenCalled();
  });

  it('a search-engine bot gets the page without the session’s timers: no checks, no forms; it is anonymous from the start', async () => {
    const bot = sessionFeatureSite('/ru/', {
      userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    });
    // Known at once: a protected page it opens does not wait for a check that never comes.
    expect(selectIsSessionKnown(bot.store.getState())).toBe(true);
    bot.adapters.timers.advance(5 * 60_000);
    await settle();
    expect(bot.mock.requests('sessionCheck')).toHaveLength(0);
    expect(bot.forms.load).not.toHaveBeenCalled();
    expect(selectIsAuthenticated(bot.store.getState())).toBe(false);
  });
});
