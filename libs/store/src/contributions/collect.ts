import type { Feature } from '../feature';
import { type FeatureGuard, GUARD_STAGES, type PageLoader } from './pages';
import type { ConsentCategory, ThirdParty } from './server';
import type { SlotName, SlotPart } from './slots';

/**
 * What the shell's router shows, from every installed feature. A route has its page from one feature, and one feature
 * gives the remote app page: the site's list is checked for it by a test (apps/web `site-features.spec.ts`), so the
 * first load carries no check (a later feature would win).
 */
export function sitePages(features: readonly Feature[]) {
  const pages: Record<string, PageLoader> = {};
  let remoteAppPage: PageLoader | undefined;
  for (const { routes } of features) {
    Object.assign(pages, routes?.pages);
    remoteAppPage = routes?.remoteAppPage ?? remoteAppPage;
  }
  return { pages, remoteAppPage };
}

/** Every feature's guards in the documented stage order (`GUARD_STAGES`), install order within a stage. */
export function siteGuards(features: readonly Feature[]): FeatureGuard[] {
  const guards = features.flatMap((feature) => feature.guards ?? []);
  return GUARD_STAGES.flatMap((stage) => guards.filter((guard) => guard.stage === stage));
}

/** Each slot's parts, by their order and then the install order (their ids are unique: the same test checks it). */
export function siteSlots(features: readonly Feature[]): Partial<Record<SlotName, SlotPart[]>> {
  const slots: Partial<Record<SlotName, SlotPart[]>> = {};
  for (const feature of features) {
    for (const [slot, parts] of Object.entries(feature.slots ?? {}) as [SlotName, readonly SlotPart[]][]) {
      (slots[slot] ??= []).push(...parts);
    }
  }
  // Array.prototype.sort is stable: equal orders keep the install order.
  for (const parts of Object.values(slots)) parts.sort((a, b) => (a.order ?? 0) - (b.order ?? 0));
  return slots;
}

/** Endpoints whose answers the server's render may hand to the browser. */
export function siteSharedAnswers(features: readonly Feature[]): ReadonlySet<string> {
  return new Set(features.flatMap((feature) => feature.server?.sharedAnswers ?? []));
}

/**
 * The third parties this request's page may reach: the necessary ones always, the rest once the visitor agreed to
 * their category (as the consent feature reads the request's cookies).
 */
export async function siteThirdParties(
  features: readonly Feature[],
  cookies: { get(name: string): string | undefined },
): Promise<ThirdParty[]> {
  const granted = new Set<ConsentCategory>([
    'necessary',
    ...features.flatMap((feature) => feature.server?.consented?.(cookies) ?? []),
  ]);
  const lists = await Promise.all(
    features.map(({ server }) =>
      typeof server?.thirdParties === 'function' ? server.thirdParties() : (server?.thirdParties ?? []),
    ),
  );
  return lists.flat().filter((party) => granted.has(party.consent));
}
