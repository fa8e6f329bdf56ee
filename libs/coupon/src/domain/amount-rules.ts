import type { ACCOUNT_TYPE as CONTRACT_ACCOUNT_TYPE } from '@kickoff/platform-api';
import { type Bet, isBetLive } from './bet';
import { COUPON_TYPE, type CouponTypeId } from './coupon-type';
import { toThousandths } from './exact';
import type { CouponSiteRules } from './site-rules';

/** doc 000 §3.6 account types. */
export const ACCOUNT_TYPE = { main: 0, bonus: 4, currency: 9 } as const satisfies typeof CONTRACT_ACCOUNT_TYPE;

/** The minimum applies only to the coupon types the site config lists for it (doc 000 §5). */
export function isMinAmountChecked(
  typeId: CouponTypeId,
  rules: Pick<CouponSiteRules, 'minAmountCouponTypes'>,
): boolean {
  return rules.minAmountCouponTypes.includes(typeId);
}

/** The maximum applies only to listed types, and never to a coupon paid from the bonus account. */
export function isMaxAmountChecked(
  typeId: CouponTypeId,
  accountType: number | null,
  rules: Pick<CouponSiteRules, 'maxAmountCouponTypes'>,
): boolean {
  return rules.maxAmountCouponTypes.includes(typeId) && accountType !== ACCOUNT_TYPE.bonus;
}

export type AmountProblem = 'belowMinimum' | 'aboveMaximum';

export interface AmountCheck {
  amount: number;
  typeId: CouponTypeId;
  minBetAmount: number;
  /** null: no finite maximum */
  maxBetAmount: number | null;
  accountType: number | null;
}

/** What is wrong with the amount under the checks that apply, compared exactly; null when nothing is. */
export function amountProblem(
  { amount, typeId, minBetAmount, maxBetAmount, accountType }: AmountCheck,
  rules: Pick<CouponSiteRules, 'minAmountCouponTypes' | 'maxAmountCouponTypes'>,
): AmountProblem | null {
  const staked = toThousandths(amount);
  if (isMinAmountChecked(typeId, rules) && staked < toThousandths(minBetAmount)) return 'belowMinimum';
  if (maxBetAmount !== null && isMaxAmountChecked(typeId, accountType, rules) && staked > toThousandths(maxBetAmount))
    return 'aboveMaximum';
  return null;
}

/**
 * VIP bet (doc 000 §5): site config enables it, the maximum is finite, there is at least one bet, all
 * are pre-match, and the coupon is not multiple singles.
 */
export function isVipBetAvailable(
  {
    typeId,
    bets,
    maxBetAmount,
  }: { typeId: CouponTypeId; bets: readonly Pick<Bet, 'game' | 'market'>[]; maxBetAmount: number | null },
  rules: Pick<CouponSiteRules, 'isVipBetEnabled'>,
): boolean {
  return (
    rules.isVipBetEnabled &&
    maxBetAmount !== null &&
    Number.isFinite(maxBetAmount) &&
    bets.length > 0 &&
    bets.every((bet) => !isBetLive(bet)) &&
    typeId !== COUPON_TYPE.multipleSingles
  );
}

/** One-click betting is possible only where the site config enables it. */
export function isOneClickAvailable(rules: Pick<CouponSiteRules, 'isOneClickBetEnabled'>): boolean {
  return rules.isOneClickBetEnabled;
}
