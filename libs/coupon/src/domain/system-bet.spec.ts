import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fractionToNumber, roundHalfUp } from './exact';
import {
  systemCoef,
  systemLineCount,
  systemMaxReturn,
  systemMaxReturnFraction,
  systemMinWinningReturn,
  systemStakePerLine,
} from './system-bet';
import { elementarySymmetricByLines, systemLines } from './system-math';
import { toThousandths } from './exact';

describe('system k/n', () => {
  const system = { coefs: [1.9, 2.0, 2.5], k: 2 };

  it('2/3 at 1.90/2.00/2.50 staked 600: 3 lines of 200 each, 2 710 if all win', () => {
    expect(systemLineCount(system)).toBe(3n);
    expect(fractionToNumber(systemStakePerLine(system, 600))).toBe(200);
    // 200 × (3.80 + 4.75 + 5.00)
    expect(systemMaxReturn(system, 600)).toBe(2710);
  });

  it('2/3 at 1.90/2.00/2.50 staked 600: the least paying outcome is 1.90 and 2.00 winning, 200 × 3.80 = 760', () => {
    expect(systemMinWinningReturn(system, 600)).toBe(760);
  });

  it('the system coefficient is Σ line products / C(n,k): 13.55 / 3', () => {
    expect(systemCoef(system)).toBeCloseTo(13.55 / 3, 12);
  });

  it('a banker rides in every line: 1/2 of 2.00/3.00 with banker 1.50, staked 100 → 50 × 1.5 × (2 + 3) = 375', () => {
    expect(systemMaxReturn({ coefs: [2, 3], k: 1, bankerCoefs: [1.5] }, 100)).toBe(375);
    expect(systemMinWinningReturn({ coefs: [2, 3], k: 1, bankerCoefs: [1.5] }, 100)).toBe(150);
  });

  it('a stake that does not split evenly stays exact: 3/4 at 2.00 each, 100 over 4 lines → 25 × 8 × 4 = 800', () => {
    expect(systemMaxReturn({ coefs: [2, 2, 2, 2], k: 3 }, 100)).toBe(800);
    // 100 / 3 per line, 3 lines of 1.01·1.01 = 1.0201 → 102.01
    expect(systemMaxReturn({ coefs: [1.01, 1.01, 1.01], k: 2 }, 100)).toBe(102.01);
  });

  it('a system with no lines (k > n) returns nothing and stakes nothing', () => {
    expect(systemMaxReturn({ coefs: [2, 3], k: 3 }, 100)).toBe(0);
    expect(systemMinWinningReturn({ coefs: [2, 3], k: 3 }, 100)).toBe(0);
  });

  it('a tie is settled by the exact fraction: 2/3 at 1.01 each staked 0.50 returns 0.51005, so 0.51 to the cent and 0.5101 to four places (half up)', () => {
    // 0.50 / 3 × 3 × 1.0201 = 0.51005: to four places a tie the float path cannot decide; the exact path rounds it up
    expect(systemMaxReturn({ coefs: [1.01, 1.01, 1.01], k: 2 }, 0.5)).toBe(0.51);
    expect(systemMaxReturn({ coefs: [1.01, 1.01, 1.01], k: 2 }, 0.5, 4)).toBe(0.5101);
  });

  it('n = 30, k = 15 is computed without listing its 155 million lines', () => {
    const coefs = Array.from({ length: 30 }, (_, i) => 1.2 + (i % 7) / 10);
    const result = systemMaxReturn({ coefs, k: 15 }, 1000);
    expect(result).toBeGreaterThan(0);
    expect(Number.isFinite(result)).toBe(true);
  });

  // 1000 runs: the money the fast path promises equals the money of pricing every line one by one, exactly.
  it('property (1000 runs): maximum return equals stake per line × Σ over enumerated lines, to the cent', () => {
    fc.assert(
      fc.property(
        fc
          .array(
            fc.integer({ min: 101, max: 2000 }).map((hundredths) => hundredths / 100),
            { minLength: 2, maxLength: 10 },
          )
          .chain((coefs) =>
            fc.tuple(
              fc.constant(coefs),
              fc.integer({ min: 1, max: coefs.length }),
              fc.integer({ min: 1, max: 10_000_000 }).map((cents) => cents / 100),
            ),
          ),
        ([coefs, k, amount]) => {
          const values = coefs.map(toThousandths);
          const lines = BigInt([...systemLines(coefs.length, k)].length);
          const byLines = {
            num: toThousandths(amount) * elementarySymmetricByLines(values, k),
            den: 1000n * lines * 1000n ** BigInt(k),
          };
          expect(systemMaxReturn({ coefs, k }, amount)).toBe(roundHalfUp(byLines));
          expect(systemMaxReturnFraction({ coefs, k }, amount).num * byLines.den).toBe(
            byLines.num * systemMaxReturnFraction({ coefs, k }, amount).den,
          );
        },
      ),
      { numRuns: 1000 },
    );
  });

  // 1000 runs on amounts and odds picked to land on half cents, where a float alone would round wrongly.
  it('property (1000 runs): on tie-prone amounts (x.xx5 products) the fast path still equals the exact result', () => {
    fc.assert(
      fc.property(
        fc
          .array(fc.constantFrom(1.01, 1.05, 1.15, 1.25, 1.35, 2.01, 2.05, 3.15), { minLength: 3, maxLength: 8 })
          .chain((coefs) =>
            fc.tuple(
              fc.constant(coefs),
              fc.integer({ min: 1, max: coefs.length - 1 }),
              fc.constantFrom(0.5, 1.5, 2.5, 10.5, 100.5, 0.1, 0.3),
            ),
          ),
        ([coefs, k, amount]) => {
          expect(systemMaxReturn({ coefs, k }, amount)).toBe(
            roundHalfUp(systemMaxReturnFraction({ coefs, k }, amount)),
          );
          expect(systemMaxReturn({ coefs, k }, amount, 3)).toBe(
            roundHalfUp(systemMaxReturnFraction({ coefs, k }, amount), 3),
          );
        },
      ),
      { numRuns: 1000 },
    );
  });
});
