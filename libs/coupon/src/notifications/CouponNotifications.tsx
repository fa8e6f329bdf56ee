import type { Timers } from '@kickoff/runtime';
import { ToastViewport } from '@kickoff/ui';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { moneyText } from './money-text';
import {
  type CouponNotification,
  couponNotificationsActions,
  selectShownCouponNotifications,
} from './notifications-slice';
import styles from './CouponNotifications.module.css';

/**
 * MOD-026: the coupon notifications that came due (30 s after a live bet, 5 min after a line bet), at most three;
 * each closes by its button or Escape, and the next waiting one takes its place. Politely announced.
 */
export function CouponNotifications({ timers }: { timers?: Timers }) {
  const { t, i18n } = useTranslation();
  const dispatch = useDispatch();
  const shown = useSelector(selectShownCouponNotifications);
  if (shown.length === 0) return null;
  const toastOf = ({ couponId, isLive, possibleWin, currencyIso }: CouponNotification) => ({
    id: couponId,
    tone: 'info' as const,
    title: t('coupon_notification_title', { couponId }),
    text: t(isLive ? 'coupon_notification_live' : 'coupon_notification_line', {
      possibleWin: moneyText(possibleWin, currencyIso, i18n.language),
    }),
  });
  return (
    <ToastViewport
      label={t('coupon_notifications')}
      toasts={shown.map(toastOf)}
      onDismiss={(couponId) => dispatch(couponNotificationsActions.notificationDismissed(couponId))}
      timers={timers}
      className={styles.viewport}
    />
  );
}
