import { type AmountCheck, amountProblem } from './amount-rules';
import { type Bet, isBonusBet, isGameFinished } from './bet';
import { COUPON_TYPE } from './coupon-type';
import { type PricedCoupon, totalStake } from './coupon-pricing';
import type { CouponSiteRules } from './site-rules';
import type { SystemValue } from './system-values';

export type PlacementProblem =
  | 'noBets'
  | 'noAccount'
  | 'noAmount'
  | 'blockedBet'
  | 'lockedBet'
  | 'finishedGame'
  | 'unacceptedChange'
  | 'noSystem'
  | 'belowMinimum'
  | 'aboveMaximum';

export interface PlacementCheck
  extends PricedCoupon, Pick<AmountCheck, 'minBetAmount' | 'maxBetAmount' | 'accountType'> {
  bets: readonly Bet[];
  accountId: number | null;
  systemValues: readonly SystemValue[];
}

/**
 * Everything that keeps the coupon from being placed, in the order the player should fix it; empty when
 * it can go. A blocked bet stops any coupon; a dependent or express-banned one (locked) only those that
 * combine bets.
 */
export function placementProblems(
  coupon: PlacementCheck,
  rules: Pick<CouponSiteRules, 'minAmountCouponTypes' | 'maxAmountCouponTypes'>,
): PlacementProblem[] {
  const problems: PlacementProblem[] = [];
  const regular = coupon.bets.filter((bet) => !isBonusBet(bet));
  const combines = coupon.typeId !== COUPON_TYPE.single && coupon.typeId !== COUPON_TYPE.multipleSingles;
  if (regular.length === 0) problems.push('noBets');
  if (coupon.accountId === null) problems.push('noAccount');
  if (regular.some((bet) => bet.isBlocked)) problems.push('blockedBet');
  if (combines && regular.some((bet) => bet.isDepend || bet.isBannedExpress)) problems.push('lockedBet');
  if (regular.some((bet) => isGameFinished(bet.game))) problems.push('finishedGame');
  if (coupon.bets.some((bet) => bet.unacceptedChange !== null)) problems.push('unacceptedChange');
  if (coupon.typeId === COUPON_TYPE.system && !coupon.systemValues.some((value) => value.value === coupon.systemValue))
    problems.push('noSystem');
  const stake = totalStake(coupon);
  if (stake <= 0) problems.push('noAmount');
  else {
    const amount = amountProblem(
      {
        amount: stake,
        typeId: coupon.typeId,
        minBetAmount: coupon.minBetAmount,
        maxBetAmount: coupon.maxBetAmount,
        accountType: coupon.accountType,
      },
      rules,
    );
    if (amount) problems.push(amount);
  }
  return problems;
}
