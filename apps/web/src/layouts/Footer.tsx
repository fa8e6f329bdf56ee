import { useTranslation } from 'react-i18next';
import styles from './Footer.module.css';

/** The footer slot's content; the shell draws the footer itself (padding, visibility per route). */
export function Footer() {
  const { t } = useTranslation();
  return (
    <div className={styles.content}>
      <span className={styles.age} aria-hidden="true">
        {t('shell_footer_age')}
      </span>
      <p>{t('shell_footer_responsible')}</p>
    </div>
  );
}
