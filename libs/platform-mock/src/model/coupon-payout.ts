import { COUPON_TYPE } from '@kickoff/platform-api';

/*
 * What a placed coupon pays if it wins, computed as the platform computes money: coefficients and amounts are
 * decimals of at most three places, taken as integer thousandths in BigInt, and the return is rounded once, half
 * up, to the cent. A float product (1.57 × 1.83 × 2.41 × 1.03 × 300) rounds a cent away now and then; the receipt
 * must pay exactly what the slip promised.
 */

const THOUSAND = 1000n;
const thousandths = (value: number): bigint => BigInt(Math.round(value * 1000));

/** The bonus bet (doc 000 §4.1, CPN-019 … 022): 1 + n/100 for an express of n = 3 … 9 bets of ≥ 1.1, 1.1 beyond. */
export function offeredBonusCoef(typeId: number, coefs: readonly number[]): number | null {
  if (typeId !== COUPON_TYPE.express || coefs.length < 3) return null;
  if (!coefs.every((coef) => thousandths(coef) >= 1100n)) return null;
  return coefs.length <= 9 ? (100 + coefs.length) / 100 : 1.1;
}

export function combinations<T>(items: readonly T[], size: number): T[][] {
  if (size === 0) return [[]];
  if (items.length < size) return [];
  const [first, ...rest] = items as [T, ...T[]];
  return [...combinations(rest, size - 1).map((combo) => [first, ...combo]), ...combinations(rest, size)];
}

function roundToCents(num: bigint, den: bigint): number {
  return Number((2n * num * 100n + den) / (2n * den)) / 100;
}

/**
 * The coupon's possible win: stake × product (× the bonus bet) for a single or an express; for a system of k, each
 * line's product times an equal share of the stake (stake / C(n, k)), summed.
 */
export function couponPayout(
  typeId: number,
  systemValue: number,
  amount: number,
  coefs: readonly number[],
  bonusCoef: number | null = null,
): number {
  const factors = bonusCoef === null ? coefs : [...coefs, bonusCoef];
  if (typeId === COUPON_TYPE.system || typeId === COUPON_TYPE.systemWithBlocks) {
    const size = Math.max(2, systemValue);
    const lines = combinations(coefs, size);
    if (lines.length === 0) return 0;
    const sum = lines.reduce(
      (total, line) => total + line.reduce((product, coef) => product * thousandths(coef), 1n),
      0n,
    );
    return roundToCents(sum * thousandths(amount), BigInt(lines.length) * THOUSAND ** BigInt(size + 1));
  }
  const product = factors.reduce((total, coef) => total * thousandths(coef), 1n);
  return roundToCents(product * thousandths(amount), THOUSAND ** BigInt(factors.length + 1));
}
