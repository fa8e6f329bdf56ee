import { ErrorView } from '@kickoff/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styles from './NotFoundView.module.css';

/** SR-005, SR-006, SR-007: "This page could not be found" under a big 404, with a way home in the same language. */
export function NotFoundView({ language }: { language: string }) {
  const { t } = useTranslation();
  return (
    <div data-status="404">
      <ErrorView title="404" text={t('shell_not_found_text')} headingLevel={1} />
      <p className={styles.home}>
        <Link to={`/${language}/`}>{t('shell_to_home')}</Link>
      </p>
    </div>
  );
}
