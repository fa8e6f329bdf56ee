import { describe, expect, it } from 'vitest';
import { fractionOfDecimal, multiply, roundHalfUp, roundHalfUpIfCertain, toThousandths } from './exact';

describe('exact money arithmetic', () => {
  it('0.50 × 2.01 is 1.005 and rounds half up to 1.01 (a float product gives 1.00499… and 1.00)', () => {
    expect(Math.round(0.5 * 2.01 * 100) / 100).toBe(1);
    expect(roundHalfUp(multiply(fractionOfDecimal(0.5), fractionOfDecimal(2.01)))).toBe(1.01);
  });

  it('1.1 read as a float is exactly 1100 thousandths', () => {
    expect(toThousandths(1.1)).toBe(1100n);
    expect(toThousandths(0.1 + 0.2)).toBe(300n);
  });
});

describe('rounding a floating-point approximation', () => {
  it('rounds when the error bound cannot cross a half unit, refuses ties and near-ties', () => {
    expect(roundHalfUpIfCertain(2710.0000000000005, 1e-15)).toBe(2710);
    expect(roundHalfUpIfCertain(1.005, 1e-15)).toBeNull();
    expect(roundHalfUpIfCertain(1.00499999999, 1e-8)).toBeNull();
    expect(roundHalfUpIfCertain(1.00499999999, 1e-12)).toBe(1);
    expect(roundHalfUpIfCertain(1.0049, 1e-12)).toBe(1);
    expect(roundHalfUpIfCertain(Infinity, 1e-12)).toBeNull();
    expect(roundHalfUpIfCertain(2 ** 60, 1e-12)).toBeNull();
  });
});
