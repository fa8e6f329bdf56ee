import { describe, expect, it } from 'vitest';
import { formatMoney, steppedAmount } from './money';

describe("the slip's money", () => {
  it('[CPN-034] steps a stake in whole thousandths, never below zero', () => {
    expect(steppedAmount(0.1, 0.2, 1)).toBe(0.3);
    expect(steppedAmount(150, 100, 1)).toBe(250);
    expect(steppedAmount(50, 100, -1)).toBe(0);
    expect(steppedAmount(7.5, 2.5, -1)).toBe(5);
  });

  it("[issue 14] shows money in the player's language, and a currency Intl does not know after the number", () => {
    expect(formatMoney(1234.5, 'RUB', 'ru').replace(/\s/g, ' ')).toBe('1 234,50 ₽');
    expect(formatMoney(1.01, 'USD', 'en')).toBe('$1.01');
    expect(formatMoney(2, 'XX1', 'en')).toBe('2.00 XX1');
  });

  it("[issue 28] shows exactly the currency's decimals: what the button shows is what is sent", () => {
    expect(formatMoney(1000, 'JPY', 'en')).toBe('¥1,000');
    expect(formatMoney(1.005, 'KWD', 'en')).toMatch(/1\.005/);
    expect(formatMoney(10, 'RUB', 'en')).toMatch(/10\.00/);
  });
});
