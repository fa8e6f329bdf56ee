import { createNextState } from '@reduxjs/toolkit';
import type { CouponErrorCode, CouponLimits } from '@kickoff/platform-api';
import { isBonusBet } from '../domain/bet';
import { COUPON_TYPE } from '../domain/coupon-type';
import { refreshCoupon } from '../state/coupon-refresh';
import type { CouponState } from '../state/coupon-state';
import type { PlacementBlocker, PlacementBlockerKind } from './placement-blockers';
import type { PlacementRefusal } from './placement-slice';
import { refusalMessageKey } from './refusal';

/**
 * The coupon one click places: that bet alone, a single at the one-click stake, from the coupon's paying account,
 * under the limits the platform gave for exactly this single (the slip's own may be another coupon's). Whatever
 * else waits in the slip is not part of it. No VIP bet: one click asks nobody.
 */
export function oneClickSingle(
  coupon: CouponState,
  marketId: string,
  stake: number,
  limits: CouponLimits | null,
): CouponState {
  return createNextState(coupon, (draft) => {
    draft.bets = draft.bets.filter((bet) => bet.market.id === marketId && !isBonusBet(bet));
    for (const bet of draft.bets) bet.isBanker = false;
    draft.typeId = COUPON_TYPE.single;
    draft.amount = stake;
    draft.amountByBetId = {};
    draft.amountByBlockId = {};
    draft.unreadableAmounts = {};
    draft.isActiveSystemBanker = false;
    draft.isVipBet = false;
    if (limits)
      Object.assign(draft, {
        minBetAmount: limits.minBetAmount,
        maxBetAmount: limits.maxBetAmount,
        maxPayout: limits.maxPayout,
        availablePrepaidAmount: limits.availablePrepaidAmount,
      });
    refreshCoupon(draft);
  });
}

/** The coupon holds nothing but this bet (the usual one-click coupon): the slip and the single are the same bet. */
export const holdsOnly = (coupon: CouponState, marketId: string) => {
  const regular = coupon.bets.filter((bet) => !isBonusBet(bet));
  return regular.length === 1 && regular[0]?.market.id === marketId;
};

/** The platform's code for a reason the client already knows; the texts are the platform refusal's. */
const CODE_OF: Partial<Record<PlacementBlockerKind, CouponErrorCode>> = {
  selfExcluded: 'self_excluded',
  noAmount: 'amount_below_min',
  amountTooLow: 'amount_below_min',
  amountTooHigh: 'amount_above_max',
  betsLocked: 'bet_blocked',
  changesToAccept: 'coef_changed',
};

/** A one-click bet the first reason stopped, told in the slip as a refusal of that bet. */
export function stoppedRefusal([first]: readonly PlacementBlocker[], marketId: string): PlacementRefusal {
  const kind = first?.kind ?? 'empty';
  const code = CODE_OF[kind];
  const marketIds = kind === 'betsLocked' || kind === 'changesToAccept' ? [marketId] : [];
  return code
    ? { code, messageKey: refusalMessageKey(code), marketIds }
    : { code: 'invalid_coupon', messageKey: `coupon_blocker_${kind}`, marketIds };
}
