import type { RootState } from '@kickoff/store';
import { Button, Modal } from '@kickoff/ui';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { couponSettingsActions } from '../state/coupon-settings-slice';
import { selectCouponSettings } from '../state/selectors';
import { useSlipTexts } from './use-slip-texts';

const selectIsAsked = (state: RootState) => selectCouponSettings(state).isOneClickConfirmationAsked;

/**
 * MOD-025: turning one-click on over a coupon with bets asks whether to clear it. Confirming clears the coupon and
 * turns one-click on; declining (the button, Escape, a click beside) keeps the bets and one-click off.
 * Rendered once per page (by the aside), whichever copy of the slip asked.
 */
export function OneClickConfirmation() {
  useSlipTexts();
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const isAsked = useSelector(selectIsAsked);
  const decline = () => dispatch(couponSettingsActions.oneClickDeclined());
  return (
    <Modal
      open={isAsked}
      role="alertdialog"
      size="small"
      title={t('coupon_slip_one_click_title')}
      description={t('coupon_slip_one_click_text')}
      onClose={decline}
      actions={
        <>
          <Button variant="secondary" onClick={decline}>
            {t('coupon_slip_one_click_decline')}
          </Button>
          <Button onClick={() => dispatch(couponSettingsActions.oneClickConfirmed())}>
            {t('coupon_slip_one_click_confirm')}
          </Button>
        </>
      }
    />
  );
}
