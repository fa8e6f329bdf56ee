import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { selectChangedBetCount, selectIsPlacing, selectSuspendedBetCount } from './slip-selectors';
import hidden from './visually-hidden.module.css';

/**
 * One polite voice for the whole slip (never one per row: fifty rows moving would talk over each other): what changed
 * that the player must know before placing, and that the bet is on its way. Refusals and failures are alerts of their own.
 */
export function SlipAnnouncer() {
  const { t } = useTranslation();
  const changed = useSelector(selectChangedBetCount);
  const suspended = useSelector(selectSuspendedBetCount);
  const isPlacing = useSelector(selectIsPlacing);
  const news = isPlacing
    ? [t('coupon_slip_placing')]
    : [
        changed > 0 ? t('coupon_slip_announce_changes', { count: changed }) : '',
        suspended > 0 ? t('coupon_slip_announce_locked', { count: suspended }) : '',
      ];
  return (
    <div role="status" aria-live="polite" className={hidden.hidden}>
      {news.filter(Boolean).join('. ')}
    </div>
  );
}
