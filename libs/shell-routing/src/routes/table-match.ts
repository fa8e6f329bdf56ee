import { matchRoutes, type NonIndexRouteObject } from 'react-router-dom';
import type { RedirectDefinition, RouteDefinition, RouteParams, RoutingSettings } from './route-types';

export type TableEntry =
  | { readonly kind: 'route'; readonly route: RouteDefinition }
  | { readonly kind: 'redirect'; readonly redirect: RedirectDefinition };

export interface TableMatch {
  readonly entry: TableEntry;
  readonly params: RouteParams;
}

/** The best-ranked entry for the segments after `{lng}` (decoded), or undefined. */
export type TableMatcher = (segments: readonly string[], settings: RoutingSettings) => TableMatch | undefined;

interface EntryRoute extends NonIndexRouteObject {
  readonly entry: TableEntry;
}

/** A first segment React Router can only match by equality: no param, splat or optional mark. */
function literalFirstSegment(path: string): string | undefined {
  const [first = ''] = path.split('/');
  return first === '' || first === '*' || first.startsWith(':') || first.endsWith('?') ? undefined : first;
}

function isOn(route: EntryRoute, settings: RoutingSettings): boolean {
  const { entry } = route;
  return entry.kind === 'route' || !entry.redirect.when || entry.redirect.when(settings);
}

/**
 * React Router's `matchRoutes` flattens and ranks whatever list it gets, on every call (its precomputed branches
 * are private). So the table is split once by literal first segment: a lookup hands React Router only the entries
 * that can match the path's first segment, in table order (redirects first), which leaves its ranking, ties by
 * order included, unchanged. Buckets are bounded by the table: an unknown first segment shares the fallback.
 */
export function createTableMatcher(
  routes: readonly RouteDefinition[],
  redirects: readonly RedirectDefinition[],
): TableMatcher {
  const entries: EntryRoute[] = [
    ...redirects.map((redirect): EntryRoute => ({
      path: redirect.from,
      caseSensitive: true,
      entry: { kind: 'redirect', redirect },
    })),
    ...routes.map((route): EntryRoute => ({ path: route.path, caseSensitive: true, entry: { kind: 'route', route } })),
  ];
  const firsts = entries.map((route) => literalFirstSegment(route.path ?? ''));
  const bucketOf = (first: string | undefined) =>
    entries.filter((_route, index) => firsts[index] === undefined || firsts[index] === first);
  const fallback = bucketOf(undefined);
  const buckets = new Map(
    [...new Set(firsts)].flatMap((first) => (first === undefined ? [] : [[first, bucketOf(first)] as const])),
  );

  return (segments, settings) => {
    const bucket = buckets.get(segments[0] ?? '') ?? fallback;
    // Only `%` and `/` would change meaning when React Router decodes the segments again; `?` and `#` are safe
    // because the pathname goes in as a location, never parsed as a URL.
    const pathname = `/${segments.map((segment) => segment.replaceAll('%', '%25').replaceAll('/', '%2F')).join('/')}`;
    const found = matchRoutes(
      bucket.filter((route) => isOn(route, settings)),
      { pathname },
    )?.at(-1);
    return found && { entry: found.route.entry, params: found.params };
  };
}
