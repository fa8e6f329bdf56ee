import { describe, expect, it } from 'vitest';
import { cashbackMode } from './cashback';
import { CONVERT_ACCOUNT_STATUS } from './account';
import { protectionStatus } from './protection-level';

describe('account model', () => {
  it('[ACC-012] protection level status at the edges: 30 bad, 31 normal, 69 normal, 70 good, 99 good, 100 full; null has none', () => {
    const table = [0, 30, 31, 69, 70, 99, 100].map((level) => [level, protectionStatus(level)]);
    expect(table).toEqual([
      [0, 'bad'],
      [30, 'bad'],
      [31, 'normal'],
      [69, 'normal'],
      [70, 'good'],
      [99, 'good'],
      [100, 'full'],
    ]);
    expect(protectionStatus(null)).toBe('unknown');
  });

  it('[ACC-013] cashback is in points for code 1 and in percent otherwise', () => {
    expect(cashbackMode(1)).toBe('points');
    expect(cashbackMode(0)).toBe('percent');
    expect(cashbackMode(2)).toBe('percent');
  });

  it('[ACC-005] convert-account status: 0 not allowed, 1 main account allowed, 2 additional account allowed', () => {
    expect(CONVERT_ACCOUNT_STATUS).toEqual({ notAllowed: 0, mainAccountAllowed: 1, additionalAccountAllowed: 2 });
  });
});
