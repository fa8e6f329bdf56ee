import { type SessionFormsApi } from '@kickoff/contracts';
import { DEMO_PASSWORD } from '@kickoff/platform-mock';
import { recordingLogger } from '@kickoff/runtime';
import { sessionFeature } from '@kickoff/session';
import { shellFeature } from '@kickoff/shell-routing';
import { siteConfigApi } from '@kickoff/site-config';
import { defineFeature, type LoadableFeature } from '@kickoff/store';
import { createTestStore, recordingRouter } from '@kickoff/testing';
import { describe, expect, it, vi } from 'vitest';
import { selectIsCaptchaOpen } from './captcha/state/captcha-selectors';
import { captchaClosed } from './captcha/state/captcha-slice';
import { selectIsForgotPasswordOpen } from './forgot-password/state/forgot-password-selectors';
import { selectIsRegistrationOpen } from './registration/state/registration-selectors';
import { sessionFormsModule } from './session-forms-module';
import { selectAuthForm } from './sign-in/state/auth-form-selectors';
import { fieldChanged, signInSubmitted } from './sign-in/state/auth-form-slice';
import { signedInUserOf } from './testing/forms-site';

/** The site as the app installs it: the shell, the session, and the forms as the lazy feature of their own chunk. */
function siteWithForms(
  importForms: () => Promise<LoadableFeature<SessionFormsApi>> = async () => sessionFormsModule,
  path = '/ru/live',
) {
  const logger = recordingLogger();
  const site = createTestStore({
    features: [
      shellFeature,
      sessionFeature,
      defineFeature({ name: 'session forms', later: [{ name: 'sessionForms', load: importForms }] }),
    ],
    adapters: { logger },
  });
  const router = recordingRouter(path);
  site.navigation.attach(router);
  return { ...site, logger, router, forms: site.ports.lazy('sessionForms') };
}

describe('the session forms chunk', () => {
  it('is installed once, however many ask at once, and says when it is in', async () => {
    const importForms = vi.fn(async () => sessionFormsModule);
    const site = siteWithForms(importForms);
    const heard = vi.fn();
    site.forms.subscribe(heard);
    expect(site.forms.isLoaded()).toBe(false);
    const [first, second] = await Promise.all([site.forms.load(), site.forms.load()]);
    expect(first).toBe(second);
    expect(importForms).toHaveBeenCalledOnce();
    expect(site.forms.isLoaded()).toBe(true);
    expect(heard).toHaveBeenCalledOnce();
    expect(selectAuthForm(site.store.getState()).loginModal.open).toBe(false);
  });

  it('a chunk that failed to load is logged and tried again by the next ask', async () => {
    const importForms = vi
      .fn<() => Promise<LoadableFeature<SessionFormsApi>>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(sessionFormsModule);
    const site = siteWithForms(importForms);
    await expect(site.forms.load()).rejects.toThrow('Failed to fetch');
    expect(site.logger.entries.map((entry) => entry.message)).toContain('later: a chunk failed to load');
    expect(site.forms.isLoaded()).toBe(false);
    await expect(site.forms.load()).resolves.toMatchObject({ Forms: expect.any(Function) });
    expect(importForms).toHaveBeenCalledTimes(2);
  });

  it('[SR-022] the shell’s sign-in port loads the forms and opens the login modal with the guard’s return address', async () => {
    const site = siteWithForms();
    site.ports.get('shell.signIn').openLoginModal('/ru/office/recharge');
    await vi.waitFor(() =>
      expect(selectAuthForm(site.store.getState()).loginModal).toEqual({ open: true, returnTo: '/ru/office/recharge' }),
    );
  });

  it('registration and forgot password each take the login modal’s place', async () => {
    const site = siteWithForms();
    await site.store.dispatch(siteConfigApi.endpoints.siteConfigAll.initiate({ lang: 'ru' }));
    const forms = await site.forms.load();
    forms.openLogin();
    forms.openForgotPassword();
    expect(selectAuthForm(site.store.getState()).loginModal.open).toBe(false);
    expect(selectIsForgotPasswordOpen(site.store.getState())).toBe(true);
    forms.openLogin();
    forms.openRegistration();
    expect(selectAuthForm(site.store.getState()).loginModal.open).toBe(false);
    await vi.waitFor(() => expect(selectIsRegistrationOpen(site.store.getState())).toBe(true));
  });

  it('[API-010] [API-020] a captcha the platform asks for opens in the forms; closing it answers null', async () => {
    const site = siteWithForms();
    const answer = site.ports.get('platform.solveCaptcha')(111, 'authLogin');
    await vi.waitFor(() => expect(selectIsCaptchaOpen(site.store.getState())).toBe(true));
    site.store.dispatch(captchaClosed());
    await expect(answer).resolves.toBeNull();
  });

  it('[SES-002] a sign-in by the login modal leads to the return address it was opened with', async () => {
    const site = siteWithForms();
    // The session's services (which navigate after a sign-in) are installed right after the start, as on the site.
    await site.featuresReady();
    await site.store.dispatch(siteConfigApi.endpoints.siteConfigAll.initiate({ lang: 'ru' }));
    const forms = await site.forms.load();
    forms.openLogin('/ru/office/recharge');
    site.store.dispatch(fieldChanged({ field: 'login', value: 'demo' }));
    site.store.dispatch(fieldChanged({ field: 'password', value: DEMO_PASSWORD }));
    site.store.dispatch(signInSubmitted());
    await vi.waitFor(() => expect(site.router.navigations).toEqual([{ path: '/ru/office/recharge', replace: true }]));
    expect(signedInUserOf(site)).toBe(1001);
  });
});
