/** The route table and its resolver: a chunk of their own, needed to navigate, never to show the first page. */
export type RouteTable = typeof import('./route-table-api');

let loaded: RouteTable | undefined;
let loading: Promise<RouteTable> | undefined;

/**
 * Loads the table once (the shell asks right after the start, and every navigation awaits it); a chunk that
 * failed to load may be asked for again.
 */
export function loadRouteTable(): Promise<RouteTable> {
  loading ??= import('./route-table-api').then(
    (table) => (loaded = table),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** The table when it has arrived: the first page is shown (and hydrated) from the router's answer, without it. */
export function loadedRouteTable(): RouteTable | undefined {
  return loaded;
}
