import { useTranslation } from 'react-i18next';
import styles from './EmptySlip.module.css';

/** What an empty slip says; also the placeholder the page shows before the slip's chunk is needed. */
export function EmptySlip() {
  const { t } = useTranslation();
  return (
    <div className={styles.empty}>
      <p className={styles.title}>{t('coupon_slip_empty')}</p>
      <p className={styles.hint}>{t('coupon_slip_empty_hint')}</p>
    </div>
  );
}
