import { authDisconnect } from '@kickoff/platform-api';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi, beforeEach } from 'vitest';
import { createSessionSite } from '../testing/session-state';
import { overridablePlatform } from '@kickoff/testing';
import { selectBanLevel, selectUserId } from './selectors';
import { logout, sessionStarted, sessionStopped, banLevelReceived, signedIn } from './session-slice';

let platform = overridablePlatform();
beforeEach(() => {
  platform = overridablePlatform();
});

async function signedInStore(options: Parameters<typeof createSessionSite>[1] = {}) {
  const s = createSessionSite(platform.mock, options);
  const { user_id, token } = await s.signInOnPlatform('banned');
  s.cookies.set('user_token', token, { path: '/' });
  s.cookies.set('ua', 'kickoff-web', { path: '/' });
  s.store.dispatch(signedIn({ userId: user_id }));
  s.store.dispatch(banLevelReceived(53));
  return s;
}

describe('logout', () => {
  it('[SES-018] [SES-013] [SES-014] [SES-015] disconnects on the platform, deletes ua and user_token, sets ban level 0 and clears the user id', async () => {
    const s = await signedInStore();
    s.store.dispatch(logout({ reason: 'user' }));
    await vi.waitFor(() => expect(s.navigations).toHaveLength(1));

    expect(platform.mock.requests('authDisconnect')).toHaveLength(1);
    expect(s.cookies.get('ua')).toBeUndefined();
    expect(s.cookies.get('user_token')).toBeUndefined();
    expect(selectUserId(s.store.getState())).toBeNull();
    expect(selectBanLevel(s.store.getState())).toBe(0);
  });

  it('[SES-018] the platform session is really over: the next session check finds nobody', async () => {
    const s = await signedInStore();
    s.store.dispatch(logout());
    await vi.waitFor(() => expect(s.navigations).toHaveLength(1));
    s.store.dispatch(sessionStarted());
    await vi.waitFor(() => expect(platform.mock.requests('sessionCheck')).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(selectUserId(s.store.getState())).toBeNull();
    s.store.dispatch(sessionStopped());
  });

  it('[SES-016] sends the user home after logout on a protected page', async () => {
    const s = await signedInStore({ protectedPage: true });
    s.store.dispatch(logout());
    await vi.waitFor(() => expect(s.navigations).toEqual(['home']));
  });

  it('[SES-017] reloads the page after logout on a page that is not protected', async () => {
    const s = await signedInStore({ protectedPage: false });
    s.store.dispatch(logout());
    await vi.waitFor(() => expect(s.navigations).toEqual(['reload']));
  });

  it('still logs out on this device when the platform cannot be reached, and logs it', async () => {
    platform.use(http.post(`*${authDisconnect.path}`, () => HttpResponse.error()));
    const s = await signedInStore();
    s.store.dispatch(logout());
    await vi.waitFor(() => expect(s.navigations).toEqual(['reload']));
    expect(selectUserId(s.store.getState())).toBeNull();
    expect(s.cookies.get('user_token')).toBeUndefined();
    expect(s.logs).toContain('session disconnect failed');
  });

  it('a second logout while the first runs neither disconnects nor navigates twice', async () => {
    const s = await signedInStore();
    s.store.dispatch(logout());
    s.store.dispatch(logout());
    await vi.waitFor(() => expect(s.navigations).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(s.navigations).toHaveLength(1);
    expect(platform.mock.requests('authDisconnect')).toHaveLength(1);
  });

  it('a session check answered before the logout finished does not sign the user back in', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const s = await signedInStore();
    const userId = selectUserId(s.store.getState());
    platform.use(
      http.get('*/web-api/user/check-session', async () => {
        await held;
        return HttpResponse.json({ userId });
      }),
    );
    s.store.dispatch(sessionStarted());
    s.store.dispatch(logout());
    await vi.waitFor(() => expect(s.navigations).toHaveLength(1));
    release();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(selectUserId(s.store.getState())).toBeNull();
    s.store.dispatch(sessionStopped());
  });
});
