import { CURRENCY_AMOUNTS } from './currency-amounts';

/** The site's default currency: the row a currency missing from the table falls back to. */
export const FALLBACK_CURRENCY = 'RUB';

const byIso = new Map(CURRENCY_AMOUNTS.map(([iso, amountStep, initialAmount]) => [iso, { amountStep, initialAmount }]));
const fallback = byIso.get(FALLBACK_CURRENCY) as { amountStep: number; initialAmount: number };

/** Step of the amount buttons; a currency the table lacks takes RUB's (100). */
export function defaultAmountStep(iso: string): number {
  return (byIso.get(iso.toUpperCase()) ?? fallback).amountStep;
}

/** Amount a new coupon starts with; a currency the table lacks takes RUB's (150). */
export function defaultInitialAmount(iso: string): number {
  return (byIso.get(iso.toUpperCase()) ?? fallback).initialAmount;
}

/** The step in force: the player's own for this currency (amountStepByCurrencyIso), else the table's. */
export function amountStepFor(iso: string, ownSteps: Readonly<Record<string, number>>): number {
  const own = ownSteps[iso.toUpperCase()];
  return own !== undefined && Number.isFinite(own) && own > 0 ? own : defaultAmountStep(iso);
}
