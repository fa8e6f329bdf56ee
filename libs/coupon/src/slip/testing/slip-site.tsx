import type { BetState } from '@kickoff/platform-api';
import { siteConfigApi } from '@kickoff/site-config';
import { TestSiteProviders } from '@kickoff/testing';
import { uiResources } from '@kickoff/ui';
import type { ReactNode } from 'react';
import { couponActions } from '../../state/coupon-slice';
import { applyBetStates } from '../../state/coupon-thunks';
import { selectBets } from '../../state/selectors';
import {
  type CouponPlayerSite,
  type CouponPlayerSiteOptions,
  bonusBetRulesFeature,
  createCouponPlayerSite,
} from '../../testing/coupon-site';

export interface SlipSiteOptions extends CouponPlayerSiteOptions {
  /** The site config's bonus bet flag, as the app provides it (port `coupon.bonusBetRules`). */
  isBonusBetEnabled?: boolean;
}

/** The slip's site: a player's (shell, session, accounts, coupon) over the platform mock, with ui's texts. */
export function createSlipSite({
  isBonusBetEnabled = false,
  features = [],
  bundles = [],
  ...options
}: SlipSiteOptions = {}) {
  return createCouponPlayerSite({
    ...options,
    bundles: [uiResources, ...bundles],
    features: [...features, bonusBetRulesFeature({ isBonusBetEnabled })],
  });
}

export interface SlipScenario {
  /** the demo player to sign in; none: an anonymous visitor */
  login?: string | null;
  /** line markets of different games added to the slip */
  count?: number;
  live?: boolean;
  amount?: number;
}

/**
 * The slip as a player left it: the site config loaded (as the page's router loads it: one-click, VIP and the amount
 * rules come from it), signed in (or not), `count` bets from the mock's line, a stake.
 */
export async function fillSlip(
  site: CouponPlayerSite,
  { login = 'demo', count = 1, live = false, amount }: SlipScenario = {},
) {
  await site.restored();
  await site.store.dispatch(siteConfigApi.endpoints.siteConfigAll.initiate({ lang: site.i18n.language }));
  if (login) await site.signIn(login);
  const picks = count > 0 ? await site.lineMarkets({ count, live }) : [];
  await site.addBets(picks);
  if (amount !== undefined) site.store.dispatch(couponActions.amountChanged(amount));
  return picks.map((pick) => pick.marketId);
}

/**
 * The line moves one bet's coefficient: on the platform (so the slip's own poll reads the same) and in the slip,
 * through the engine's bet-state path as the poll applies it.
 */
export function moveCoef(site: CouponPlayerSite, marketId: string, coef: number, news: Partial<BetState> = {}) {
  const bet = selectBets(site.store.getState()).find((candidate) => candidate.market.id === marketId);
  if (!bet) throw new Error(`no bet ${marketId} in the slip`);
  const state: BetState = {
    marketId,
    coef,
    isBlocked: bet.isBlocked,
    isFinished: bet.game.isFinished,
    gameStatus: bet.game.status,
    scores: null,
    ...news,
  };
  const [score1, score2] = state.scores ?? [];
  const game = {
    isFinished: state.isFinished,
    ...(state.scores ? { score1, score2 } : {}),
    ...(isGameStatus(state.gameStatus) ? { status: state.gameStatus } : {}),
  };
  site.mock.patchState({
    markets: { [marketId]: { coef: state.coef, isBlocked: state.isBlocked } },
    games: { [String(bet.market.gameId)]: game },
  });
  site.store.dispatch(applyBetStates([marketId], [state]));
}

const isGameStatus = (status: number): status is 0 | 1 | 2 | 3 | 4 => [0, 1, 2, 3, 4].includes(status);

export function SlipFrame({ site, children }: { site: CouponPlayerSite; children: ReactNode }) {
  return <TestSiteProviders site={site}>{children}</TestSiteProviders>;
}
