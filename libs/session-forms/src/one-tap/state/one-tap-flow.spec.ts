import { socialOneTapClientId, socialOneTapSignIn } from '@kickoff/platform-api';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi, beforeEach } from 'vitest';
import { createOneTapSite, ONE_TAP_SITE_ORIGIN } from '../../testing/one-tap-site';
import { overridablePlatform } from '@kickoff/testing';
import { selectOneTap } from './one-tap-selectors';
import { oneTapRequested } from './one-tap-slice';

let platform = overridablePlatform();
beforeEach(() => {
  platform = overridablePlatform();
});

type Harness = ReturnType<typeof createOneTapSite>;
const statusOf = (h: Harness) => selectOneTap(h.store.getState()).status;
const settled = async (h: Harness) => {
  await vi.waitFor(() => expect(statusOf(h)).not.toBe('working'));
  return statusOf(h);
};

describe('one-tap sign-in over the platform mock', () => {
  it('[SES-033] [SES-034] [SES-035] the client id goes to the provider, the credential is posted as multipart with language, currency and countryId, the redirectUrl is opened', async () => {
    const clientIdCalls: string[] = [];
    platform.use(
      http.get(`*${socialOneTapClientId.path}`, ({ request }) => {
        clientIdCalls.push(request.method);
        return HttpResponse.json({ clientId: 'client-42.apps.test' });
      }),
    );
    const h = createOneTapSite(platform.mock);
    h.store.dispatch(oneTapRequested());
    expect(await settled(h)).toBe('redirecting');

    expect(clientIdCalls).toEqual(['GET']);
    expect(h.askedWith).toEqual(['client-42.apps.test']);
    const [signIn] = platform.mock.requests('socialOneTapSignIn');
    expect(signIn!.headers['content-type']).toMatch(/^multipart\/form-data/);
    expect(signIn!.body).toEqual({
      credential: 'demo-credential:demo',
      language: 'ru',
      currency: 'RUB',
      countryId: '1',
    });
    expect(h.opened).toEqual([`${ONE_TAP_SITE_ORIGIN}/ru/`]);
    h.stop();
  });

  it('[SES-035] an unknown credential is sent on to the redirectUrl the platform names (social registration)', async () => {
    const h = createOneTapSite(platform.mock, {
      requestCredential: async () => 'someone-new',
      signInContext: () => ({ language: 'en', currency: 'EUR', countryId: 7 }),
    });
    h.store.dispatch(oneTapRequested());
    expect(await settled(h)).toBe('redirecting');
    expect(h.opened).toEqual([`${ONE_TAP_SITE_ORIGIN}/en/registration/social?currency=EUR&countryId=7`]);
    h.stop();
  });

  it('[SES-035] a redirectUrl that is not http(s) is refused and logged; nothing is opened', async () => {
    platform.use(
      http.post(`*${socialOneTapSignIn.path}`, () =>
        HttpResponse.json({ redirectUrl: 'javascript:alert(document.cookie)' }),
      ),
    );
    const h = createOneTapSite(platform.mock);
    h.store.dispatch(oneTapRequested());
    expect(await settled(h)).toBe('failed');
    expect(h.opened).toEqual([]);
    expect(h.logs).toContain('one-tap: refused to open the redirect URL');
    h.stop();
  });

  it('[SES-032] a signed-in user is not signed in again: no provider, no calls', async () => {
    const h = createOneTapSite(platform.mock, { userId: 5 });
    h.store.dispatch(oneTapRequested());
    expect(await settled(h)).toBe('idle');
    expect(h.askedWith).toEqual([]);
    expect(platform.mock.requests('socialOneTapClientId')).toHaveLength(0);
    h.stop();
  });

  it('declining at the provider goes back to the prompt without an error or a sign-in', async () => {
    const h = createOneTapSite(platform.mock, { requestCredential: async () => null });
    h.store.dispatch(oneTapRequested());
    expect(await settled(h)).toBe('idle');
    expect(platform.mock.requests('socialOneTapSignIn')).toHaveLength(0);
    h.stop();
  });

  it('a failing provider, a failed sign-in or an unusable context end in "failed", logged; continue tries again', async () => {
    const broken = createOneTapSite(platform.mock, {
      requestCredential: async () => Promise.reject(new Error('script blocked')),
    });
    broken.store.dispatch(oneTapRequested());
    expect(await settled(broken)).toBe('failed');
    expect(broken.logs).toContain('one-tap: the provider gave no credential');
    broken.stop();

    const noContext = createOneTapSite(platform.mock, {
      signInContext: () => ({ language: 'russian', currency: 'RUB', countryId: 1 }),
    });
    noContext.store.dispatch(oneTapRequested());
    expect(await settled(noContext)).toBe('failed');
    expect(platform.mock.requests('socialOneTapSignIn')).toHaveLength(0);
    noContext.stop();

    let refusals = 1;
    platform.use(
      http.post(`*${socialOneTapSignIn.path}`, () =>
        refusals-- > 0 ? new HttpResponse(null, { status: 500 }) : undefined,
      ),
    );
    const h = createOneTapSite(platform.mock);
    h.store.dispatch(oneTapRequested());
    expect(await settled(h)).toBe('failed');
    expect(h.logs).toContain('one-tap: sign-in failed');
    h.store.dispatch(oneTapRequested());
    expect(await settled(h)).toBe('redirecting');
    expect(h.opened).toHaveLength(1);
    h.stop();
  });

  it('a second press while one runs asks the provider once', async () => {
    const h = createOneTapSite(platform.mock);
    h.store.dispatch(oneTapRequested());
    h.store.dispatch(oneTapRequested());
    expect(await settled(h)).toBe('redirecting');
    expect(h.askedWith).toHaveLength(1);
    expect(h.opened).toHaveLength(1);
    h.stop();
  });
});
