import type { MarketChoice } from '@kickoff/contracts';
import type { Clock } from '@kickoff/runtime';
import type { AppDispatch } from '@kickoff/store';
import { couponLineApi } from '../api/line-game-api';
import { betFromSource } from '../domain/bet';
import { couponActions } from './coupon-slice';

export type { MarketChoice };

export interface AddBetContext {
  /** The page's language: the bet carries the line's names in it. */
  language: string;
  clock: Clock;
}

/**
 * Adds the market's bet from the platform's own line answer (the coefficient is the line's, not the caller's).
 * Rejects when the line cannot be read or has no such market in that game; nothing is added then.
 */
export function addBetByMarket({ marketId, gameId }: MarketChoice, { language, clock }: AddBetContext) {
  return async (dispatch: AppDispatch): Promise<void> => {
    // When the player picked it, not when the line answered: two quick picks keep their order (doc 000: bets are
    // ordered by the time they were added), whichever answer comes first.
    const addedAt = clock.now();
    // Subscribed while it runs: an unsubscribed entry may be removed, and its request aborted, before it answers.
    const request = dispatch(
      couponLineApi.endpoints.couponLineGame.initiate({ gameId, lng: language }, { forceRefetch: true }),
    );
    const { game } = await request.unwrap().finally(() => request.unsubscribe());
    const market = game.markets.find((candidate) => candidate.id === marketId);
    if (!market) throw new Error(`market ${marketId} is not in game ${gameId}`);
    dispatch(couponActions.betAdded({ bet: betFromSource({ market, game }), addedAt }));
  };
}
