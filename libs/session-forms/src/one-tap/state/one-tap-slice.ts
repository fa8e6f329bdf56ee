import { createSlice } from '@reduxjs/toolkit';

/** `working`: asking the provider and the platform; `redirecting`: signed in, the redirect URL is being opened. */
export type OneTapStatus = 'idle' | 'working' | 'failed' | 'redirecting';

export interface OneTapState {
  status: OneTapStatus;
  /** The visitor closed the prompt: not shown again on this page load. */
  dismissed: boolean;
}

export const initialOneTapState: OneTapState = { status: 'idle', dismissed: false };

export const oneTapSlice = createSlice({
  name: 'oneTap',
  initialState: initialOneTapState,
  reducers: {
    /** The visitor pressed "continue": a second press while one runs is ignored. */
    oneTapRequested(state) {
      if (state.status === 'idle' || state.status === 'failed') state.status = 'working';
    },
    /** The visitor declined at the provider: back to the prompt, no error. */
    oneTapCancelled(state) {
      if (state.status === 'working') state.status = 'idle';
    },
    oneTapFailed(state) {
      if (state.status === 'working') state.status = 'failed';
    },
    oneTapRedirecting(state) {
      if (state.status === 'working') state.status = 'redirecting';
    },
    oneTapDismissed(state) {
      state.dismissed = true;
    },
  },
});

export const { oneTapRequested, oneTapCancelled, oneTapFailed, oneTapRedirecting, oneTapDismissed } =
  oneTapSlice.actions;
