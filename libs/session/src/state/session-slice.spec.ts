import { describe, expect, it } from 'vitest';
import {
  selectBanLevel,
  selectIsAuthenticated,
  selectIsWatchingUser,
  selectShouldShowInactivityNotice,
  selectTermsChanged,
  selectTermsUpdatedAt,
  selectUserId,
} from './selectors';
import {
  sessionStarted,
  sessionStopped,
  banLevelReceived,
  inactivityNoticeDismissed,
  inactivityNoticeDue,
  loggedOut,
  sessionSlice,
  signedIn,
  signedOut,
  termsStatusReceived,
} from './session-slice';

const reduce = (...actions: Parameters<typeof sessionSlice.reducer>[1][]) => ({
  session: actions.reduce(sessionSlice.reducer, sessionSlice.getInitialState()),
});

describe('session slice', () => {
  it('[SES-001] a user is authenticated exactly when a user id is present', () => {
    expect(selectIsAuthenticated(reduce())).toBe(false);
    expect(selectIsAuthenticated(reduce(signedIn({ userId: 1001 })))).toBe(true);
    expect(selectUserId(reduce(signedIn({ userId: 1001 })))).toBe(1001);
    expect(selectIsAuthenticated(reduce(signedIn({ userId: 1001 }), signedOut()))).toBe(false);
  });

  it('reads a store the slice was not injected into yet as an anonymous session', () => {
    expect(selectIsAuthenticated({})).toBe(false);
    expect(selectBanLevel({})).toBeNull();
    expect(selectShouldShowInactivityNotice({})).toBe(false);
  });

  it('[SES-014] [SES-015] logging out clears the user id and sets the ban level to 0', () => {
    const state = reduce(signedIn({ userId: 1001 }), banLevelReceived(53), loggedOut());
    expect(selectUserId(state)).toBeNull();
    expect(selectBanLevel(state)).toBe(0);
  });

  it('a session the platform dropped keeps the ban level the platform gave', () => {
    expect(selectBanLevel(reduce(signedIn({ userId: 1001 }), banLevelReceived(53), signedOut()))).toBe(53);
  });

  it('the inactivity notice is owed until dismissed', () => {
    expect(selectShouldShowInactivityNotice(reduce(inactivityNoticeDue()))).toBe(true);
    expect(selectShouldShowInactivityNotice(reduce(inactivityNoticeDue(), inactivityNoticeDismissed()))).toBe(false);
  });

  it('forgets the terms status of a user who is gone', () => {
    const changed = termsStatusReceived({ changed: true, updatedAt: '2026-06-01T00:00:00Z' });
    for (const gone of [signedOut(), loggedOut()]) {
      const state = reduce(signedIn({ userId: 1001 }), changed, gone);
      expect(selectTermsChanged(state)).toBe(false);
      expect(selectTermsUpdatedAt(state)).toBeNull();
    }
  });

  it('watches a user only while the session runs and someone is signed in', () => {
    expect(selectIsWatchingUser(reduce(signedIn({ userId: 1001 })))).toBe(false);
    expect(selectIsWatchingUser(reduce(sessionStarted()))).toBe(false);
    expect(selectIsWatchingUser(reduce(sessionStarted(), signedIn({ userId: 1001 })))).toBe(true);
    expect(selectIsWatchingUser(reduce(sessionStarted(), signedIn({ userId: 1001 }), sessionStopped()))).toBe(false);
  });
});
