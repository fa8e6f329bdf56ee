import { createSelector } from '@reduxjs/toolkit';
import { isBonusBet } from '../domain/bet';
import { COUPON_TYPE, type CouponTypeId } from '../domain/coupon-type';
import { selectBets, selectCouponTypeId, selectSystemValues } from '../state/selectors';

/** The order the switch shows them in: from the plainest bet to the most elaborate. */
const SWITCH_ORDER: readonly CouponTypeId[] = [
  COUPON_TYPE.single,
  COUPON_TYPE.express,
  COUPON_TYPE.system,
  COUPON_TYPE.systemWithBlocks,
  COUPON_TYPE.multipleSingles,
];

export interface TypeChoiceInput {
  typeId: CouponTypeId;
  regularBetCount: number;
  /** a bet that cannot be combined with the others (same game, banned from expresses) */
  hasUncombinable: boolean;
  systemValueCount: number;
}

/**
 * The coupon types the bets allow (doc 000 §4.1): a single holds one bet; an express and a system combine bets, so
 * they need two (a system three, one line size at least) that may be combined; blocks and multiple singles need two.
 * The type the coupon has stays offered, so the switch always shows what will be placed.
 */
export function allowedCouponTypes({
  typeId,
  regularBetCount: n,
  hasUncombinable,
  systemValueCount,
}: TypeChoiceInput): CouponTypeId[] {
  const allowed = new Set<CouponTypeId>([typeId]);
  if (n === 1) allowed.add(COUPON_TYPE.single);
  if (n >= 2) {
    if (!hasUncombinable) allowed.add(COUPON_TYPE.express);
    if (!hasUncombinable && systemValueCount > 0) allowed.add(COUPON_TYPE.system);
    allowed.add(COUPON_TYPE.systemWithBlocks);
    allowed.add(COUPON_TYPE.multipleSingles);
  }
  return SWITCH_ORDER.filter((id) => allowed.has(id));
}

const sameIds = (a: readonly CouponTypeId[], b: readonly CouponTypeId[]) =>
  a.length === b.length && a.every((id, i) => id === b[i]);

/** The same array for as long as the choice does not change (a new coefficient leaves it alone). */
export const selectAllowedCouponTypes = createSelector(
  [selectBets, selectCouponTypeId, selectSystemValues],
  (bets, typeId, systemValues) => {
    const regular = bets.filter((bet) => !isBonusBet(bet));
    return allowedCouponTypes({
      typeId,
      regularBetCount: regular.length,
      hasUncombinable: regular.some((bet) => bet.isDepend || bet.isBannedExpress),
      systemValueCount: systemValues.length,
    });
  },
  { memoizeOptions: { resultEqualityCheck: sameIds } },
);
