import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './SiteFooter.module.css';

/** The footer's content: what the features put in the footer slot, then the age mark and the responsible-gaming line. */
export function SiteFooter({ parts }: { parts?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className={styles.content}>
      {parts}
      <span className={styles.age} aria-hidden="true">
        {t('shell_footer_age')}
      </span>
      <p>{t('shell_footer_responsible')}</p>
    </div>
  );
}
