import type { Feature } from '@kickoff/store';

/**
 * The site's features in their install order, as `apps/web/src/app/site-features.ts` lists them (README, "A lib
 * joins the site by exporting a feature module"): each may read at install time only the ports of those above it.
 * Named, not imported: the kit sits below the feature libs, whose tests import it.
 */
export const SITE_ORDER = [
  'shell-routing',
  'session',
  'sessionForms',
  'accounts',
  'coupon',
  'user-config',
  'remote-apps',
] as const;

/** A feature's place in the site's order by its name (`coupon (lazy)` is the coupon, `remoteApps` the remote apps). */
function siteRank(feature: Feature): number {
  const plain = (name: string) =>
    name
      .replace(/ \(lazy\)$/, '')
      .replace(/[^a-z]/gi, '')
      .toLowerCase();
  return SITE_ORDER.findIndex((name) => plain(name) === plain(feature.name));
}

/** Whether `feature` is the site's feature `name` (itself or its lazy face). */
export const isSiteFeature = (feature: Feature, name: (typeof SITE_ORDER)[number]) =>
  siteRank(feature) === SITE_ORDER.indexOf(name);

/**
 * The features in the site's order. One of the test's own (a stand-in, the site config's rules) is not the site's:
 * it stays just before the site feature that follows it in the list given (at the end when none follows), so a
 * stand-in a feature reads at install time is given before that feature.
 */
export function inSiteOrder(features: readonly Feature[]): Feature[] {
  let next: number = SITE_ORDER.length;
  const ranked = features
    .map((feature, given) => ({ feature, given, rank: siteRank(feature) }))
    .reverse()
    .map((entry) => {
      if (entry.rank >= 0) next = entry.rank;
      return { ...entry, rank: entry.rank >= 0 ? entry.rank : next - 0.5 };
    })
    .reverse();
  return ranked.sort((a, b) => a.rank - b.rank || a.given - b.given).map((entry) => entry.feature);
}
