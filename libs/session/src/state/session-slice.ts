import { loggedOut, signedIn, signedOut, type SignInRoute } from '@kickoff/contracts';
import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';

// Who is signed in is told to the whole site: the events are the contract's, this slice keeps the session by them.
export { loggedOut, signedIn, signedOut };
export type { SignInRoute };

/** The session feature dispatches it once installed: polling, idle watching and the inactivity notice start. */
export const sessionStarted = createAction('session/started');
/** Stops what `sessionStarted` started (tests, app teardown). */
export const sessionStopped = createAction('session/stopped');
/** The user asked to log out, or auto logoff did (SES-011, SES-013 … SES-018). */
export const logout = createAction<{ reason: 'user' | 'inactivity' } | undefined>('session/logout');

export interface SessionState {
  /** The platform's user id; null = anonymous (a visitor or a signed-out player). */
  userId: number | null;
  /** Null until the platform tells; logout resets it to 0 because a signed-out visitor carries no ban (SES-014). */
  banLevel: number | null;
  /** The last visit ended by auto logoff and the notice about it is still owed (SES-012). */
  inactivityNoticeDue: boolean;
  /** The legal terms changed since the user last confirmed them (SES-052); false for anonymous visitors. */
  termsChanged: boolean;
  /** The terms signature (`updatedAt`) the last status answer gave: what a confirmation confirms. */
  termsUpdatedAt: string | null;
  /** Between `sessionStarted` and `sessionStopped`: the watchers of a signed-in user run only then. */
  running: boolean;
  /** The platform has said who is signed in (a session check answered or gave up, a sign-in, a logout) since the load. */
  known: boolean;
  /**
   * The page came with the platform's readable `ua` cookie, which it sets at every sign-in and the site clears at
   * logout: a player is probably signed in, so until the platform says who, the header waits instead of "Log in".
   */
  signedInMarker: boolean;
}

export const initialSessionState: SessionState = {
  userId: null,
  banLevel: null,
  inactivityNoticeDue: false,
  termsChanged: false,
  termsUpdatedAt: null,
  running: false,
  known: false,
  signedInMarker: false,
};

const forgetUser = (state: SessionState) => {
  state.userId = null;
  state.termsChanged = false;
  state.termsUpdatedAt = null;
};

export const sessionSlice = createSlice({
  name: 'session',
  initialState: initialSessionState,
  reducers: {
    /** The first session check confirmed the state as it was (nobody signed in), or gave up: treated as that. */
    sessionConfirmed(state) {
      state.known = true;
    },
    /** At install, on the server and in the browser alike (both read the request's cookies): the same first render. */
    signedInMarkerSeen(state, action: PayloadAction<boolean>) {
      state.signedInMarker = action.payload;
    },
    banLevelReceived(state, action: PayloadAction<number>) {
      state.banLevel = action.payload;
    },
    termsStatusReceived(state, action: PayloadAction<{ changed: boolean; updatedAt: string | null }>) {
      state.termsChanged = action.payload.changed;
      state.termsUpdatedAt = action.payload.updatedAt;
    },
    inactivityNoticeDue(state) {
      state.inactivityNoticeDue = true;
    },
    inactivityNoticeDismissed(state) {
      state.inactivityNoticeDue = false;
    },
  },
  extraReducers: (builder) => {
    builder
      // `via` defaults to 'session' (the platform told, no form involved): no after-sign-in navigation then.
      .addCase(signedIn, (state, { payload }) => {
        state.userId = payload.userId;
        state.known = true;
      })
      .addCase(signedOut, (state) => {
        forgetUser(state);
        state.known = true;
      })
      .addCase(loggedOut, (state) => {
        forgetUser(state);
        state.banLevel = 0;
        state.known = true;
      })
      .addCase(sessionStarted, (state) => void (state.running = true))
      .addCase(sessionStopped, (state) => void (state.running = false));
  },
});

export const {
  sessionConfirmed,
  signedInMarkerSeen,
  banLevelReceived,
  termsStatusReceived,
  inactivityNoticeDue,
  inactivityNoticeDismissed,
} = sessionSlice.actions;
