import {
  type Fraction,
  THOUSANDTHS,
  fractionToNumber,
  roundHalfUp,
  roundHalfUpIfCertain,
  toThousandths,
} from './exact';
import { binomial, elementarySymmetric, elementarySymmetricFloat } from './system-math';

/**
 * A system k/n: the amount is split evenly over the C(n, k) lines, each line an express of k bets.
 * Bankers ride in every line, so with b bankers the lines are the k-subsets of the n − b others.
 */
export interface SystemBet {
  /** coefficients of the bets that are not bankers */
  coefs: readonly number[];
  /** bets per line, bankers not counted */
  k: number;
  bankerCoefs?: readonly number[];
}

export function systemLineCount({ coefs, k }: SystemBet): bigint {
  return binomial(coefs.length, k);
}

/** Amount / C(n, k): the stake of one line. Zero lines → nothing staked. */
export function systemStakePerLine(system: SystemBet, amount: number): Fraction {
  const lines = systemLineCount(system);
  if (lines === 0n) return { num: 0n, den: 1n };
  return { num: toThousandths(amount), den: THOUSANDTHS * lines };
}

function bankersProduct(bankerCoefs: readonly number[] = []): Fraction {
  return bankerCoefs.reduce<Fraction>(
    (product, coef) => ({ num: product.num * toThousandths(coef), den: product.den * THOUSANDTHS }),
    { num: 1n, den: 1n },
  );
}

/** Σ over the lines of the line's coefficient product = e_k(coefs) × Π bankers, exact, in O(n·k). */
export function systemLinesCoefSum({ coefs, k, bankerCoefs }: SystemBet): Fraction {
  const bankers = bankersProduct(bankerCoefs);
  return {
    num: elementarySymmetric(coefs.map(toThousandths), k) * bankers.num,
    den: THOUSANDTHS ** BigInt(Math.max(k, 0)) * bankers.den,
  };
}

/** The return when every bet wins: stake per line × Σ line products. */
export function systemMaxReturnFraction(system: SystemBet, amount: number): Fraction {
  const lines = systemLineCount(system);
  if (lines === 0n) return { num: 0n, den: 1n };
  const sum = systemLinesCoefSum(system);
  return { num: toThousandths(amount) * sum.num, den: THOUSANDTHS * lines * sum.den };
}

/**
 * The same return in floating point, over integer thousandths (so the inputs are exact), with its error
 * bound: the recurrence adds at most 2n roundings, the bankers' product b, C(n, k) k (its running
 * product rounds only above 2^53), the denominator 1000^(k+b+1) k + b + 1, the last products and
 * division 3; every term is positive, so the relative errors add up. Counted twice over for safety.
 */
function systemMaxReturnApproximation(
  { coefs, k, bankerCoefs = [] }: SystemBet,
  amount: number,
): { value: number; relativeError: number } {
  // C(n, k) as a double: exact below 2^53, one rounding above (counted below)
  let lines = 1;
  for (let i = 1, m = Math.min(k, coefs.length - k); i <= m; i += 1) lines = (lines * (coefs.length - m + i)) / i;
  let denominator = 1000 * lines;
  let bankers = 1;
  for (let j = 0; j < k; j += 1) denominator *= 1000;
  for (const coef of bankerCoefs) {
    denominator *= 1000;
    bankers *= Math.round(coef * 1000);
  }
  const thousandths: number[] = [];
  for (const coef of coefs) thousandths.push(Math.round(coef * 1000));
  const value = (Math.round(amount * 1000) * bankers * elementarySymmetricFloat(thousandths, k)) / denominator;
  return { value, relativeError: 2 * (2 * coefs.length + bankerCoefs.length + 2 * k + 8) * 2 ** -53 };
}

/**
 * Exact to the cent, and fast: the floating-point recurrence decides the rounding whenever its error
 * bound cannot cross a half cent, and the exact BigInt fraction does the rest (ties, near-ties,
 * overflow). Both are O(n·k); no line is ever listed.
 */
export function systemMaxReturn(system: SystemBet, amount: number, digits = 2): number {
  if (!Number.isInteger(system.k) || system.k < 0 || system.k > system.coefs.length) return 0;
  const { value, relativeError } = systemMaxReturnApproximation(system, amount);
  return (
    roundHalfUpIfCertain(value, relativeError, digits) ?? roundHalfUp(systemMaxReturnFraction(system, amount), digits)
  );
}

/**
 * The smallest return that still pays: exactly k bets win (with the bankers), the k with the lowest
 * coefficients, so one line pays its product and every other line loses.
 */
export function systemMinWinningReturn(system: SystemBet, amount: number, digits = 2): number {
  const { coefs, k } = system;
  if (systemLineCount(system) === 0n) return 0;
  const lowest = [...coefs]
    .map(toThousandths)
    .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
    .slice(0, k);
  const bankers = bankersProduct(system.bankerCoefs);
  const line: Fraction = {
    num: lowest.reduce((product, coef) => product * coef, 1n) * bankers.num,
    den: THOUSANDTHS ** BigInt(k) * bankers.den,
  };
  const stake = systemStakePerLine(system, amount);
  return roundHalfUp({ num: stake.num * line.num, den: stake.den * line.den }, digits);
}

/** The system's coefficient: maximum return per unit staked, Σ line products / C(n, k). */
export function systemCoef(system: SystemBet): number {
  return fractionToNumber(systemMaxReturnFraction(system, 1));
}
