import { selectBetCount } from '../state/bet-count';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import styles from './CouponIndicator.module.css';

/**
 * The coupon's part of the header, its count: part of the first load (the slip itself is a chunk of its own, see
 * CouponSlot); shows bets
 * arriving (from remotes too) and announces the count.
 */
export function CouponIndicator() {
  const { t } = useTranslation();
  const count = useSelector(selectBetCount);
  return (
    <span
      role="status"
      aria-label={t('coupon_indicator_label', { bets: count })}
      className={styles.coupon}
      data-bet-count={count}
    >
      {t('coupon_indicator', { bets: count })}
    </span>
  );
}
