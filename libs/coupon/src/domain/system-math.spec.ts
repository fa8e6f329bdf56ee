import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  allElementarySymmetric,
  binomial,
  elementarySymmetric,
  elementarySymmetricByLines,
  systemLines,
} from './system-math';

/** Coefficients as the platform quotes them, in thousandths: 1.01 … 50.00 with 2 or 3 places. */
const thousandths = fc.integer({ min: 1010, max: 50_000 }).map(BigInt);

describe('system combinatorics', () => {
  it('counts lines: C(3,2) = 3, C(16,8) = 12 870, C(30,15) = 155 117 520', () => {
    expect(binomial(3, 2)).toBe(3n);
    expect(binomial(16, 8)).toBe(12_870n);
    expect(binomial(30, 15)).toBe(155_117_520n);
    expect(binomial(5, 6)).toBe(0n);
  });

  it('lists the lines of a 2/3 system: {1,2}, {1,3}, {2,3}', () => {
    expect([...systemLines(3, 2)]).toEqual([
      [0, 1],
      [0, 2],
      [1, 2],
    ]);
  });

  it('e_2 of 1.90/2.00/2.50 is 1.90·2.00 + 1.90·2.50 + 2.00·2.50 = 13.55', () => {
    expect(elementarySymmetric([1900n, 2000n, 2500n], 2)).toBe(13_550_000n);
  });

  it('e_k at the edges: e_0 = 1, e_n = the product, k > n = 0', () => {
    const values = [1500n, 2000n, 3000n];
    expect(elementarySymmetric(values, 0)).toBe(1n);
    expect(elementarySymmetric(values, 3)).toBe(1500n * 2000n * 3000n);
    expect(elementarySymmetric(values, 4)).toBe(0n);
    expect(allElementarySymmetric(values)).toEqual([
      1n,
      6500n,
      1500n * 2000n + 1500n * 3000n + 2000n * 3000n,
      1500n * 2000n * 3000n,
    ]);
  });

  // 2000 runs of random coupons of up to 12 bets and every k: exact equality (BigInt), not a tolerance.
  it('property (2000 runs): the O(n·k) recurrence equals enumerating every line, for n ≤ 12', () => {
    fc.assert(
      fc.property(
        fc
          .array(thousandths, { minLength: 1, maxLength: 12 })
          .chain((values) => fc.tuple(fc.constant(values), fc.integer({ min: 0, max: values.length }))),
        ([values, k]) => {
          expect(elementarySymmetric(values, k)).toBe(elementarySymmetricByLines(values, k));
          expect(allElementarySymmetric(values)[k]).toBe(elementarySymmetricByLines(values, k));
        },
      ),
      { numRuns: 2000 },
    );
  });
});
