import type { RemotePageRequest } from './remote-page-request';

/**
 * The request of a route's remote page at an address: the path as is, the query forwarded. The server render and
 * RemoteAppPage build it alike, so the browser recognises the page the server served as the one it would ask for.
 */
export function routePageRequest(appName: string, pathname: string, search: string): RemotePageRequest {
  const query = Object.fromEntries(new URLSearchParams(search));
  return { appName, route: pathname, ...(Object.keys(query).length > 0 ? { query } : {}) };
}
