export {
  MAX_NOTIFICATIONS,
  initialNotificationsState,
  notificationsActions,
  notificationsSlice,
  selectNotifications,
} from './notifications-slice';
export type {
  AppNotification,
  NotificationContent,
  NotificationTone,
  NotificationsRootState,
  NotificationsState,
} from './notifications-slice';
export { NOTIFICATION_DEDUPE_MS, startNotificationListening } from './notification-listener';
export type { NotificationListenerDeps, NotificationStartListening } from './notification-listener';
export { classifyRejection, isApiRejection } from './classify-rejection';
export type { ApiRejection, RejectionOutcome } from './classify-rejection';
export { platformErrorTextKey } from './platform-error-text';
export { NOTIFICATION_AUTO_DISMISS_MS, NotificationLayer } from './NotificationLayer';
export type { NotificationLayerProps } from './NotificationLayer';
