import { accountsFeature } from '@kickoff/accounts';
import type { ResourceBundle } from '@kickoff/i18n';
import { createPlatformMock, type PlatformMock } from '@kickoff/platform-mock';
import { type KeyValueStorage, type TabChannel, type TabLocks, memoryStorage, recordingLogger } from '@kickoff/runtime';
import { sessionFeature } from '@kickoff/session';
import { shellFeature } from '@kickoff/shell-routing';
import { type Feature, type RootState, defineFeature } from '@kickoff/store';
import { TEST_ORIGIN, buildPlayerSite, sessionFormsStandIn } from '@kickoff/testing';
import type { CouponSiteRules } from '../domain/site-rules';
import { couponFeature } from '../feature/coupon-feature';
import { addBetByMarket } from '../state/add-bet-by-market';
import { selectIsCouponRestored } from '../state/selectors';

export interface CouponSiteOptions {
  /** The site's localStorage: share one between "tabs" and "reloads". */
  storage?: KeyValueStorage;
  /** The tab channels of the site's other open tabs (`createMemoryTabChannels().open`). */
  tabChannel?: (name: string) => TabChannel;
  /** The site config's bonus bet flag; without it no bonus bet is offered. */
  bonusBetRules?: Pick<CouponSiteRules, 'isBonusBetEnabled'>;
  features?: readonly Feature[];
  /** Share one across many sites (a property test): a seeded model is not free to build. */
  mock?: PlatformMock;
  /** Texts beyond the coupon's own (ui's, for its components). */
  bundles?: readonly ResourceBundle[];
  language?: string;
}

/** The site config's part the bonus bet reads, as the app provides it (port `coupon.bonusBetRules`). */
export const bonusBetRulesFeature = (rules: Pick<CouponSiteRules, 'isBonusBetEnabled'>) =>
  defineFeature({ name: 'bonus bet rules', register: (ctx) => ctx.ports.provide('coupon.bonusBetRules', () => rules) });

/** The coupon in a site built by the test kit, as the app installs it: persisted to `storage`, synced over `tabChannel`. */
export function createCouponSite({
  storage = memoryStorage(),
  tabChannel,
  bonusBetRules,
  features = [],
  mock,
  bundles,
  language,
}: CouponSiteOptions = {}) {
  const logger = recordingLogger();
  const site = buildPlayerSite({
    mock,
    bundles,
    language,
    path: '/ru/',
    features: [...features, ...(bonusBetRules ? [bonusBetRulesFeature(bonusBetRules)] : []), couponFeature],
    adapters: { localStorage: storage, logger, ...(tabChannel ? { tabChannel } : {}) },
  });
  /** Resolves once the saved coupon has been read. */
  const restored = () => site.until(selectIsCouponRestored);
  const warnings = () => logger.entries.filter((entry) => entry.level === 'warn').map((entry) => entry.message);
  return { ...site, storage, logger, warnings, restored };
}

/** Lets queued microtasks (tab messages, persistence promises) run. */
export async function settle(rounds = 5): Promise<void> {
  for (let i = 0; i < rounds; i += 1) await Promise.resolve();
}

export interface CouponPlayerSiteOptions {
  mock?: PlatformMock;
  /** The site's localStorage: share one between "tabs" and "reloads". */
  storage?: KeyValueStorage;
  /** The tab's sessionStorage: share one between "reloads" of the same tab. */
  sessionStorage?: KeyValueStorage;
  /** The tab channels of the site's other open tabs (`createMemoryTabChannels().open`). */
  tabChannel?: (name: string) => TabChannel;
  /** The browser's locks: share one between the "tabs" of a browser (each site otherwise has its own). */
  locks?: TabLocks;
  /** Features installed before the coupon (a stand-in analytics, the site config's rules). */
  features?: readonly Feature[];
  bundles?: readonly ResourceBundle[];
  language?: string;
  refuse?: (request: Request) => boolean;
}

type LineMarket = { id: string; coef: number; isBlocked: boolean; isLive: boolean };
type LineGame = { id: number; markets: LineMarket[] };

/**
 * The coupon in a site as the app installs it for a player: shell, session (the login form a stand-in that records
 * where it was asked to return), accounts, coupon, over the platform mock. Placement tests sign a demo player in,
 * add real line markets and place them on the mock's own model.
 */
export function createCouponPlayerSite({
  mock = createPlatformMock(),
  storage = memoryStorage(),
  sessionStorage = memoryStorage(),
  tabChannel,
  locks,
  features = [],
  bundles,
  language = 'ru',
  refuse,
}: CouponPlayerSiteOptions = {}) {
  const loginAskedFrom: (string | undefined)[] = [];
  const forms = sessionFormsStandIn({ api: { openLogin: (returnTo) => void loginAskedFrom.push(returnTo) } });
  const logger = recordingLogger();
  const site = buildPlayerSite({
    features: [shellFeature, sessionFeature, forms.feature, accountsFeature, ...features, couponFeature],
    mock,
    language,
    path: `/${language}/line`,
    bundles,
    refuse,
    adapters: {
      localStorage: storage,
      sessionStorage,
      logger,
      ...(tabChannel ? { tabChannel } : {}),
      ...(locks ? { locks } : {}),
    },
  });

  const { until } = site;

  /** Signs `login` in as the login form does and waits for the coupon's paying account. */
  const signIn = async (login = 'demo') => {
    const userId = await site.signIn(login);
    await until((state) => state.coupon.accountId !== null);
    return userId;
  };

  /** Open markets of the mock's line (`live`: of games in play), on different games. */
  const lineMarkets = async ({ count = 1, live = false }: { count?: number; live?: boolean } = {}) => {
    const answer = await site.fetch(
      `${TEST_ORIGIN}/web-api/line/games?section=${live ? 'live' : 'line'}&lng=${language}`,
    );
    const { games } = (await answer.json()) as { games: LineGame[] };
    const picks = games.flatMap((game) => {
      const market = game.markets.find((candidate) => !candidate.isBlocked && candidate.coef >= 1.2);
      return market ? [{ gameId: game.id, marketId: market.id, coef: market.coef }] : [];
    });
    if (picks.length < count) throw new Error(`the line has ${picks.length} open markets, ${count} asked`);
    return picks.slice(0, count);
  };

  /** Resolves once placement (its own chunk, loaded on the coupon's first bet) is installed. */
  const placementLoaded = () => until((state) => (state as Partial<RootState>).couponPlacement !== undefined);

  /** Adds bets by market as a line page does (the coupon reads the game itself), then lets placement arrive. */
  const addBets = async (picks: readonly { gameId: number; marketId: string }[]) => {
    for (const pick of picks) await site.store.dispatch(addBetByMarket(pick, { language, clock: site.adapters.clock }));
    if (picks.length > 0) await placementLoaded();
  };

  const restored = () => until(selectIsCouponRestored);
  /**
   * Resolves once no platform call of the store is on its way and what follows each answer has run: the moment to
   * move the clock without cutting an answer off by its own timeout.
   */
  const settled = async () => {
    await nextTask();
    await eventually(() => !isPlatformBusy(site.store.getState()));
  };
  const coupons = () =>
    Object.values(
      (mock.snapshot() as { coupons: Record<string, { couponId: string; amount: number; bets: unknown[] }> }).coupons,
    );
  const warnings = () => logger.entries.filter((entry) => entry.level === 'warn').map((entry) => entry.message);
  return {
    ...site,
    storage,
    sessionStorage,
    logger,
    loginAskedFrom,
    signIn,
    lineMarkets,
    addBets,
    placementLoaded,
    restored,
    settled,
    coupons,
    warnings,
  };
}

export type CouponPlayerSite = ReturnType<typeof createCouponPlayerSite>;

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** A query or mutation of the one platform API still waiting for its answer. */
function isPlatformBusy(state: RootState): boolean {
  const { queries, mutations } = state.platformApi;
  return [...Object.values(queries), ...Object.values(mutations)].some((entry) => entry?.status === 'pending');
}

/**
 * Lets the platform's in-process answers arrive (they travel through promises and MSW's own tasks) until `check`
 * holds; no clock moves. For what the store does not show (a request the mock received).
 */
export async function eventually(check: () => boolean, turns = 500): Promise<void> {
  for (let turn = 0; turn < turns; turn += 1) {
    if (check()) return;
    await nextTask();
  }
  throw new Error('the condition never held');
}
