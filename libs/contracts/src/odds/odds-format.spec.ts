import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FRACTION_LADDER } from './fraction-ladder';
import {
  NO_ODDS,
  decimalFrom,
  formatAmerican,
  formatCoef,
  formatDecimal,
  formatFraction,
  formatHongKong,
  formatIndonesian,
  formatMalay,
  fractionOf,
} from './odds-format';

/** Decimal odds on the platform's 0.01 grid, 1.01 … 1000.00. */
const decimalOdds = fc.integer({ min: 101, max: 100_000 }).map((hundredths) => hundredths / 100);
const round2 = (value: number) => Math.round(value * 100) / 100;
const RUNS = 1000;

describe('odds formats', () => {
  it('[CPN-040] one coefficient in every format: 0 decimal, 1 fraction, 2 American, 4/14 Hong Kong, 5/15 Malay, 6/16 Indonesian', () => {
    expect([0, 1, 2, 4, 14, 5, 15, 6, 16].map((id) => formatCoef(1.91, id))).toEqual([
      '1.91',
      '10/11',
      '-110',
      '0.91',
      '0.91',
      '0.91',
      '0.91',
      '-1.10',
      '-1.10',
    ]);
    expect([0, 1, 2, 4, 5, 6].map((id) => formatCoef(3.5, id))).toEqual([
      '3.50',
      '5/2',
      '+250',
      '2.50',
      '-0.40',
      '2.50',
    ]);
  });

  it('[CPN-040] evens, d = 2.00: 2.00, 1/1, +100, 1.00, 1.00, 1.00', () => {
    expect([0, 1, 2, 4, 5, 6].map((id) => formatCoef(2, id))).toEqual(['2.00', '1/1', '+100', '1.00', '1.00', '1.00']);
  });

  it('[CPN-040] the shortest price, d = 1.01: 1/100, -10000, 0.01, 0.01, -100.00', () => {
    expect(formatFraction(1.01)).toBe('1/100');
    expect(formatAmerican(1.01)).toBe('-10000');
    expect(formatHongKong(1.01)).toBe('0.01');
    expect(formatMalay(1.01)).toBe('0.01');
    expect(formatIndonesian(1.01)).toBe('-100.00');
  });

  it('[CPN-040] huge odds, d = 5000: 4999/1, +499900, Malay -0.00', () => {
    expect(formatDecimal(5000)).toBe('5000.00');
    expect(formatFraction(5000)).toBe('4999/1');
    expect(formatAmerican(5000)).toBe('+499900');
    expect(formatHongKong(5000)).toBe('4999.00');
    expect(formatMalay(5000)).toBe('-0.00');
    expect(formatIndonesian(5000)).toBe('4999.00');
  });

  it('a third decimal shows (1.125), a float product shows on the 0.01 grid (1.1 × 1.1 = 1.21)', () => {
    expect(formatDecimal(1.125)).toBe('1.125');
    expect(formatDecimal(1.1 * 1.1)).toBe('1.21');
  });

  it('odds no format can express show a dash: 1.00, 0.5, NaN', () => {
    for (const id of [0, 1, 2, 4, 5, 6]) {
      expect(formatCoef(1, id)).toBe(NO_ODDS);
      expect(formatCoef(Number.NaN, id)).toBe(NO_ODDS);
    }
  });

  it('[CPN-040] fractions come from the conventional ladder: 1.91 → 10/11, 1.5 → 1/2, 2.75 → 7/4, 1.67 → 4/6', () => {
    expect(formatFraction(1.91)).toBe('10/11');
    expect(formatFraction(1.5)).toBe('1/2');
    expect(formatFraction(2.75)).toBe('7/4');
    expect(formatFraction(1.67)).toBe('4/6');
  });

  it(`property (${FRACTION_LADDER.length} ladder steps): every ladder fraction survives decimal and back`, () => {
    for (const [numerator, denominator] of FRACTION_LADDER) {
      const decimal = Math.round(decimalFrom.fraction(numerator, denominator) * 1000) / 1000;
      expect(formatFraction(decimal)).toBe(`${numerator}/${denominator}`);
    }
  });

  it(`property (${RUNS} runs): the fraction shown is the ladder step nearest to the decimal`, () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 101, max: 100_000 }).map((hundredths) => hundredths / 100),
        (decimal) => {
          const [numerator, denominator] = fractionOf(decimal)!;
          const shown = Math.abs(decimal - 1 - numerator / denominator);
          for (const [n, d] of FRACTION_LADDER)
            expect(shown).toBeLessThanOrEqual(Math.abs(decimal - 1 - n / d) + 1e-12);
        },
      ),
      { numRuns: RUNS },
    );
  });

  it(`property (${RUNS} runs): American, Hong Kong and Indonesian odds read back to the same 0.01 decimal`, () => {
    fc.assert(
      fc.property(decimalOdds, (decimal) => {
        expect(round2(decimalFrom.american(Number(formatAmerican(decimal))))).toBe(decimal);
        expect(round2(decimalFrom.hongKong(Number(formatHongKong(decimal))))).toBe(decimal);
        if (decimal >= 2) expect(round2(decimalFrom.indonesian(Number(formatIndonesian(decimal))))).toBe(decimal);
      }),
      { numRuns: RUNS },
    );
  });

  it(`property (${RUNS} runs): Malay quotes on the 0.01 grid survive decimal (stored to 0.001) and back`, () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100 }), fc.boolean(), (hundredths, negative) => {
        // -1.00 and +1.00 are both evens; evens shows as +1.00
        const malay = (negative ? -Math.min(hundredths, 99) : hundredths) / 100;
        const stored = Math.round(decimalFrom.malay(malay) * 1000) / 1000;
        expect(Number(formatMalay(stored))).toBe(malay);
      }),
      { numRuns: RUNS },
    );
  });

  it(`property (${RUNS} runs): Malay and Indonesian odds read back within what 2 places can carry`, () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1010, max: 20_000 }).map((thousandths) => thousandths / 1000),
        (decimal) => {
          // a quote q rounded by 0.005 moves d = 1 + 1/|q| by at most 0.005 / (|q|·(|q| − 0.005)), and d = 1 + q by 0.005
          const profit = decimal - 1;
          const bound = Math.max(0.005, (0.005 * profit ** 2) / (1 - 0.005 * profit)) + 1e-9;
          expect(Math.abs(decimalFrom.malay(Number(formatMalay(decimal))) - decimal)).toBeLessThanOrEqual(bound);
          expect(Math.abs(decimalFrom.indonesian(Number(formatIndonesian(decimal))) - decimal)).toBeLessThanOrEqual(
            bound,
          );
        },
      ),
      { numRuns: RUNS },
    );
  });

  it(`property (${RUNS} runs): American whole numbers from +100 up survive decimal and back`, () => {
    fc.assert(
      fc.property(fc.integer({ min: 100, max: 99_900 }), (american) => {
        expect(formatAmerican(decimalFrom.american(american))).toBe(`+${american}`);
      }),
      { numRuns: RUNS },
    );
  });
});
