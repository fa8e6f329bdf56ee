import type { ServerPage } from '@kickoff/store';
import { routePageRequest } from '../pages/route-page-request';
import { serveRemotePage } from './serve-remote-page';

/** How long the server's render waits for a remote page before leaving it to the browser (LCP goal 2 s on mobile). */
export const REMOTE_PAGE_TIMEOUT_MS = 1500;

/**
 * The route's remote page in the first response (issue 15: LCP), served in the view RemoteAppPage renders (`main`)
 * when the platform answers in time; otherwise the page goes out as before and the browser loads it. Never throws.
 */
export async function prepareRemotePage({
  ctx,
  url,
  page,
  status,
  document,
  timeoutMs = REMOTE_PAGE_TIMEOUT_MS,
}: ServerPage): Promise<void> {
  if (!page?.remoteApp || status !== 200) return;
  const doc = await document();
  if (!doc) return;
  // The route's loader installed the remote apps (their own chunk in the browser) for this page.
  await serveRemotePage(ctx, routePageRequest(page.remoteApp, url.pathname, url.search), {
    viewId: 'main',
    doc,
    timeoutMs,
  });
}
