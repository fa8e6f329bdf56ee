import { describe, expect, it } from 'vitest';
import { amountText, formatMoney, parseAmount, steppedAmount } from './money';

describe("the slip's money", () => {
  it('[issue 14] reads a typed stake with a comma or a dot, at most three decimals, nothing else', () => {
    expect(parseAmount('150')).toBe(150);
    expect(parseAmount('0,5')).toBe(0.5);
    expect(parseAmount(' 1 000.25 ')).toBe(1000.25);
    expect(parseAmount('2.125')).toBe(2.125);
    for (const junk of ['', '-5', '1.2345', '1e3', 'abc', '1,2,3', '.5']) expect(parseAmount(junk), junk).toBeNull();
  });

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
    expect(amountText(0.1 + 0.2)).toBe('0.3');
  });
});
