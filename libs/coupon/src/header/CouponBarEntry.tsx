import { BottomBarEntry, SlipIcon } from '@kickoff/ui';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { selectBetCount } from '../state/bet-count';
import { useSlipSheet } from './slip-sheet';

/** The coupon's item of the phone's bottom bar: the bet slip with its count; a tap opens the slip's sheet. */
export function CouponBarEntry() {
  const { t } = useTranslation();
  const count = useSelector(selectBetCount);
  const sheet = useSlipSheet();
  return (
    <BottomBarEntry
      item={{
        id: 'slip',
        label: t('coupon_slip_title'),
        Icon: SlipIcon,
        count,
        expanded: sheet.isOpen,
        onClick: sheet.open,
      }}
    />
  );
}
