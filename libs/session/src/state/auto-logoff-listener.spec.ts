import { memoryStorage } from '@kickoff/runtime';
import { describe, expect, it, vi, beforeEach } from 'vitest';
import { createSessionSite } from '../testing/session-state';
import { overridablePlatform } from '@kickoff/testing';
import { selectIsAuthenticated, selectShouldShowInactivityNotice } from './selectors';
import { sessionStarted, sessionStopped, inactivityNoticeDismissed, signedIn, signedOut } from './session-slice';
import { INACTIVITY_FLAG_KEY } from './session-timing';

let platform = overridablePlatform();
beforeEach(() => {
  platform = overridablePlatform();
});

async function signedInStore(options: Parameters<typeof createSessionSite>[1] = {}) {
  // Hidden: no session checks run, so only the idle timer is scheduled.
  const s = createSessionSite(platform.mock, { visible: false, ...options });
  const { user_id } = await s.signInOnPlatform('demo');
  s.store.dispatch(sessionStarted());
  s.store.dispatch(signedIn({ userId: user_id }));
  return s;
}

describe('auto logoff', () => {
  it('[SES-009] [SES-011] logs a user idle for config × 60 s out and stores the inactivity flag', async () => {
    const s = await signedInStore({ autoLogoffMinutes: 15 });
    s.timers.advance(899_999);
    expect(selectIsAuthenticated(s.store.getState())).toBe(true);
    expect(s.storage.getItem(INACTIVITY_FLAG_KEY)).toBeNull();

    s.timers.advance(1);
    await vi.waitFor(() => expect(selectIsAuthenticated(s.store.getState())).toBe(false));
    expect(s.storage.getItem(INACTIVITY_FLAG_KEY)).not.toBeNull();
    expect(platform.mock.requests('authDisconnect')).toHaveLength(1);
    await vi.waitFor(() => expect(s.navigations).toEqual(['reload']));
    s.store.dispatch(sessionStopped());
  });

  it('activity restarts the idle time', async () => {
    const s = await signedInStore({ autoLogoffMinutes: 1 });
    s.timers.advance(50_000);
    s.activity.emit(); // idle time now ends at 110 000
    s.timers.advance(59_999);
    expect(s.storage.getItem(INACTIVITY_FLAG_KEY)).toBeNull();
    s.timers.advance(1);
    expect(s.storage.getItem(INACTIVITY_FLAG_KEY)).not.toBeNull();
    await vi.waitFor(() => expect(s.navigations).toHaveLength(1)); // the logout's disconnect lands in this test
    s.store.dispatch(sessionStopped());
  });

  it('[SES-010] takes activity at most once per 100 ms', async () => {
    const s = await signedInStore({ autoLogoffMinutes: 1 });
    s.activity.emit(); // taken: idle time now ends at 60 000
    s.timers.advance(99);
    s.activity.emit(); // inside the 100 ms: ignored, so it does not push the end to 60 099
    s.timers.advance(59_901);
    expect(s.storage.getItem(INACTIVITY_FLAG_KEY)).not.toBeNull();
    await vi.waitFor(() => expect(s.navigations).toHaveLength(1)); // the logout's disconnect lands in this test
    s.store.dispatch(sessionStopped());
  });

  it('[SES-010] activity after the 100 ms is taken again', async () => {
    const s = await signedInStore({ autoLogoffMinutes: 1 });
    s.activity.emit();
    s.timers.advance(100);
    s.activity.emit(); // idle time now ends at 60 100
    s.timers.advance(59_900);
    expect(s.storage.getItem(INACTIVITY_FLAG_KEY)).toBeNull();
    s.timers.advance(100);
    expect(s.storage.getItem(INACTIVITY_FLAG_KEY)).not.toBeNull();
    await vi.waitFor(() => expect(s.navigations).toHaveLength(1)); // the logout's disconnect lands in this test
    s.store.dispatch(sessionStopped());
  });

  it('does not log out anonymous visitors or anyone when auto logoff is off in config', async () => {
    const anonymous = createSessionSite(platform.mock, { visible: false });
    anonymous.store.dispatch(sessionStarted());
    const off = await signedInStore({ autoLogoffMinutes: null });
    for (const s of [anonymous, off]) {
      s.timers.advance(24 * 60 * 60_000);
      expect(s.storage.getItem(INACTIVITY_FLAG_KEY)).toBeNull();
      s.store.dispatch(sessionStopped());
    }
    expect(selectIsAuthenticated(off.store.getState())).toBe(true);
    expect(platform.mock.requests('authDisconnect')).toHaveLength(0);
  });

  it('stops watching once the user is signed out', async () => {
    const s = await signedInStore({ autoLogoffMinutes: 1 });
    s.store.dispatch(signedOut());
    s.timers.advance(2 * 60_000);
    expect(s.storage.getItem(INACTIVITY_FLAG_KEY)).toBeNull();
    expect(platform.mock.requests('authDisconnect')).toHaveLength(0);
    s.store.dispatch(sessionStopped());
  });

  it('[SES-012] a load with the inactivity flag stored owes the inactivity notice, once', async () => {
    const storage = memoryStorage({ [INACTIVITY_FLAG_KEY]: '1' });
    const s = createSessionSite(platform.mock, { visible: false, storage });
    expect(selectShouldShowInactivityNotice(s.store.getState())).toBe(false);
    s.store.dispatch(sessionStarted());
    expect(selectShouldShowInactivityNotice(s.store.getState())).toBe(true);
    s.store.dispatch(inactivityNoticeDismissed());
    s.store.dispatch(sessionStopped());

    const nextLoad = createSessionSite(platform.mock, { visible: false, storage });
    nextLoad.store.dispatch(sessionStarted());
    expect(selectShouldShowInactivityNotice(nextLoad.store.getState())).toBe(false);
    nextLoad.store.dispatch(sessionStopped());
  });
});
