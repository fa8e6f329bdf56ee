import type { BetState, CouponErrorCode, PlacedBet } from '@kickoff/platform-api';

/** The text a refusal shows, one per platform code (ru and en in placement-resources). */
export const refusalMessageKey = (code: CouponErrorCode) => `coupon_refusal_${code}`;

/**
 * The bets behind a refusal, read from the current states it carries against what was sent: a moved
 * coefficient, a suspended (or vanished) market, a finished game. Refusals about the coupon as a whole (money,
 * amount, account, self-exclusion) name no bet.
 */
export function refusedMarketIds(
  code: CouponErrorCode,
  sent: readonly PlacedBet[],
  states: readonly BetState[],
): string[] {
  const stateOf = new Map(states.map((state) => [state.marketId, state]));
  const causes = (bet: PlacedBet): boolean => {
    const state = stateOf.get(bet.marketId);
    if (code === 'coef_changed') return state !== undefined && state.coef !== bet.coef;
    if (code === 'bet_blocked') return state === undefined || state.isBlocked;
    if (code === 'game_finished') return state?.isFinished === true;
    return false;
  };
  return sent.filter(causes).map((bet) => bet.marketId);
}
