import { chunkGate, pause } from '@kickoff/testing';
import { describe, expect, it, vi } from 'vitest';
import { signedIn } from '../state/session-slice';
import { formsStandIn, sessionFeatureSite } from '../testing/session-feature-site';
import { signInOnPlatform } from '@kickoff/testing';

// The session's services, which hold the navigation after a sign-in, arrive when the test says so.
// The mocked module is first imported after the start, when `chunk` exists.
const chunk = chunkGate();
vi.mock('./session-services', async (importOriginal) => {
  await chunk.arrived;
  return importOriginal();
});

describe('the navigation after a form’s sign-in, in the session’s services', () => {
  it('[SES-002] a login made before they arrived leads to the login form’s return address once they are in, once', async () => {
    const site = sessionFeatureSite('/ru/live', {
      forms: formsStandIn('solved', { loginReturnTo: '/ru/office/recharge' }),
    });
    await site.loadSiteConfig();
    await site.ports.lazy('sessionForms').load();
    const { user_id } = await signInOnPlatform(site);
    site.store.dispatch(signedIn({ userId: user_id, via: 'login' }));
    await pause(50);
    expect(site.router.navigations).toEqual([]);

    chunk.arrive();
    await site.featuresReady();
    await vi.waitFor(() => expect(site.router.navigations).toEqual([{ path: '/ru/office/recharge', replace: true }]));
    // CFG-006: the site config was loaded again for the signed-in player first.
    expect(site.mock.requests('siteConfig')).toHaveLength(2);
    await pause(50);
    expect(site.router.navigations).toHaveLength(1);
  });
});
