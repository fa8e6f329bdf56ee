import { type PayloadAction, createSlice } from '@reduxjs/toolkit';
import type { CouponErrorCode, CouponPayload } from '@kickoff/platform-api';
import { couponActions } from '../state/coupon-slice';
import { placementConfirmed } from './placement-actions';

export type PlacementStatus = 'idle' | 'placing' | 'placed' | 'refused' | 'failed';

/** One coupon the platform opened (several for multiple singles, CPN-013). */
export interface PlacementCoupon {
  couponId: string;
  possibleWin: number;
  currencyIso: string;
  marketIds: string[];
}

/** Why the platform refused: its code, the text key for it, its own message, and the bets that caused it. */
export interface PlacementRefusal {
  code: CouponErrorCode;
  messageKey: string;
  message?: string;
  marketIds: string[];
}

export type PlacementFailureKind = 'network' | 'server' | 'timeout';

export interface PlacementState {
  status: PlacementStatus;
  /** the attempt's idempotency key (its first payload's, when multiple singles send several) */
  refId: string | null;
  placed: PlacementCoupon[];
  refusal: PlacementRefusal | null;
  failure: { kind: PlacementFailureKind } | null;
  /** What the attempt sent without hearing back: a retry sends exactly these again, refIds and all. */
  unanswered: CouponPayload[];
  /** the platform may have placed `unanswered`: asked by refId until it says (the slip is frozen meanwhile) */
  isUnconfirmed: boolean;
}

export const initialPlacementState: PlacementState = {
  status: 'idle',
  refId: null,
  placed: [],
  refusal: null,
  failure: null,
  unanswered: [],
  isUnconfirmed: false,
};

// The button's actions live apart, so the site's first chunk can hold a press until placement has loaded.
export { placeRequested, placementRetried } from './placement-actions';

export type PlacementOutcome = Pick<PlacementState, 'placed' | 'refusal' | 'failure' | 'unanswered'>;

/** Never persisted: a reload starts idle, with the bets of the persisted coupon. */
export const couponPlacementSlice = createSlice({
  name: 'couponPlacement',
  initialState: initialPlacementState,
  reducers: {
    /** A retry keeps what earlier answers of the same attempt placed. */
    attemptStarted(state, { payload }: PayloadAction<{ payloads: CouponPayload[]; isRetry: boolean }>) {
      state.status = 'placing';
      if (!payload.isRetry) state.placed = [];
      if (!payload.isRetry) state.refId = payload.payloads[0]?.refId ?? null;
      state.refusal = null;
      state.failure = null;
      state.unanswered = payload.payloads;
      state.isUnconfirmed = false;
    },
    attemptSettled(state, { payload }: PayloadAction<PlacementOutcome>) {
      state.placed = [
        ...state.placed.filter((coupon) => !payload.placed.some((next) => next.couponId === coupon.couponId)),
        ...payload.placed,
      ];
      state.refusal = payload.refusal;
      state.failure = payload.failure;
      state.unanswered = payload.unanswered;
      state.isUnconfirmed = payload.failure !== null && payload.unanswered.length > 0;
      state.status = payload.failure
        ? 'failed'
        : state.placed.length > 0
          ? 'placed'
          : payload.refusal
            ? 'refused'
            : 'idle';
    },
    /** A one-click bet stopped before it was sent (self-excluded, stake outside the limits …): told as a refusal. */
    oneClickStopped(_state, { payload }: PayloadAction<PlacementRefusal>) {
      return { ...initialPlacementState, status: 'refused', refusal: payload };
    },
    /** Closes the confirmation or the message; the coupon was emptied (or kept) when the answer came. */
    placementDismissed: () => initialPlacementState,
  },
  extraReducers: (builder) => {
    builder.addCase(placementConfirmed, (state) => {
      state.isUnconfirmed = false;
    });
    // A new bet starts a new coupon: the last one's confirmation has been seen. Not the bet just placed coming back:
    // the second click of a double click on one-click odds, whose add the one-click listener undoes at once.
    builder.addCase(couponActions.betAdded, (state, { payload }) => {
      const isJustPlaced = state.placed.some((coupon) => coupon.marketIds.includes(payload.bet.market.id));
      return state.status === 'placed' && !isJustPlaced ? initialPlacementState : state;
    });
  },
});

export const { placementDismissed } = couponPlacementSlice.actions;
export const placementAttempt = couponPlacementSlice.actions;
