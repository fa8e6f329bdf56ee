import { type BetState, type CouponPayload, type PlacedCoupon, isPlatformError } from '@kickoff/platform-api';
import type { CouponPlaceAnswer } from '../api/coupon-api';
import type { PlacementFailureKind, PlacementOutcome, PlacementRefusal } from './placement-slice';
import { refusalMessageKey, refusedMarketIds } from './refusal';

/** What one `couponPlace` call gave: the checked answer, or why there was none. */
export type PlaceCallResult = { data: CouponPlaceAnswer } | { error: unknown };

export interface AttemptOutcome extends PlacementOutcome {
  /** the platform's coupons as they came, for the coupon itself (placementSucceeded) */
  coupons: PlacedCoupon[];
  /** refIds the platform placed (a repeat of one answers the first result again) */
  placedRefIds: string[];
  /** the bets' current states that came with refusals: the coupon shows them */
  news: { marketIds: string[]; states: BetState[] }[];
}

/** Nobody answered in time, nobody answered, or the platform failed (a 5xx, an answer the contract refuses). */
export function failureKind(error: unknown): PlacementFailureKind {
  if (!isPlatformError(error)) return 'network';
  if (error.kind === 'network') return error.timedOutAfterMs === undefined ? 'network' : 'timeout';
  return error.kind === 'cancelled' ? 'network' : 'server';
}

function mergeRefusal(earlier: PlacementRefusal | null, next: PlacementRefusal): PlacementRefusal {
  if (!earlier) return next;
  return { ...earlier, marketIds: [...new Set([...earlier.marketIds, ...next.marketIds])] };
}

/**
 * One attempt's calls read together (several for multiple singles with different stakes): the coupons placed,
 * the first refusal (its bets, and per-bet refusals of multiple singles, all marked), and what is left to retry.
 * Nothing the player entered is dropped here: refused and unanswered bets stay in the coupon.
 */
export function attemptOutcome(
  sent: readonly CouponPayload[],
  results: readonly PlaceCallResult[],
  currencyIso: string,
): AttemptOutcome {
  const outcome: AttemptOutcome = {
    placed: [],
    refusal: null,
    failure: null,
    unanswered: [],
    coupons: [],
    placedRefIds: [],
    news: [],
  };
  sent.forEach((payload, index) => {
    const result = results[index] ?? { error: undefined };
    if ('error' in result) {
      outcome.unanswered.push(payload);
      outcome.failure ??= { kind: failureKind(result.error) };
      return;
    }
    const answer = result.data;
    if (answer.success) {
      outcome.coupons.push(...answer.coupons);
      outcome.placedRefIds.push(payload.refId);
      const [first] = answer.failed;
      if (first) {
        const marketIds = answer.failed.flatMap((failure) => (failure.marketId === null ? [] : [failure.marketId]));
        outcome.refusal = mergeRefusal(outcome.refusal, {
          code: first.error_code,
          messageKey: refusalMessageKey(first.error_code),
          message: first.error_message,
          marketIds,
        });
      }
      return;
    }
    outcome.news.push({ marketIds: payload.bets.map((bet) => bet.marketId), states: answer.bets });
    const marketIds = refusedMarketIds(answer.error_code, payload.bets, answer.bets);
    outcome.refusal = mergeRefusal(outcome.refusal, {
      code: answer.error_code,
      messageKey: refusalMessageKey(answer.error_code),
      message: answer.error_message,
      marketIds,
    });
  });
  outcome.placed = outcome.coupons.map(({ couponId, possibleWin, marketIds }) => ({
    couponId,
    possibleWin,
    currencyIso,
    marketIds,
  }));
  return outcome;
}
