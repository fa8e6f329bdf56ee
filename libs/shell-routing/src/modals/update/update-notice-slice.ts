import { newerVersionDeployed } from '@kickoff/contracts';
import { createSlice } from '@reduxjs/toolkit';

export interface UpdateNoticeState {
  /** A newer build of the site is deployed (SR-101). */
  isUpdateAvailable: boolean;
  /** The visitor closed the notice for now. */
  isDismissed: boolean;
}

export const initialUpdateNoticeState: UpdateNoticeState = { isUpdateAvailable: false, isDismissed: false };

const showUpdate = (state: UpdateNoticeState) => {
  state.isUpdateAvailable = true;
  // A newer deploy found after the notice was closed is news again.
  state.isDismissed = false;
};

/**
 * The link between the version check (session, SES-063) and the update notice (SR-101): the check's contract event
 * `newerVersionDeployed` (or `updateAvailable`) shows the notice. Injected into the app store by the shell's feature.
 */
export const updateNoticeSlice = createSlice({
  name: 'updateNotice',
  initialState: initialUpdateNoticeState,
  reducers: {
    updateAvailable: showUpdate,
    dismissed: (state) => {
      state.isDismissed = true;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(newerVersionDeployed, showUpdate);
  },
});

export const updateNoticeActions = updateNoticeSlice.actions;

/** Optional: the slice is injected lazily, and a store without it has nothing to announce. */
export interface UpdateNoticeRootState {
  updateNotice?: UpdateNoticeState;
}

export const selectIsUpdateNoticeShown = (state: UpdateNoticeRootState): boolean =>
  state.updateNotice !== undefined && state.updateNotice.isUpdateAvailable && !state.updateNotice.isDismissed;
