import { useTranslation } from 'react-i18next';
import { PROTECTION_METHODS, type Protection } from '../model/protection';
import { protectionStatus } from '../model/protection-level';
import styles from './OfficeAccountPage.module.css';

/** The player's protection level, its status word (doc 000 §4.6) and which protection methods are on. */
export function ProtectionLevel({ protection }: { protection: Protection | null }) {
  const { t } = useTranslation();
  const level = protection?.level ?? null;
  const status = protectionStatus(level);
  return (
    <section aria-labelledby="accounts-protection" className={styles.section}>
      <h2 id="accounts-protection">{t('accounts_protection_title')}</h2>
      <p data-status={status}>
        {level !== null && <>{t('accounts_protection_level', { level })} · </>}
        <strong className={styles[status]}>{t(`accounts_protection_${status}`)}</strong>
      </p>
      {level !== null && (
        <progress className={styles.progress} max={100} value={level} aria-label={t('accounts_protection_title')} />
      )}
      <h3>{t('accounts_protection_methods')}</h3>
      <ul className={styles.methods}>
        {PROTECTION_METHODS.map((method) => (
          <li key={method}>
            {t(`accounts_method_${method}`)}:{' '}
            {t(protection?.methods[method] ? 'accounts_method_on' : 'accounts_method_off')}
          </li>
        ))}
      </ul>
    </section>
  );
}
