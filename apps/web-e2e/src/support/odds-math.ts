/*
 * What the slip should show, worked out here on its own (never with the coupon engine's code): coefficients as whole
 * thousandths and money as whole cents in BigInt, so "exact to the cent" is checked against exact arithmetic.
 */

const thousandths = (coef: number): bigint => BigInt(Math.round(coef * 1000));
const cents = (amount: number): bigint => BigInt(Math.round(amount * 100));
/** num / den to the nearest whole, halves up (num, den > 0). */
const roundHalfUp = (num: bigint, den: bigint): number => Number((2n * num + den) / (2n * den));

/** Every k-subset of `items`. */
function combinations<T>(items: readonly T[], k: number): T[][] {
  if (k === 0) return [[]];
  return items.flatMap((item, index) => combinations(items.slice(index + 1), k - 1).map((rest) => [item, ...rest]));
}

/** An express: the stake times the product of its coefficients, in cents. */
export function expressWinCents(stake: number, coefs: readonly number[]): number {
  const product = coefs.reduce((total, coef) => total * thousandths(coef), 1n);
  return roundHalfUp(cents(stake) * product, 1000n ** BigInt(coefs.length));
}

/** The product of the coefficients, as a number (for a total shown to thousandths). */
export const expressCoef = (coefs: readonly number[]): number => coefs.reduce((total, coef) => total * coef, 1);

/** A system k of n when every bet wins: the stake split evenly over its lines, each line an express, in cents. */
export function systemWinCents(stake: number, coefs: readonly number[], k: number): number {
  const lines = combinations(coefs, k);
  const sum = lines.reduce(
    (total, line) => total + line.reduce((product, coef) => product * thousandths(coef), 1n),
    0n,
  );
  return roundHalfUp(cents(stake) * sum, BigInt(lines.length) * 1000n ** BigInt(k));
}

export const systemLineCount = (n: number, k: number): number =>
  combinations(
    Array.from({ length: n }, (_, i) => i),
    k,
  ).length;

/** American odds: +100(d − 1) from evens up, −100 / (d − 1) below, whole numbers. */
export function americanOdds(coef: number): string {
  const profit = thousandths(coef) - 1000n;
  return profit >= 1000n ? `+${roundHalfUp(profit, 10n)}` : `-${roundHalfUp(100_000n, profit)}`;
}
