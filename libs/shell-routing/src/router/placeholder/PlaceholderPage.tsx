import { useLazyTexts } from '@kickoff/store';
import { useTranslation } from 'react-i18next';
import { useShellPage } from '../page-context';
import styles from './PlaceholderPage.module.css';
import { placeholderResources } from './placeholder-resources';

/**
 * The page of every route without one in the registry (and, for a route with a remote app, without the remote page
 * apps/web supplies): it stands in for the page still to come, saying which route resolved, so every address of the
 * table can be checked end to end.
 */
export default function PlaceholderPage() {
  useLazyTexts(placeholderResources);
  const { t } = useTranslation();
  const page = useShellPage();
  const remoteApp = page?.route.remoteApp;
  return (
    <section className={styles.page} aria-labelledby="placeholder-title" data-route={page?.route.name}>
      <h1 id="placeholder-title" className={styles.title}>
        {t(remoteApp ? 'shell_placeholder_remote_title' : 'shell_placeholder_shell_title')}
      </h1>
      <dl className={styles.facts}>
        <dt>{t('shell_placeholder_route')}</dt>
        <dd>{page?.route.name}</dd>
        {remoteApp && (
          <>
            <dt>{t('shell_placeholder_app')}</dt>
            <dd>{remoteApp}</dd>
          </>
        )}
      </dl>
    </section>
  );
}
