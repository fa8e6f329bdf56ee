import { describe, expect, it } from 'vitest';
import { type AmountRefusal, amountFieldText, currencyMinorUnits, fitsMinorUnits, readAmount } from './money-input';

const refused = (text: string, minorUnits = 2): AmountRefusal | null => {
  const reading = readAmount(text, minorUnits);
  return reading.ok ? null : reading.reason;
};
const amountOf = (text: string, minorUnits = 2): number | null => {
  const reading = readAmount(text, minorUnits);
  return reading.ok ? reading.amount : null;
};

describe('the amount reader (one for every stake field)', () => {
  it('[issue 28] takes the minor units from the currency (ISO 4217 through Intl), 2 for a code it does not know', () => {
    expect(['RUB', 'usd', 'JPY', 'KWD', 'XX1'].map(currencyMinorUnits)).toEqual([2, 2, 0, 3, 2]);
  });

  it('[issue 28] accepts digits with one decimal mark, a dot or a comma, and space-grouped thousands', () => {
    expect(amountOf('100')).toBe(100);
    expect(amountOf('100.5')).toBe(100.5);
    expect(amountOf('100,5')).toBe(100.5);
    expect(amountOf('100.')).toBe(100);
    expect(amountOf(' 0,05 ')).toBe(0.05);
    expect(amountOf('1 000')).toBe(1000);
    expect(amountOf('1\u00a0000,25')).toBe(1000.25);
    expect(amountOf('007')).toBe(7);
    expect(amountOf('')).toBe(0);
    expect(amountOf('1.005', 3)).toBe(1.005);
  });

  it('[issue 28] refuses everything else with its reason, never an amount', () => {
    const cases: [string, AmountRefusal][] = [
      ['1e3', 'format'],
      ['+100', 'format'],
      ['-5', 'format'],
      ['--5', 'format'],
      ['100abc', 'format'],
      ['.5', 'format'],
      [',5', 'format'],
      ['1.2.3', 'format'],
      ['1,2,3', 'format'],
      ['10 00', 'format'],
      ['Infinity', 'format'],
      ['0x10', 'format'],
      ['１００', 'digits'],
      ['١٢', 'digits'],
      ['१००', 'digits'],
      ['1,000', 'grouping'],
      ['10.005', 'decimals'],
      ['100.5', 'decimals'],
      ['1234567890123', 'tooLarge'],
    ];
    for (const [text, reason] of cases) expect(refused(text, text === '100.5' ? 0 : 2), text).toBe(reason);
  });

  it('[issue 28] a comma before exactly three digits is never guessed, even where the currency has three decimals', () => {
    expect(refused('1,000', 3)).toBe('grouping');
    expect(amountOf('1.000', 3)).toBe(1);
  });

  it("[issue 28] knows when an amount fits the currency's decimals, and shows it without grouping", () => {
    expect(fitsMinorUnits(10.01, 2)).toBe(true);
    expect(fitsMinorUnits(10.005, 2)).toBe(false);
    expect(fitsMinorUnits(0.1 + 0.2, 2)).toBe(false);
    expect(fitsMinorUnits(-1, 2)).toBe(false);
    expect(fitsMinorUnits(5, 0)).toBe(true);
    expect(amountFieldText(1000.5, 2)).toBe('1000.5');
    expect(amountFieldText(1000, 0)).toBe('1000');
  });
});
