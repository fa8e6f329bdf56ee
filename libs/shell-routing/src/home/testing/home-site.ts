import { type CouponBridge, type CouponEvent, type CouponSnapshot, EMPTY_COUPON_SNAPSHOT } from '@kickoff/contracts';
import { specResources } from '@kickoff/i18n';
import { type PlatformMock, createPlatformMock } from '@kickoff/platform-mock';
import { defineFeature } from '@kickoff/store';
import { buildPlayerSite, readyPlayerSite, storyLanguage } from '@kickoff/testing';
import { uiResources } from '@kickoff/ui';
import { shellFeature } from '../../feature/shell-feature';

/**
 * The coupon as the home page meets it, its bridge port (feature libs never import each other; the e2e proves the
 * home page with the real coupon): it adds and removes what it is asked and tells who listens.
 */
export function couponBridgeStandIn() {
  let coupon: CouponSnapshot = EMPTY_COUPON_SNAPSHOT;
  const listeners = new Set<(event: CouponEvent) => void>();
  const change = (marketIds: string[]) => {
    coupon = { ...coupon, marketIds };
    for (const listener of listeners) listener({ type: 'couponUpdated', coupon });
  };
  const bridge: CouponBridge = {
    addBet: async ({ marketId }) => change([...coupon.marketIds, marketId]),
    removeBet: (marketId) => change(coupon.marketIds.filter((id) => id !== marketId)),
    read: () => coupon,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
  const feature = defineFeature({ name: 'coupon', register: (ctx) => ctx.ports.provide('coupon.bridge', bridge) });
  return { feature, bridge };
}

/** The home page's site: the shell over the platform mock, a coupon stand-in, in `language`. */
export function createHomeSite({
  mock = createPlatformMock(),
  language = 'ru',
  refuse,
}: { mock?: PlatformMock; language?: string; refuse?: (request: Request) => boolean } = {}) {
  const coupon = couponBridgeStandIn();
  const site = buildPlayerSite({
    features: [shellFeature, coupon.feature],
    mock,
    language,
    bundles: [uiResources, specResources],
    path: `/${language}/`,
    ...(refuse ? { refuse } : {}),
  });
  return { ...site, coupon: coupon.bridge };
}

export type HomeSite = ReturnType<typeof createHomeSite>;

/** A story's home site in the story's language; `refuse` lists calls left unanswered (a story that stays loading). */
export async function createHomeStorySite({
  globals,
  refuse = [],
}: {
  globals: Record<string, unknown>;
  refuse?: string[];
}) {
  const site = createHomeSite({
    language: storyLanguage(globals),
    refuse: (request) => refuse.some((path) => new URL(request.url).pathname.endsWith(path)),
  });
  await readyPlayerSite(site);
  return site;
}

export const homeSiteOf = (loaded: unknown) => (loaded as { site: HomeSite }).site;
