import { FORCE_SPA_HEADER, platformApi, type RemotePage, remotePageLoad, remotePageLoadWithComponents } from '@kickoff/platform-api';
import type { RemotePageRequest } from './remote-page-request';

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
  }),
});
