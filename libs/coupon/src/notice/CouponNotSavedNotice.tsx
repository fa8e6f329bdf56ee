import type { Timers } from '@kickoff/runtime';
import { ToastViewport } from '@kickoff/ui';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { couponNotSavedNoticeDismissed, selectIsCouponNotSavedNoticeShown } from '../persistence/saving-slice';

/** The toast that tells the player, once per visit, that the coupon cannot be saved (issue 12: storage full). */
export function CouponNotSavedNotice({ timers }: { timers?: Timers }) {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const isShown = useSelector(selectIsCouponNotSavedNoticeShown);
  if (!isShown) return null;
  return (
    <ToastViewport
      toasts={[
        {
          id: 'coupon-not-saved',
          tone: 'warning',
          title: t('coupon_not_saved_title'),
          text: t('coupon_not_saved_text'),
        },
      ]}
      onDismiss={() => dispatch(couponNotSavedNoticeDismissed())}
      timers={timers}
    />
  );
}
