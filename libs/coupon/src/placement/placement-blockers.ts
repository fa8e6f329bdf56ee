import { createSelector } from '@reduxjs/toolkit';
import { type Bet, isBonusBet, isGameFinished } from '../domain/bet';
import { COUPON_TYPE } from '../domain/coupon-type';
import { type PlacementProblem, placementProblems } from '../domain/placement-check';
import type { AmountRefusal } from '../domain/money-input';
import type { CouponSiteRules } from '../domain/site-rules';
import type { CouponState } from '../state/coupon-state';
import { selectCoupon } from '../state/selectors';
import type { SelfExclusion } from './coupon-context-slice';
import {
  type PlacementRootState,
  selectCouponSiteRules,
  selectIsPlayerSignedIn,
  selectPlacement,
  selectSelfExclusion,
} from './placement-selectors';
import type { PlacementStatus } from './placement-slice';

/**
 * Why the coupon cannot be placed now, each kind with its text `coupon_blocker_<kind>` (ru, en). The limits
 * issue adds its kinds here. `signInRequired` leaves the button enabled: pressing it asks the player to sign in.
 */
export type PlacementBlocker =
  | { kind: 'signInRequired' }
  | { kind: 'placing' }
  | { kind: 'selfExcluded'; until?: string }
  | { kind: 'empty' }
  | { kind: 'noAccount' }
  | { kind: 'betsLocked'; marketIds: string[] }
  | { kind: 'changesToAccept' }
  | { kind: 'noSystem' }
  | { kind: 'amountUnreadable'; reason: AmountRefusal }
  | { kind: 'noAmount' }
  | { kind: 'amountTooLow'; min: number }
  | { kind: 'amountTooHigh'; max: number };

export type PlacementBlockerKind = PlacementBlocker['kind'];

/** The bets that stop this coupon: suspended ones and finished games always, dependent or express-banned ones when it combines bets. */
function lockedMarketIds({ typeId, bets }: Pick<CouponState, 'typeId' | 'bets'>): string[] {
  const combines = typeId !== COUPON_TYPE.single && typeId !== COUPON_TYPE.multipleSingles;
  const stops = (bet: Bet) =>
    bet.isBlocked || isGameFinished(bet.game) || (combines && (bet.isDepend || bet.isBannedExpress));
  return bets.filter((bet) => !isBonusBet(bet) && stops(bet)).map((bet) => bet.market.id);
}

/** The first stake field of this coupon whose text was refused: blocks fields of its type only (a stale block's does not). */
function unreadableAmount({ typeId, bets, unreadableAmounts }: CouponState): AmountRefusal | null {
  const blocks = new Set(bets.map((bet) => `block:${bet.blockId}`));
  const marketIds = new Set(bets.map((bet) => `bet:${bet.market.id}`));
  for (const [field, reason] of Object.entries(unreadableAmounts)) {
    if (reason === undefined) continue;
    if (field === 'coupon' && typeId !== COUPON_TYPE.systemWithBlocks) return reason;
    if (blocks.has(field) && typeId === COUPON_TYPE.systemWithBlocks) return reason;
    if (marketIds.has(field) && typeId === COUPON_TYPE.multipleSingles) return reason;
  }
  return null;
}

function problemBlocker(problem: PlacementProblem, coupon: CouponState): PlacementBlocker {
  switch (problem) {
    case 'noBets':
      return { kind: 'empty' };
    case 'noAccount':
      return { kind: 'noAccount' };
    case 'blockedBet':
    case 'lockedBet':
    case 'finishedGame':
      return { kind: 'betsLocked', marketIds: lockedMarketIds(coupon) };
    case 'unacceptedChange':
      return { kind: 'changesToAccept' };
    case 'noSystem':
      return { kind: 'noSystem' };
    case 'noAmount':
      return { kind: 'noAmount' };
    case 'belowMinimum':
      return { kind: 'amountTooLow', min: coupon.minBetAmount };
    case 'aboveMaximum':
      return { kind: 'amountTooHigh', max: coupon.maxBetAmount ?? 0 };
  }
}

function blockersOf(
  coupon: CouponState,
  isSignedIn: boolean,
  rules: CouponSiteRules,
  status: PlacementStatus,
  selfExclusion: SelfExclusion | null,
): PlacementBlocker[] {
  const blockers: PlacementBlocker[] = [];
  if (!isSignedIn) blockers.push({ kind: 'signInRequired' });
  if (status === 'placing') blockers.push({ kind: 'placing' });
  // LIM-033: known only for a signed-in player; the platform refuses `self_excluded` anyway.
  if (isSignedIn && selfExclusion)
    blockers.push(
      selfExclusion.until ? { kind: 'selfExcluded', until: selfExclusion.until } : { kind: 'selfExcluded' },
    );
  const refusal = unreadableAmount(coupon);
  for (const problem of placementProblems(coupon, rules)) {
    // an anonymous visitor has no account yet: signing in is the one thing to do
    if (problem === 'noAccount' && !isSignedIn) continue;
    // a stake that could not be read is said as such, never as a missing or a too-low one
    const isAmountProblem = problem === 'noAmount' || problem === 'belowMinimum';
    const blocker: PlacementBlocker =
      refusal && isAmountProblem ? { kind: 'amountUnreadable', reason: refusal } : problemBlocker(problem, coupon);
    if (!blockers.some((known) => known.kind === blocker.kind)) blockers.push(blocker);
  }
  if (refusal && !blockers.some((known) => known.kind === 'amountUnreadable'))
    blockers.push({ kind: 'amountUnreadable', reason: refusal });
  return blockers;
}

const sameBlockers = (a: readonly PlacementBlocker[], b: readonly PlacementBlocker[]) =>
  JSON.stringify(a) === JSON.stringify(b);

/**
 * Everything that keeps the coupon from being placed, in the order the player should see it; empty when it can
 * go. The same array while the reasons stay the same (a live coefficient moving does not re-render the button).
 */
export const selectPlacementBlockers = createSelector(
  [
    selectCoupon,
    selectIsPlayerSignedIn,
    selectCouponSiteRules,
    (state: PlacementRootState) => selectPlacement(state).status,
    selectSelfExclusion,
  ],
  blockersOf,
  { memoizeOptions: { resultEqualityCheck: sameBlockers } },
);

/** The same reasons for a coupon the slip does not show (one-click's single, built beside the slip's coupon): not memoised. */
export const placementBlockersIn = (state: PlacementRootState): PlacementBlocker[] =>
  blockersOf(
    selectCoupon(state),
    selectIsPlayerSignedIn(state),
    selectCouponSiteRules(state),
    selectPlacement(state).status,
    selectSelfExclusion(state),
  );

export const selectCanPlace = (state: PlacementRootState): boolean => selectPlacementBlockers(state).length === 0;
