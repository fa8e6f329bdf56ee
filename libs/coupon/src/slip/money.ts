import { type AmountRefusal, currencyMinorUnits } from '../domain/money-input';

/**
 * Money as a player of `language` reads it: Intl's grouping and currency sign, with exactly the currency's decimals
 * (a stake of 10.5 ₽ shows 10.50 ₽, of 1000 ¥ shows ¥1,000): the button shows the amount that is sent.
 */
export function formatMoney(amount: number, currencyIso: string, language: string): string {
  const digits = currencyMinorUnits(currencyIso);
  const fraction = { minimumFractionDigits: digits, maximumFractionDigits: digits };
  try {
    return new Intl.NumberFormat(language, { style: 'currency', currency: currencyIso, ...fraction }).format(amount);
  } catch {
    // A currency code Intl does not know still shows, after the number.
    return `${new Intl.NumberFormat(language, fraction).format(amount)} ${currencyIso}`;
  }
}

/** What a refused amount's text names: the currency and its decimals; the reason picks the text (i18next context). */
export function amountRefusalValues(reason: AmountRefusal, currencyIso: string): Record<string, string | number> {
  return { context: reason, currency: currencyIso, digits: currencyMinorUnits(currencyIso) };
}

/** `amount` moved by `steps` × `step` in whole thousandths (0.1 + 0.2 stays 0.3), never below zero. */
export function steppedAmount(amount: number, step: number, steps: 1 | -1): number {
  const moved = Math.round(amount * 1000) + steps * Math.round(step * 1000);
  return Math.max(0, moved) / 1000;
}
