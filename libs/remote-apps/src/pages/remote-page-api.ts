import {
  callEndpoint,
  type EndpointOutcome,
  FORCE_SPA_HEADER,
  localEndpoint,
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
    remoteAppsPage: callEndpoint(build, [remotePageLoad, remotePageLoadWithComponents], {
      kind: 'query',
      // The view's slice keeps the answer it shows; a second copy in the cache would only go stale.
      keepUnusedDataFor: 0,
      request: ({ request }: RemotePageArgs) => {
        const params = { appName: request.appName, route: request.route.replace(/^\/+/, '') };
        // RA-020: mf-render-mode / mf-api-version are fixed headers of the contract's call; RA-021: force-spa only when asked.
        const headers = request.forceSpa ? { [FORCE_SPA_HEADER]: '1' as const } : undefined;
        const components = request.components ?? [];
        // RA-018 / RA-019: GET to the app's URL plus the route, or POST when components are given.
        return components.length > 0
          ? { call: remotePageLoadWithComponents, params, query: request.query, body: { components }, headers }
          : { params, query: request.query, headers };
      },
    }),
    /**
     * Never asked: the server render puts the entry in (upsert) and the browser receives it with the server's
     * shared answers, so the view that page was served for shows it without asking the platform again.
     */
    remoteAppsServedPage: localEndpoint(build, {
      keepUnusedDataFor: SERVED_PAGE_KEPT_S,
      run: (_request: RemotePageRequest): EndpointOutcome<ServedRemotePage> => ({
        error: { kind: 'cancelled', status: 499, call: 'remoteAppsServedPage' },
      }),
    }),
  }),
});
