/**
 * Exact money and odds arithmetic. Coefficients and amounts are decimals with at most three places
 * (odds are quoted to 0.001 at finest, amounts to the smallest minor unit, 0.001 for KWD/BHD); as binary
 * floats they are inexact (0.5 × 2.01 is 1.00499… in floating point, so a float rounds a possible win of
 * 1.005 down to 1.00). Here they become integer thousandths in BigInt and every result is an exact
 * fraction, rounded once, at the end.
 */

export const THOUSANDTHS = 1000n;

/** An exact non-negative fraction; `den` > 0. Not reduced: nothing here needs it. */
export interface Fraction {
  readonly num: bigint;
  readonly den: bigint;
}

/** A decimal with at most three places, as integer thousandths; a finer decimal rounds to the nearest 0.001. */
export function toThousandths(value: number): bigint {
  return BigInt(Math.round(value * 1000));
}

export function fractionOfDecimal(value: number): Fraction {
  return { num: toThousandths(value), den: THOUSANDTHS };
}

export function multiply(a: Fraction, b: Fraction): Fraction {
  return { num: a.num * b.num, den: a.den * b.den };
}

/** Half-up rounding of a non-negative fraction to `digits` decimal places, as a number. */
export function roundHalfUp({ num, den }: Fraction, digits = 2): number {
  const scale = 10n ** BigInt(digits);
  const rounded = (2n * num * scale + den) / (2n * den);
  return Number(rounded) / Number(scale);
}

/** Nearest double of a fraction, with 12 significant digits kept exactly before the last division. */
export function fractionToNumber({ num, den }: Fraction): number {
  if (num === 0n) return 0;
  const whole = num / den;
  const rest = num % den;
  return Number(whole) + Number((rest * 10n ** 15n) / den) / 1e15;
}

/**
 * Half-up rounding of a floating-point approximation whose relative error is at most `relativeError`:
 * the rounded number when every value within that error rounds the same way, else null (the caller then
 * rounds the exact fraction). Ties and near-ties always come back null.
 */
export function roundHalfUpIfCertain(approximation: number, relativeError: number, digits = 2): number | null {
  const scaled = approximation * 10 ** digits;
  // beyond 2^50 a double no longer resolves the half unit reliably
  if (!Number.isFinite(scaled) || scaled < 0 || scaled > 2 ** 50) return null;
  const distanceToHalf = Math.abs(scaled - Math.floor(scaled) - 0.5);
  if (distanceToHalf <= relativeError * scaled + Number.EPSILON * 4) return null;
  return Math.floor(scaled + 0.5) / 10 ** digits;
}
