import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptySlip } from '../EmptySlip';
import styles from './SlipPlaceholder.module.css';

/**
 * The desktop aside before the slip's chunk is needed (no bet yet) or while it arrives: the empty slip as the page's
 * first paint shows it, from the coupon's main texts. Narrow screens show nothing until there is a bet.
 */
export function SlipPlaceholder() {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className={styles.placeholder}>
      <h2 id={titleId} className={styles.title}>
        {t('coupon_slip_title')}
      </h2>
      <EmptySlip />
    </section>
  );
}
