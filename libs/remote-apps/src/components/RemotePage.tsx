import type { ComponentType } from 'react';
import type { RemotePageRequest } from '../pages/remote-page-request';
import { RemoteAppsProvider, type RemoteAppsRuntime } from './remote-apps-runtime';
import { RemotePageView } from './RemotePageView';
import { useRemotePage } from './use-remote-page';

export interface RemotePageProps {
  /** Names the place in the shell (`main`, `modal:support-history`): one load per place at a time. */
  viewId: string;
  request: RemotePageRequest;
  setTitle?: boolean;
  headingLevel?: 1 | 2 | 3;
}

/** A remote page bound to the store: what a route element renders for a remote area of the site. */
export function RemotePage({ viewId, request, setTitle = true, headingLevel }: RemotePageProps) {
  const page = useRemotePage(viewId, request);
  return <RemotePageView viewId={viewId} setTitle={setTitle} headingLevel={headingLevel} {...page} />;
}

/** RemotePage under one site's runtime (port `remoteApps.page`): the site's pages render it without a provider of their own. */
export function remotePageOfSite(runtime: RemoteAppsRuntime | null): ComponentType<RemotePageProps> {
  return function SiteRemotePage(props: RemotePageProps) {
    return (
      <RemoteAppsProvider runtime={runtime}>
        <RemotePage {...props} />
      </RemoteAppsProvider>
    );
  };
}
