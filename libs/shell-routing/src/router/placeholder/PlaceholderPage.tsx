import { useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { useShellPage } from '../page-context';
import { ShellContext } from '../shell-context';
import styles from './PlaceholderPage.module.css';

/**
 * The page of every route without one in the registry. A route with a remote app renders the remote page
 * apps/web supplies (`remotePage`); kept in this one module so those routes keep sharing a single page chunk.
 * Otherwise it stands in for a shell page still to come, saying which route resolved, so every address of the
 * table can be checked end to end.
 */
export default function PlaceholderPage() {
  const { t } = useTranslation();
  const page = useShellPage();
  // Read softly: stories render the placeholder on its own, without the shell's routes around it.
  const RemotePage = useContext(ShellContext)?.remotePage;
  const remoteApp = page?.route.remoteApp;
  if (remoteApp && RemotePage) return <RemotePage />;
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
