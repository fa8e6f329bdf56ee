import { selectSiteConfig } from '@kickoff/site-config';
import type { FeatureContext } from '@kickoff/store';
import { allowedRemoteOrigins, siteConfigOriginPolicy } from '../feature/site-origins';
import { remotePageApi } from '../pages/remote-page-api';
import type { RemotePageRequest } from '../pages/remote-page-request';
import { remotePageServed } from '../pages/remote-pages-slice';
import { refusedSources } from '../slot/apply-remote-page';
import { servedHtml } from './served-html';

export interface ServeRemotePageOptions {
  /** The view the page renders in (`main` for a route's page). */
  viewId: string;
  /** A document to clean the HTML in: the server has none of its own (apps/web's server passes jsdom's). */
  doc: Document;
  /** Without an answer by then the page is left to the browser, as without a server render. */
  timeoutMs: number;
}

/**
 * During a server render: asks the platform for the page (the browser's own call: `remotePageLoad` with
 * `mf-render-mode: json`, no player credentials), cleans its body and style by the browser's rules and puts
 * the page in the view (ready, its HTML served) and in the cache the browser receives. Scripts and code are
 * not run here; the browser runs them after hydration. Any failure, a slow answer included, serves nothing.
 */
export async function serveRemotePage(
  ctx: FeatureContext,
  request: RemotePageRequest,
  { viewId, doc, timeoutMs }: ServeRemotePageOptions,
): Promise<boolean> {
  const { logger, timers } = ctx.adapters;
  const address = ctx.adapters.page.address();
  const load = ctx.store.dispatch(
    remotePageApi.endpoints.remoteAppsPage.initiate({ viewId: `served:${viewId}`, request }),
  );
  const giveUp = timers.setTimeout(() => load.abort(), timeoutMs);
  try {
    const answer = await load;
    if (!answer.data) {
      // One line per page: a remote app that is down would otherwise fill the server's log with its whole answer.
      logger.warn(
        `remote page ${request.appName}${request.route} not served (${errorSummary(answer.error)}): the browser loads it`,
      );
      return false;
    }
    const page = answer.data;
    const policy = siteConfigOriginPolicy(
      allowedRemoteOrigins(address),
      () => selectSiteConfig(ctx.store.getState(), ctx.i18n.language)?.remoteAppOrigins,
      address.href,
      logger,
    );
    // Half a remote app is worse than its error view: a page the browser would refuse is not shown first.
    const refused = refusedSources(page, policy, address.origin);
    if (refused.length > 0) {
      logger.warn(
        `remote page ${request.appName}${request.route} not served: sources not allowed: ${refused.join(', ')}`,
      );
      return false;
    }
    const served = servedHtml(page, doc, (url) => policy.isAllowed(url));
    if (!served) {
      logger.warn(
        `remote page ${request.appName}${request.route} not served: its cleaned HTML does not read back the same`,
      );
      return false;
    }
    if (served.removed.length > 0)
      logger.warn(`remote app ${page.appName}: removed from its HTML: ${served.removed.join(', ')}`);
    const value = { page, html: served.html };
    ctx.store.dispatch(
      remotePageApi.util.upsertQueryEntries([{ endpointName: 'remoteAppsServedPage', arg: request, value }]),
    );
    ctx.store.dispatch(remotePageServed({ viewId, request, ...value }));
    return true;
  } catch (error) {
    logger.warn(`remote page ${request.appName}${request.route} not served: the browser loads it`, error);
    return false;
  } finally {
    timers.clearTimeout(giveUp);
    load.unsubscribe();
  }
}

function errorSummary(error: unknown): string {
  if (typeof error !== 'object' || error === null) return String(error);
  const { kind, status } = error as { kind?: unknown; status?: unknown };
  return [kind, status].filter((part) => part !== undefined).join(' ') || 'no answer';
}
