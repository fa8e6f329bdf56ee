import type { Logger } from '@kickoff/runtime';
import type { Site } from '@kickoff/store';
import { routePageRequest, serveRemotePage } from '@kickoff/remote-apps';
import { serverDocument } from './server-document';

/** How long the render waits for a remote page before leaving it to the browser (LCP goal 2 s on mobile). */
export const REMOTE_PAGE_TIMEOUT_MS = 1500;

/**
 * The route's remote page, served in the view RemoteAppPage renders (`main`) when the platform answers in time;
 * otherwise the page goes out as before and the browser loads it. Never throws.
 */
export async function serveRoutePage(
  site: Site,
  url: URL,
  appName: string,
  { timeoutMs = REMOTE_PAGE_TIMEOUT_MS, logger }: { timeoutMs?: number | undefined; logger?: Logger | undefined },
): Promise<void> {
  const doc = await serverDocument(logger);
  if (!doc) return;
  // The route's loader installed the remote apps (their own chunk in the browser) for this page.
  await serveRemotePage(site.ctx, routePageRequest(appName, url.pathname, url.search), {
    viewId: 'main',
    doc,
    timeoutMs,
  });
}
