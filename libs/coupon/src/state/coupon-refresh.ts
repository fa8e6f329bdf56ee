import { BONUS_BET_ID } from '../domain/bonus-bet';
import { dependentGameIds, isBonusBet } from '../domain/bet';
import { couponCoef } from '../domain/coupon-pricing';
import { COUPON_TYPE } from '../domain/coupon-type';
import { formatCoef } from '@kickoff/contracts';
import { MIN_SYSTEM_VALUE, type SystemValue, systemValuesOf } from '../domain/system-values';
import type { CouponState } from './coupon-state';

/** Bets added earlier first, the coupon's own bonus bet last; equal times by id, so every tab agrees. */
export function sortBets(state: CouponState): void {
  const rank = (id: string) => (id === BONUS_BET_ID ? Infinity : (state.addedAtByBetId[id] ?? 0));
  const sorted = [...state.bets].sort(
    (a, b) =>
      rank(a.market.id) - rank(b.market.id) || (a.market.id < b.market.id ? -1 : a.market.id > b.market.id ? 1 : 0),
  );
  if (sorted.some((bet, index) => bet !== state.bets[index])) state.bets = sorted;
}

/**
 * A single holds one bet: a second bet makes it an express, and an express left with one bet is a single
 * again. Every other type stays as the player chose it.
 */
export function normalizeType(state: CouponState): void {
  const count = state.bets.filter((bet) => !isBonusBet(bet)).length;
  if (state.typeId === COUPON_TYPE.single && count >= 2) state.typeId = COUPON_TYPE.express;
  else if (state.typeId === COUPON_TYPE.express && count <= 1) state.typeId = COUPON_TYPE.single;
}

function sameSystemValues(a: readonly SystemValue[], b: readonly SystemValue[]): boolean {
  return (
    a.length === b.length &&
    a.every((value, i) => {
      const other = b[i];
      return (
        other !== undefined &&
        value.value === other.value &&
        value.offset === other.offset &&
        value.combo === other.combo &&
        value.minBetAmount === other.minBetAmount
      );
    })
  );
}

/**
 * Brings every field that follows the bets up to date: dependency, system value range, total
 * coefficient, its display and the system values. Writes only what changed, so a bet nobody touched
 * keeps its object (and every memoised view of it).
 */
export function refreshCoupon(state: CouponState): void {
  const dependent = dependentGameIds(state.bets.filter((bet) => !isBonusBet(bet)));
  for (const bet of state.bets) {
    const isDepend = !isBonusBet(bet) && dependent.has(bet.market.gameId);
    if (bet.isDepend !== isDepend) bet.isDepend = isDepend;
  }
  const regular = state.bets.filter((bet) => !isBonusBet(bet));
  const systemValues = systemValuesOf(regular, state.isActiveSystemBanker, state.minBetAmount);
  if (!sameSystemValues(systemValues, state.systemValues)) state.systemValues = systemValues;
  const highest = systemValues[systemValues.length - 1]?.value;
  if (state.systemValue < MIN_SYSTEM_VALUE) state.systemValue = MIN_SYSTEM_VALUE;
  if (highest !== undefined && state.systemValue > highest) state.systemValue = highest;
  const coef = couponCoef(state);
  if (state.coef !== coef) state.coef = coef;
  const coefByView = state.bets.length === 0 ? '' : formatCoef(coef, state.coefViewId);
  if (state.coefByView !== coefByView) state.coefByView = coefByView;
}
