/** Money as a player of `language` reads it: Intl's grouping, decimals and currency sign. */
export function formatMoney(amount: number, currencyIso: string, language: string): string {
  try {
    return new Intl.NumberFormat(language, {
      style: 'currency',
      currency: currencyIso,
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    }).format(amount);
  } catch {
    // A currency code Intl does not know still shows, after the number.
    return `${new Intl.NumberFormat(language, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount)} ${currencyIso}`;
  }
}

/** A stake as the field shows it: no grouping (it is edited), a dot for the decimals, at most three places. */
export function amountText(amount: number): string {
  return Number.isFinite(amount) ? String(Math.round(amount * 1000) / 1000) : '';
}

/**
 * What the player typed as an amount: a comma counts as the decimal point and spaces are ignored; more than three
 * decimals, a sign or anything else is not an amount (null).
 */
export function parseAmount(text: string): number | null {
  const plain = text.replace(/[\s\u00a0]/g, '').replace(',', '.');
  if (!/^\d+(\.\d{0,3})?$/.test(plain)) return null;
  return Number(plain);
}

/** `amount` moved by `steps` × `step` in whole thousandths (0.1 + 0.2 stays 0.3), never below zero. */
export function steppedAmount(amount: number, step: number, steps: 1 | -1): number {
  const moved = Math.round(amount * 1000) + steps * Math.round(step * 1000);
  return Math.max(0, moved) / 1000;
}
