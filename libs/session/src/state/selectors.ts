import { initialSessionState, type SessionState } from './session-slice';

/** The slice is injected lazily, so a state without it reads as the initial (anonymous) session. */
export interface SessionRootState {
  session?: SessionState;
}

const sessionOf = (state: SessionRootState): SessionState => state.session ?? initialSessionState;

export const selectUserId = (state: SessionRootState): number | null => sessionOf(state).userId;

/** SES-001: authenticated exactly when a user id is present. */
export const selectIsAuthenticated = (state: SessionRootState): boolean => selectUserId(state) !== null;

/** The platform has said who is signed in since the load: until then "anonymous" only means "not asked yet". */
export const selectIsSessionKnown = (state: SessionRootState): boolean => sessionOf(state).known;

/**
 * What the header's account corner shows: `pending` while nobody knows yet and the page came with the signed-in
 * marker (a placeholder of the visitor's size: no "Log in" for a player while the check is on its way, or hangs).
 */
export type AccountView = 'player' | 'visitor' | 'pending';

export const selectAccountView = (state: SessionRootState): AccountView => {
  const session = sessionOf(state);
  if (session.userId !== null) return 'player';
  return !session.known && session.signedInMarker ? 'pending' : 'visitor';
};

export const selectBanLevel = (state: SessionRootState): number | null => sessionOf(state).banLevel;

export const selectShouldShowInactivityNotice = (state: SessionRootState): boolean =>
  sessionOf(state).inactivityNoticeDue;

export const selectTermsChanged = (state: SessionRootState): boolean => sessionOf(state).termsChanged;

export const selectTermsUpdatedAt = (state: SessionRootState): string | null => sessionOf(state).termsUpdatedAt;

/** Between `sessionStarted` and `sessionStopped`: what a chunk arriving later catches up on. */
export const selectIsSessionRunning = (state: SessionRootState): boolean => sessionOf(state).running;

/** The session runs and someone is signed in: what the idle watcher and the terms poll wait for. */
export const selectIsWatchingUser = (state: SessionRootState): boolean =>
  selectIsSessionRunning(state) && selectIsAuthenticated(state);

/** SES-060: a signed-in user whose terms changed (anonymous visitors have no terms to confirm, SES-049). */
export const selectHasTermsUpdate = (state: SessionRootState): boolean =>
  selectIsAuthenticated(state) && selectTermsChanged(state);
