import type { RemotePageRequest } from '../pages/remote-page-request';
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
