import { createSlice } from '@reduxjs/toolkit';

/** The player hears once per visit that the coupon cannot be saved: shown at the first lost write, then never again. */
export interface CouponSavingState {
  notice: 'none' | 'shown' | 'dismissed';
}

export const couponSavingSlice = createSlice({
  name: 'couponSaving',
  initialState: { notice: 'none' } as CouponSavingState,
  reducers: {
    couponNotSaved(state) {
      if (state.notice === 'none') state.notice = 'shown';
    },
    couponNotSavedNoticeDismissed(state) {
      state.notice = 'dismissed';
    },
  },
});

export const { couponNotSaved, couponNotSavedNoticeDismissed } = couponSavingSlice.actions;

export const selectIsCouponNotSavedNoticeShown = (state: { couponSaving?: CouponSavingState }) =>
  state.couponSaving?.notice === 'shown';
