import {
  FORCE_SPA_HEADER,
  platformApi,
  type RemotePage,
  remotePageLoad,
  remotePageLoadWithComponents,
} from '@kickoff/platform-api';
import type { RemotePageRequest } from './remote-page-request';

/** A page the server rendered: the answer, and its body and style as the server cleaned and sent them. */
export interface ServedRemotePage {
  page: RemotePage;
  html: string;
}

/** How long a served page waits in the browser's cache for its view (the remote apps chunk loads meanwhile). */
const SERVED_PAGE_KEPT_S = 60;

export interface RemotePageArgs {
  /** Part of the cache key so two views never share (and never cancel) one request. */
  viewId: string;
  request: RemotePageRequest;
}

/**
 * One attempt per call: the retries, their delays and cancellation belong to the listeners
 * (remote-page-listeners.ts), which drive time through injected timers.
 */
export const remotePageApi = platformApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    remoteAppsPage: build.query<RemotePage, RemotePageArgs>({
      // The view's slice keeps the answer it shows; a second copy in the cache would only go stale.
      keepUnusedDataFor: 0,
      query: ({ request }) => {
        const components = request.components ?? [];
        return {
          // RA-018 / RA-019: GET to the app's URL plus the route, or POST when components are given.
          call: components.length > 0 ? remotePageLoadWithComponents : remotePageLoad,
          params: { appName: request.appName, route: request.route.replace(/^\/+/, '') },
          query: request.query,
          body: components.length > 0 ? { components } : undefined,
          // RA-020: mf-render-mode / mf-api-version are fixed headers of the contract's call; RA-021: force-spa only when asked.
          headers: request.forceSpa ? { [FORCE_SPA_HEADER]: '1' } : undefined,
        };
      },
    }),
    /**
     * Never asked: the server render puts the entry in (upsert) and the browser receives it with the server's
     * shared answers, so the view that page was served for shows it without asking the platform again.
     */
    remoteAppsServedPage: build.query<ServedRemotePage, RemotePageRequest>({
      keepUnusedDataFor: SERVED_PAGE_KEPT_S,
      queryFn: () => ({ error: { kind: 'cancelled' as const, status: 499 as const, call: 'remoteAppsServedPage' } }),
    }),
  }),
});
