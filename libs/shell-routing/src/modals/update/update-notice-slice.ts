import { createSlice } from '@reduxjs/toolkit';

export interface UpdateNoticeState {
  /** A newer build of the site is deployed (SR-101). */
  isUpdateAvailable: boolean;
  /** The visitor closed the notice for now. */
  isDismissed: boolean;
}

export const initialUpdateNoticeState: UpdateNoticeState = { isUpdateAvailable: false, isDismissed: false };

/**
 * The link between the version check (session, SES-062) and the update notice (SR-101): the check dispatches
 * `updateAvailable`, the notice shows. Injected into the app store lazily (`rootReducer.inject(updateNoticeSlice)`).
 */
export const updateNoticeSlice = createSlice({
  name: 'updateNotice',
  initialState: initialUpdateNoticeState,
  reducers: {
    updateAvailable: (state) => {
      state.isUpdateAvailable = true;
      // A newer deploy found after the notice was closed is news again.
      state.isDismissed = false;
    },
    dismissed: (state) => {
      state.isDismissed = true;
    },
  },
});

export const updateNoticeActions = updateNoticeSlice.actions;

/** Optional: the slice is injected lazily, and a store without it has nothing to announce. */
export interface UpdateNoticeRootState {
  updateNotice?: UpdateNoticeState;
}

export const selectIsUpdateNoticeShown = (state: UpdateNoticeRootState): boolean =>
  state.updateNotice !== undefined && state.updateNotice.isUpdateAvailable && !state.updateNotice.isDismissed;
