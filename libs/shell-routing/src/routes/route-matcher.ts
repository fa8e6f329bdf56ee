import { compilePath, matchVariant, type PathVariant } from './path-pattern';
import type { RedirectDefinition, RouteDefinition, RoutingSettings } from './route-types';

export type TableEntry = { readonly kind: 'route'; readonly route: RouteDefinition } | { readonly kind: 'redirect'; readonly redirect: RedirectDefinition };

export interface RouteMatch {
  readonly entry: TableEntry;
  readonly params: Readonly<Record<string, string>>;
}

export interface RouteMatcher {
  /** The best-ranked entry for the segments after `{lng}` (decoded), or undefined. */
  match(segments: readonly string[], settings: RoutingSettings): RouteMatch | undefined;
}

interface Candidate {
  readonly entry: TableEntry;
  readonly variant: PathVariant;
  readonly fixedLength: number;
  readonly firstStatic: string | undefined;
}

function candidatesOf(entry: TableEntry): Candidate[] {
  const path = entry.kind === 'route' ? entry.route.path : entry.redirect.from;
  return compilePath(path).map((variant) => {
    const first = variant.tokens[0];
    return {
      entry,
      variant,
      fixedLength: variant.hasSplat ? variant.tokens.length - 1 : variant.tokens.length,
      firstStatic: first?.kind === 'static' ? first.value : undefined,
    };
  });
}

/**
 * Compiles the table once. Candidates are ranked like React Router 7 (score, then table order with redirects
 * first); a lookup only walks the candidates that can fit the path's length and first segment, kept per key.
 * Keys are bounded by the table (an unknown first segment shares one key), so hostile paths cannot grow the cache.
 */
export function createRouteMatcher(routes: readonly RouteDefinition[], redirects: readonly RedirectDefinition[]): RouteMatcher {
  const entries: TableEntry[] = [...redirects.map((redirect) => ({ kind: 'redirect', redirect }) as const), ...routes.map((route) => ({ kind: 'route', route }) as const)];
  const ranked = entries
    .flatMap(candidatesOf)
    .map((candidate, order) => ({ candidate, order }))
    .sort((a, b) => b.candidate.variant.score - a.candidate.variant.score || a.order - b.order)
    .map(({ candidate }) => candidate);
  const knownFirst = new Set(ranked.flatMap((candidate) => (candidate.firstStatic === undefined ? [] : [candidate.firstStatic])));
  const longest = Math.max(0, ...ranked.map((candidate) => candidate.fixedLength));
  const buckets = new Map<string, Candidate[]>();

  function bucketFor(length: number, first: string | undefined): Candidate[] {
    const clamped = Math.min(length, longest + 1);
    const firstKey = first !== undefined && knownFirst.has(first) ? first : undefined;
    const key = `${clamped}/${firstKey ?? ''}`;
    let bucket = buckets.get(key);
    if (!bucket) {
      bucket = ranked.filter(
        (candidate) =>
          (candidate.variant.hasSplat ? candidate.fixedLength <= clamped : candidate.fixedLength === clamped) &&
          (candidate.firstStatic === undefined || candidate.firstStatic === firstKey),
      );
      buckets.set(key, bucket);
    }
    return bucket;
  }

  return {
    match(segments, settings) {
      for (const candidate of bucketFor(segments.length, segments[0])) {
        const { entry } = candidate;
        if (entry.kind === 'redirect' && entry.redirect.when && !entry.redirect.when(settings)) continue;
        const params = matchVariant(candidate.variant, segments);
        if (params) return { entry, params };
      }
      return undefined;
    },
  };
}
