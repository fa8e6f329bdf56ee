import { describe, expect, it } from 'vitest';
import { betsWithCoefs } from '../testing/bets';
import { COUPON_TYPE, type CouponTypeId } from './coupon-type';
import { type PricedCoupon, couponCoef, minimumWinningReturn, possibleWin, totalStake } from './coupon-pricing';

function coupon(typeId: CouponTypeId, coefs: number[], overrides: Partial<PricedCoupon> = {}): PricedCoupon {
  return {
    typeId,
    bets: betsWithCoefs(...coefs),
    systemValue: 2,
    isActiveSystemBanker: false,
    amount: 100,
    amountByBlockId: {},
    amountByBetId: {},
    ...overrides,
  };
}

describe('coupon coefficients and returns', () => {
  it('express: the total coefficient is the product, 1.50 × 2.00 × 1.80 = 5.40', () => {
    expect(couponCoef(coupon(COUPON_TYPE.express, [1.5, 2, 1.8]))).toBe(5.4);
    expect(possibleWin(coupon(COUPON_TYPE.express, [1.5, 2, 1.8]))).toBe(540);
  });

  it('[CPN-036] possible win is amount × coef, 100 × 2.50 = 250, and amount × exact coef when set, 100 × 3.00 = 300', () => {
    const single = coupon(COUPON_TYPE.single, [2.5]);
    expect(possibleWin(single)).toBe(250);
    expect(possibleWin(single, 0)).toBe(250);
    expect(possibleWin(single, 3)).toBe(300);
  });

  it('[CPN-036] possible win is exact to the cent: 0.50 at 2.01 wins 1.01, not the float 1.00', () => {
    expect(possibleWin(coupon(COUPON_TYPE.single, [2.01], { amount: 0.5 }))).toBe(1.01);
  });

  it('system 2/3 at 1.90/2.00/2.50 staked 600 returns 2 710, at least 760', () => {
    const system = coupon(COUPON_TYPE.system, [1.9, 2, 2.5], { amount: 600 });
    expect(possibleWin(system)).toBe(2710);
    expect(minimumWinningReturn(system)).toBe(760);
    expect(couponCoef(system)).toBeCloseTo(4.516667, 5);
  });

  it('system with blocks: each block an express with its own amount (amountByBlockId)', () => {
    const [a, b, c] = betsWithCoefs(2, 1.5, 3);
    const blocks: PricedCoupon = {
      ...coupon(COUPON_TYPE.systemWithBlocks, []),
      bets: [
        { ...a!, blockId: 1 },
        { ...b!, blockId: 1 },
        { ...c!, blockId: 2 },
      ],
      amountByBlockId: { 1: 100, 2: 50 },
    };
    expect(totalStake(blocks)).toBe(150);
    // 100 × 2.00 × 1.50 + 50 × 3.00
    expect(possibleWin(blocks)).toBe(450);
    expect(couponCoef(blocks)).toBe(3);
    expect(minimumWinningReturn(blocks)).toBe(150);
  });

  it('[CPN-013] multiple singles stake the amount on every bet as its own coupon: 3 × 100 staked, Σ 100 × coef returned', () => {
    const singles = coupon(COUPON_TYPE.multipleSingles, [1.5, 2, 3]);
    expect(totalStake(singles)).toBe(300);
    expect(possibleWin(singles)).toBe(650);
    expect(minimumWinningReturn(singles)).toBe(150);
    expect(possibleWin({ ...singles, amountByBetId: { m3: 10 } })).toBe(380);
  });

  it('an empty coupon has coefficient 0 and wins nothing', () => {
    expect(couponCoef(coupon(COUPON_TYPE.express, []))).toBe(0);
    expect(possibleWin(coupon(COUPON_TYPE.express, []))).toBe(0);
  });
});
