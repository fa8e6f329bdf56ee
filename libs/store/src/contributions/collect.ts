import type { Feature, FeatureContext } from '../feature';
import { type FeatureGuard, GUARD_STAGES, type PageLoader } from './pages';
import type { ConsentCategory, RouteAnswer, ServerPage, ServerParts, ServerRequest, ThirdParty } from './server';
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

/** A feature's server parts: its fields and what its server-only chunk brings. */
async function serverParts({ server }: Feature): Promise<ServerParts> {
  return { ...server, ...(await server?.load?.()) };
}

/**
 * The third parties this request's page may reach: the necessary ones always, the rest once the visitor agreed to
 * their category (as the consent feature reads the request's cookies).
 */
export async function siteThirdParties(ctx: FeatureContext): Promise<ThirdParty[]> {
  const { features } = ctx;
  const granted = new Set<ConsentCategory>([
    'necessary',
    ...features.flatMap((feature) => feature.server?.consented?.(ctx.adapters.cookies) ?? []),
  ]);
  const lists = await Promise.all(
    features.map(async (feature) => {
      const { thirdParties = [] } = await serverParts(feature);
      return typeof thirdParties === 'function' ? thirdParties(ctx) : thirdParties;
    }),
  );
  return lists.flat().filter((party) => granted.has(party.consent));
}

/** The server's answer for an address: the first feature with one decides (install order); without any, render. */
export async function siteRouteAnswer(request: ServerRequest): Promise<RouteAnswer> {
  for (const feature of request.ctx.features) {
    const answer = await (await serverParts(feature)).routeAnswer?.(request);
    if (answer) return answer;
  }
  return { kind: 'render' };
}

/** Every feature prepares what the page needs in its first response, side by side; the render waits for all. */
export async function sitePreparePage(page: ServerPage): Promise<void> {
  await Promise.all(page.ctx.features.map(async (feature) => (await serverParts(feature)).preparePage?.(page)));
}
