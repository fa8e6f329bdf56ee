/**
 * The one reading of a typed amount (the stake, a block's or a bet's stake, the one-click stake). Money is exact
 * here: the text is checked digit by digit and never goes through a float before it is known to fit the currency.
 */

/** Why a typed amount is refused; each has its text `coupon_amount_refused_<reason>` (ru, en). */
export type AmountRefusal = 'format' | 'digits' | 'grouping' | 'decimals' | 'tooLarge';

export type AmountReading = { ok: true; amount: number } | { ok: false; reason: AmountRefusal };

/** ISO 4217 minor units the site falls back to for a code Intl does not know. */
const FALLBACK_MINOR_UNITS = 2;
/** At most this many whole digits: minor units stay safe integers (and no stake is that large). */
const MAX_WHOLE_DIGITS = 12;

const minorUnitsByIso = new Map<string, number>();

/** The currency's minor units (RUB 2, JPY 0, KWD 3), as ISO 4217 gives them through Intl. */
export function currencyMinorUnits(currencyIso: string): number {
  const iso = currencyIso.toUpperCase();
  const known = minorUnitsByIso.get(iso);
  if (known !== undefined) return known;
  let digits = FALLBACK_MINOR_UNITS;
  try {
    digits =
      new Intl.NumberFormat('en', { style: 'currency', currency: iso }).resolvedOptions().maximumFractionDigits ??
      FALLBACK_MINOR_UNITS;
  } catch {
    // a code Intl refuses keeps the fallback
  }
  minorUnitsByIso.set(iso, digits);
  return digits;
}

/** Spaces a player or a paste may put between groups of thousands: space, no-break, narrow no-break, thin. */
const GROUP_SPACE = /[ \u00a0\u202f\u2009]/;
/** A decimal digit of any script but 0–9 (fullwidth １, Arabic-Indic ١, Devanagari १ …). */
const OTHER_DIGIT = /(?![0-9])\p{Nd}/u;
const WHOLE_GROUPED = new RegExp(`^\\d{1,3}(?:${GROUP_SPACE.source}\\d{3})+$`);

/**
 * Reads what the player typed as an amount of a currency with `minorUnits` decimals. Accepted: digits 0–9, groups of
 * three separated by spaces, one decimal mark (a dot or a comma, in any language: the field never groups with a
 * comma) followed by at most `minorUnits` digits; "100." is 100. Empty text is no amount (0): the slip then asks for
 * a stake. Refused, with the reason: digits of other scripts, a comma followed by exactly three digits ("1,000":
 * a thousand or one? it is never guessed), more decimals than the currency has, a leading mark (".5"), signs,
 * exponents, letters, and more than 12 whole digits.
 */
export function readAmount(text: string, minorUnits: number): AmountReading {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: true, amount: 0 };
  if (OTHER_DIGIT.test(trimmed)) return { ok: false, reason: 'digits' };
  const match = /^([0-9 \u00a0\u202f\u2009]+?)(?:([.,])([0-9]*))?$/.exec(trimmed);
  if (!match) return { ok: false, reason: 'format' };
  const [, wholeText = '', mark, fraction = ''] = match;
  if (!/^\d+$/.test(wholeText) && !WHOLE_GROUPED.test(wholeText)) return { ok: false, reason: 'format' };
  if (mark === ',' && fraction.length === 3) return { ok: false, reason: 'grouping' };
  if (fraction.length > minorUnits) return { ok: false, reason: 'decimals' };
  const whole = wholeText.replace(new RegExp(GROUP_SPACE.source, 'g'), '').replace(/^0+(?=\d)/, '');
  if (whole.length > MAX_WHOLE_DIGITS) return { ok: false, reason: 'tooLarge' };
  return { ok: true, amount: Number(fraction === '' ? whole : `${whole}.${fraction}`) };
}

/** True when `amount` has no more decimals than the currency: what is sent is exactly what is shown. */
export function fitsMinorUnits(amount: number, minorUnits: number): boolean {
  if (!Number.isFinite(amount) || amount < 0) return false;
  const minor = Math.round(amount * 10 ** minorUnits);
  return Number.isSafeInteger(minor) && minor / 10 ** minorUnits === amount;
}

/** An amount as the field shows it: no grouping (it is edited), a dot, at most the currency's decimals. */
export function amountFieldText(amount: number, minorUnits: number): string {
  if (!Number.isFinite(amount)) return '';
  const factor = 10 ** minorUnits;
  return String(Math.round(amount * factor) / factor);
}
