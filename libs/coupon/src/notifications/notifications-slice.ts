import { type PayloadAction, createSelector, createSlice } from '@reduxjs/toolkit';
import { couponsPlaced } from '../placement/placed-report';

/** CPN-042: a live bet's notification comes 30 s after it was placed. */
export const LIVE_BET_NOTIFICATION_DELAY_MS = 30_000;
/** CPN-043: a line bet's notification comes 5 min after it was placed. */
export const LINE_BET_NOTIFICATION_DELAY_MS = 300_000;
/** CPN-045: at most 3 default coupon notifications are shown at once; the next wait for a place. */
export const MAX_SHOWN_COUPON_NOTIFICATIONS = 3;

export interface CouponNotification {
  couponId: string;
  isLive: boolean;
  possibleWin: number;
  currencyIso: string;
  /** epoch ms, the site's clock */
  dueAt: number;
  isDue: boolean;
}

/** Kept in the tab's sessionStorage (CPN-044) by the notifications listener, not by redux-persist. */
export interface CouponNotificationsState {
  items: CouponNotification[];
}

const initialState: CouponNotificationsState = { items: [] };

function add(state: CouponNotificationsState, items: readonly CouponNotification[]) {
  const news = items.filter((item) => !state.items.some((known) => known.couponId === item.couponId));
  if (news.length === 0) return;
  state.items.push(...news);
  state.items.sort((a, b) => a.dueAt - b.dueAt || a.couponId.localeCompare(b.couponId));
}

export const couponNotificationsSlice = createSlice({
  name: 'couponNotifications',
  initialState,
  reducers: {
    /** What this tab's session kept over a reload. */
    notificationsRestored(state, { payload }: PayloadAction<CouponNotification[]>) {
      add(state, payload);
    },
    notificationsDue(state, { payload: now }: PayloadAction<number>) {
      for (const item of state.items) if (!item.isDue && item.dueAt <= now) item.isDue = true;
    },
    notificationDismissed(state, { payload: couponId }: PayloadAction<string>) {
      state.items = state.items.filter((item) => item.couponId !== couponId);
    },
  },
  extraReducers: (builder) => {
    builder.addCase(couponsPlaced, (state, { payload }) =>
      add(
        state,
        payload.map(({ couponId, isLive, possibleWin, currencyIso, placedAt }) => ({
          couponId,
          isLive,
          possibleWin,
          currencyIso,
          dueAt: placedAt + (isLive ? LIVE_BET_NOTIFICATION_DELAY_MS : LINE_BET_NOTIFICATION_DELAY_MS),
          isDue: false,
        })),
      ),
    );
  },
});

export const couponNotificationsActions = couponNotificationsSlice.actions;

interface NotificationsRootState {
  couponNotifications?: CouponNotificationsState;
}

export const selectCouponNotifications = (state: NotificationsRootState): CouponNotification[] =>
  state.couponNotifications?.items ?? initialState.items;

/** The notifications on screen: the due ones, oldest first, at most three (CPN-045). */
export const selectShownCouponNotifications = createSelector([selectCouponNotifications], (items) =>
  items.filter((item) => item.isDue).slice(0, MAX_SHOWN_COUPON_NOTIFICATIONS),
);
