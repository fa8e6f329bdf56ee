import { describe, expect, it } from 'vitest';
import { amountStepFor, defaultAmountStep, defaultInitialAmount } from './amount-defaults';
import { CURRENCY_AMOUNTS } from './currency-amounts';

describe('default amounts per currency', () => {
  it('[CPN-034] the amount step comes from a table of about 130 currencies: RUB 100, USD 2.5, EUR 2.5', () => {
    expect(CURRENCY_AMOUNTS.length).toBeGreaterThanOrEqual(130);
    expect(defaultAmountStep('RUB')).toBe(100);
    expect(defaultAmountStep('USD')).toBe(2.5);
    expect(defaultAmountStep('EUR')).toBe(2.5);
  });

  it('the table has one row per currency, three upper-case letters, positive amounts', () => {
    const isos = CURRENCY_AMOUNTS.map(([iso]) => iso);
    expect(new Set(isos).size).toBe(isos.length);
    for (const [iso, step, initial] of CURRENCY_AMOUNTS) {
      expect(iso).toMatch(/^[A-Z]{3}$/);
      expect(step).toBeGreaterThan(0);
      expect(initial).toBeGreaterThan(0);
    }
  });

  it('[CPN-035] the initial amount comes from the table (RUB 150, USD 5, EUR 5, UAH 50); a missing currency takes RUB’s 150', () => {
    expect(defaultInitialAmount('RUB')).toBe(150);
    expect(defaultInitialAmount('USD')).toBe(5);
    expect(defaultInitialAmount('EUR')).toBe(5);
    expect(defaultInitialAmount('UAH')).toBe(50);
    expect(defaultInitialAmount('XBT')).toBe(150);
  });

  it('[CPN-034] a currency missing from the step table takes RUB’s step too; a player’s own step wins', () => {
    expect(defaultAmountStep('XBT')).toBe(100);
    expect(amountStepFor('usd', {})).toBe(2.5);
    expect(amountStepFor('USD', { USD: 10 })).toBe(10);
  });
});
