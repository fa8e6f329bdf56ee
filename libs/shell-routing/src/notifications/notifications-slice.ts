import { type PayloadAction, createSlice } from '@reduxjs/toolkit';

export type NotificationTone = 'error' | 'warning' | 'info' | 'success';

/** A toast as the store keeps it: translation keys, not texts, so a language switch retranslates it. */
export interface AppNotification {
  id: string;
  tone: NotificationTone;
  titleKey?: string;
  textKey: string;
}

export type NotificationContent = Omit<AppNotification, 'id'>;

export interface NotificationsState {
  /** Oldest first, as ToastViewport takes them. */
  items: AppNotification[];
  /** Ids come from a counter, not randomness or time, so the reducer stays pure and tests predictable. */
  nextId: number;
}

/** More would bury the page; the oldest makes room. */
export const MAX_NOTIFICATIONS = 5;

export const initialNotificationsState: NotificationsState = { items: [], nextId: 1 };

const sameContent = (a: NotificationContent, b: NotificationContent) =>
  a.tone === b.tone && a.titleKey === b.titleKey && a.textKey === b.textKey;

/**
 * The notification layer's list (MOD-008). Inject it into the app store: `rootReducer.inject(notificationsSlice)`.
 * Any lib may dispatch `notificationsActions.shown`; failed platform calls arrive through
 * `startNotificationListening`.
 */
export const notificationsSlice = createSlice({
  name: 'notifications',
  initialState: initialNotificationsState,
  reducers: {
    shown: (state, action: PayloadAction<NotificationContent>) => {
      // The same words twice on screen tell the reader nothing new.
      if (state.items.some((item) => sameContent(item, action.payload))) return;
      state.items.push({ ...action.payload, id: `n${state.nextId}` });
      state.nextId += 1;
      if (state.items.length > MAX_NOTIFICATIONS) state.items.splice(0, state.items.length - MAX_NOTIFICATIONS);
    },
    dismissed: (state, action: PayloadAction<string>) => {
      state.items = state.items.filter((item) => item.id !== action.payload);
    },
  },
});

export const notificationsActions = notificationsSlice.actions;

/** Optional: the slice is injected lazily. */
export interface NotificationsRootState {
  notifications?: NotificationsState;
}

const NONE: readonly AppNotification[] = [];

export const selectNotifications = (state: NotificationsRootState): readonly AppNotification[] =>
  state.notifications?.items ?? NONE;
