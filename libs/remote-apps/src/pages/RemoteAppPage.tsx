import { useShownPage } from '@kickoff/contracts';
import { usePort } from '@kickoff/store';
import { useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { routePageRequest } from './route-page-request';
import styles from './RemoteAppPage.module.css';

/**
 * What the shell renders for every route whose table entry names a remote app (`routes.remoteAppPage` of the remote
 * apps feature): the app's page at the current path, the query forwarded as is. One view (`main`): a new path is a new request, which cancels the previous load. The section
 * names the route and app, as the placeholder did, so a page can be told from another whatever the remote renders.
 * Loaded once the remote apps feature (a chunk of its own) installed itself: its view is that feature's port.
 */
export default function RemoteAppPage() {
  const page = useShownPage();
  const RemotePage = usePort('remoteApps.page');
  const { pathname, search } = useLocation();
  const appName = page?.route.remoteApp;
  // Built as the server built it for the page it served, so the browser recognises that page (no second load).
  const request = useMemo(
    () => (appName ? routePageRequest(appName, pathname, search) : null),
    [appName, pathname, search],
  );
  if (!request || !RemotePage) return null;
  return (
    <section className={styles.page} data-route={page?.route.name} data-remote-app-page={request.appName}>
      <RemotePage viewId="main" request={request} />
    </section>
  );
}
