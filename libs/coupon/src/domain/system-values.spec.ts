import { describe, expect, it } from 'vitest';
import { betsWithCoefs } from '../testing/bets';
import { isSystemValueAccepted, systemValuesOf } from './system-values';

describe('system values', () => {
  it('[CPN-014] each system value holds value, offset, minBetAmount and combo: 4 bets give 2/4 and 3/4', () => {
    expect(systemValuesOf(betsWithCoefs(1.5, 2, 2.5, 3), false, 10)).toEqual([
      { value: 2, offset: 0, minBetAmount: 60, combo: 6 },
      { value: 3, offset: 0, minBetAmount: 40, combo: 4 },
    ]);
  });

  it('[CPN-014] with a banker the offset counts it: 1 banker + 3 others give 2 (1+1) and 3 (2+1)', () => {
    const [banker, ...others] = betsWithCoefs(1.5, 2, 2.5, 3);
    expect(systemValuesOf([{ ...banker!, isBanker: true }, ...others], true, 10)).toEqual([
      { value: 2, offset: 1, minBetAmount: 30, combo: 3 },
      { value: 3, offset: 1, minBetAmount: 30, combo: 3 },
    ]);
  });

  it('two bets make no system', () => {
    expect(systemValuesOf(betsWithCoefs(1.5, 2), false, 10)).toEqual([]);
  });

  it('[CPN-015] a system value below 2 or not whole is not accepted', () => {
    expect(isSystemValueAccepted(2)).toBe(true);
    expect(isSystemValueAccepted(1)).toBe(false);
    expect(isSystemValueAccepted(0)).toBe(false);
    expect(isSystemValueAccepted(2.5)).toBe(false);
    expect(isSystemValueAccepted(Number.NaN)).toBe(false);
  });
});
