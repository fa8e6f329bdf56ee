import type { Dispatch } from '@reduxjs/toolkit';
import type { QueryCacheKey } from '@reduxjs/toolkit/query';
import type { RootState } from '@kickoff/store';
import { remotePageApi, type ServedRemotePage } from './remote-page-api';
import type { RemotePageRequest } from './remote-page-request';

/**
 * The served page for this request, if the server rendered one, taken out of the cache: only the first view of
 * that request shows it, a later visit to the route loads afresh.
 */
export function takeServedPage(
  state: RootState,
  dispatch: Dispatch,
  request: RemotePageRequest,
): ServedRemotePage | undefined {
  const served = remotePageApi.endpoints.remoteAppsServedPage.select(request)(state).data;
  if (!served) return undefined;
  const key = Object.entries(state.platformApi.queries).find(([, entry]) => entry?.data === served)?.[0];
  if (key) dispatch(remotePageApi.internalActions.removeQueryResult({ queryCacheKey: key as QueryCacheKey }));
  return served;
}
