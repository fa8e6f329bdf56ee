import { chunkGate, pause } from '@kickoff/testing';
import { describe, expect, it, vi } from 'vitest';
import { selectIsAuthenticated } from '../state/selectors';
import { logout, signedIn } from '../state/session-slice';
import { sessionFeatureSite } from '../testing/session-feature-site';
import { signInOnPlatform } from '@kickoff/testing';

// The session's services arrive when the test says so.
// The mocked module is first imported after the start, when `chunk` exists.
const chunk = chunkGate();
vi.mock('./session-services', async (importOriginal) => {
  await chunk.arrived;
  return importOriginal();
});

describe('the session’s services, a chunk installed right after the start', () => {
  it('[SES-013] [SES-017] [SES-018] a logout asked for before they arrived is carried out once they are in, once', async () => {
    const site = sessionFeatureSite('/ru/live');
    await site.loadSiteConfig();
    site.store.dispatch(signedIn({ userId: (await signInOnPlatform(site)).user_id }));
    site.adapters.cookies.set('ua', 'x', { path: '/' });
    site.store.dispatch(logout({ reason: 'user' }));
    await pause(50);
    expect([site.mock.requests('authDisconnect').length, selectIsAuthenticated(site.store.getState())]).toEqual([
      0,
      true,
    ]);

    chunk.arrive();
    await site.featuresReady();
    await vi.waitFor(() => expect(site.page.reloads).toBe(1));
    expect(site.mock.requests('authDisconnect')).toHaveLength(1);
    expect(selectIsAuthenticated(site.store.getState())).toBe(false);
    expect(site.adapters.cookies.get('ua')).toBeUndefined();
    await pause(50);
    expect([site.mock.requests('authDisconnect').length, site.page.reloads]).toEqual([1, 1]);
  });
});
