import { describe, expect, it } from 'vitest';
import { slipResources } from './slip-resources';

describe("the slip's texts", () => {
  it('[issue 14] has the same coupon_slip_ keys in ru and en, none empty', () => {
    const ru = Object.keys(slipResources.ru).sort();
    expect(Object.keys(slipResources.en).sort()).toEqual(ru);
    for (const key of ru) expect(key).toMatch(/^coupon_slip_/);
    for (const text of [...Object.values(slipResources.ru), ...Object.values(slipResources.en)])
      expect(text.trim()).not.toBe('');
  });
});
