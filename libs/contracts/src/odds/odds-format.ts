import { COEF_VIEW } from '../coef-view-ids';
import { FRACTION_LADDER } from './fraction-ladder';

/** Exact thousandths of a coefficient (the platform's odds have at most three decimals). */
const toThousandths = (value: number): bigint => BigInt(Math.round(value * 1000));

/** Shown for a coefficient no format can express (≤ 1, not a number). */
export const NO_ODDS = '—';

/** `units / 10^digits` as text, e.g. (-191, 2) → "-1.91". */
function fixed(units: number, digits: number): string {
  const sign = units < 0 ? '-' : '';
  const text = String(Math.abs(units)).padStart(digits + 1, '0');
  return digits === 0 ? `${sign}${text}` : `${sign}${text.slice(0, -digits)}.${text.slice(-digits)}`;
}

/** round(numerator / denominator) for positive integers, halves away from zero, exact while below 2^53. */
function divideRounded(numerator: number, denominator: number): number {
  return Math.floor((2 * numerator + denominator) / (2 * denominator));
}

/** The coefficient in thousandths above evens' stake: d − 1 = profit per unit, or null if d ≤ 1. */
function profitThousandths(decimal: number): number | null {
  if (!Number.isFinite(decimal)) return null;
  const profit = Number(toThousandths(decimal)) - 1000;
  return profit > 0 ? profit : null;
}

/** 2 places, 3 when the coefficient has a third (1.125 stays 1.125, 1.9 shows 1.90). */
export function formatDecimal(decimal: number): string {
  const profit = profitThousandths(decimal);
  if (profit === null) return NO_ODDS;
  const thousandths = profit + 1000;
  return thousandths % 10 === 0 ? fixed(thousandths / 10, 2) : fixed(thousandths, 3);
}

/** +100(d − 1) from evens up, −100/(d − 1) below, whole numbers: 2.00 → +100, 1.91 → -110, 1.01 → -10000. */
export function formatAmerican(decimal: number): string {
  const profit = profitThousandths(decimal);
  if (profit === null) return NO_ODDS;
  return profit >= 1000 ? `+${divideRounded(profit, 10)}` : `-${divideRounded(100_000, profit)}`;
}

/** Hong Kong: d − 1 (the profit per unit), 2 places. */
export function formatHongKong(decimal: number): string {
  const profit = profitThousandths(decimal);
  return profit === null ? NO_ODDS : fixed(divideRounded(profit, 10), 2);
}

/** Malay: d − 1 up to evens, −1/(d − 1) beyond (the stake risked to win one unit), 2 places. */
export function formatMalay(decimal: number): string {
  const profit = profitThousandths(decimal);
  if (profit === null) return NO_ODDS;
  // the sign is written, not computed: −1/(d − 1) of very long odds rounds to -0.00, still "negative"
  return profit <= 1000 ? fixed(divideRounded(profit, 10), 2) : `-${fixed(divideRounded(100_000, profit), 2)}`;
}

/** Indonesian: d − 1 from evens up, −1/(d − 1) below evens, 2 places. */
export function formatIndonesian(decimal: number): string {
  const profit = profitThousandths(decimal);
  if (profit === null) return NO_ODDS;
  return profit >= 1000 ? fixed(divideRounded(profit, 10), 2) : `-${fixed(divideRounded(100_000, profit), 2)}`;
}

/**
 * The ladder fraction nearest to d − 1 (1.91 → 10/11); beyond the ladder's ends, the nearest whole
 * number to 1 (5000.00 → 4999/1) or 1/100.
 */
export function fractionOf(decimal: number): readonly [numerator: number, denominator: number] | null {
  const profit = profitThousandths(decimal);
  if (profit === null) return null;
  const [longestNumerator] = FRACTION_LADDER[FRACTION_LADDER.length - 1] as readonly [number, number];
  if (profit > longestNumerator * 1000) return [divideRounded(profit, 1000), 1];
  let best = FRACTION_LADDER[0] as readonly [number, number];
  let bestDistance = Infinity;
  for (const entry of FRACTION_LADDER) {
    const distance = Math.abs(profit / 1000 - entry[0] / entry[1]);
    if (distance < bestDistance) {
      best = entry;
      bestDistance = distance;
    }
  }
  return best;
}

export function formatFraction(decimal: number): string {
  const fraction = fractionOf(decimal);
  return fraction === null ? NO_ODDS : `${fraction[0]}/${fraction[1]}`;
}

/** The coefficient as the player's odds format shows it. An unknown id shows decimal odds. */
export function formatCoef(decimal: number, coefViewId: number): string {
  switch (coefViewId) {
    case COEF_VIEW.fraction:
      return formatFraction(decimal);
    case COEF_VIEW.american:
      return formatAmerican(decimal);
    case COEF_VIEW.hongKong:
    case COEF_VIEW.asianHongKong:
      return formatHongKong(decimal);
    case COEF_VIEW.malay:
    case COEF_VIEW.asianMalay:
      return formatMalay(decimal);
    case COEF_VIEW.indonesian:
    case COEF_VIEW.asianIndonesian:
      return formatIndonesian(decimal);
    default:
      return formatDecimal(decimal);
  }
}

/** Back to decimal odds (for reading odds typed or quoted in another format). */
export const decimalFrom = {
  fraction: (numerator: number, denominator: number) => 1 + numerator / denominator,
  american: (american: number) => (american > 0 ? 1 + american / 100 : 1 + 100 / -american),
  hongKong: (hongKong: number) => 1 + hongKong,
  malay: (malay: number) => (malay > 0 ? 1 + malay : 1 + 1 / -malay),
  indonesian: (indonesian: number) => (indonesian > 0 ? 1 + indonesian : 1 + 1 / -indonesian),
};
