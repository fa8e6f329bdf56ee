import type { UserConfig } from '@kickoff/platform-api';
import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';

export interface UserConfigState {
  /** The signed-in player's config (doc 000 §3.7); null for visitors and until it has loaded. */
  config: UserConfig | null;
  status: 'idle' | 'loading' | 'loaded' | 'failed';
}

const initialState: UserConfigState = { config: null, status: 'idle' };

export const userConfigSlice = createSlice({
  name: 'userConfig',
  initialState,
  reducers: {
    userConfigRequested(state) {
      state.status = 'loading';
    },
    userConfigReceived(state, { payload }: PayloadAction<UserConfig>) {
      state.config = payload;
      state.status = 'loaded';
    },
    /** The load failed: the last config stays (a signed-in player's config rarely changes), flagged as such. */
    userConfigFailed(state) {
      state.status = 'failed';
    },
    userConfigCleared() {
      return initialState;
    },
  },
});

export const userConfigActions = userConfigSlice.actions;

/**
 * A sign-in came before the services that load the config arrived: the feature sends this then and holds it until
 * they are installed, so that sign-in's load is not lost.
 */
export const userConfigLoadAsked = createAction('userConfig/loadAsked');
