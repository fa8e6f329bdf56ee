import type { Timers } from '@kickoff/runtime';
import { type ToastItem, ToastViewport } from '@kickoff/ui';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { notificationsActions, selectNotifications } from './notifications-slice';

/** The spec's one lifetime for a message (doc 000 §9, 10 s); a toast's wait pauses while it is hovered or focused. */
export const NOTIFICATION_AUTO_DISMISS_MS = 10_000;

export interface NotificationLayerProps {
  /** The app's timers (`systemTimers`); tests and stories pass manual ones. */
  timers: Timers;
  autoDismissMs?: number;
}

/** MOD-008: the notifications slice drawn as ui's toast stack, on <body>, translated at render. */
export function NotificationLayer({ timers, autoDismissMs = NOTIFICATION_AUTO_DISMISS_MS }: NotificationLayerProps) {
  const { t } = useTranslation();
  const notifications = useSelector(selectNotifications);
  const dispatch = useDispatch();
  const toasts: ToastItem[] = notifications.map(({ id, tone, titleKey, textKey }) => ({
    id,
    tone,
    title: titleKey === undefined ? undefined : t(titleKey),
    text: t(textKey),
    autoDismissMs,
  }));
  return (
    <ToastViewport toasts={toasts} timers={timers} onDismiss={(id) => dispatch(notificationsActions.dismissed(id))} />
  );
}
