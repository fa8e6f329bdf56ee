import { describe, expect, it } from 'vitest';
import { COUPON_TYPE } from '../domain/coupon-type';
import { allowedCouponTypes } from './coupon-types';

const { single, express, systemWithBlocks, system, multipleSingles } = COUPON_TYPE;

describe('the coupon types the slip offers', () => {
  it('[CPN-012] one bet: a single only', () => {
    expect(
      allowedCouponTypes({ typeId: single, regularBetCount: 1, hasUncombinable: false, systemValueCount: 0 }),
    ).toEqual([single]);
  });

  it('[CPN-012] two bets: express, blocks and multiple singles; a system needs a line size (three bets)', () => {
    expect(
      allowedCouponTypes({ typeId: express, regularBetCount: 2, hasUncombinable: false, systemValueCount: 0 }),
    ).toEqual([express, systemWithBlocks, multipleSingles]);
    expect(
      allowedCouponTypes({ typeId: express, regularBetCount: 3, hasUncombinable: false, systemValueCount: 1 }),
    ).toEqual([express, system, systemWithBlocks, multipleSingles]);
  });

  it('[CPN-016] bets that cannot be combined (same game, banned from expresses) are offered no express or system', () => {
    expect(
      allowedCouponTypes({ typeId: multipleSingles, regularBetCount: 3, hasUncombinable: true, systemValueCount: 1 }),
    ).toEqual([systemWithBlocks, multipleSingles]);
  });

  it('[issue 14] the type the coupon has stays offered, so the switch shows what will be placed', () => {
    expect(
      allowedCouponTypes({ typeId: express, regularBetCount: 3, hasUncombinable: true, systemValueCount: 1 }),
    ).toEqual([express, systemWithBlocks, multipleSingles]);
  });
});
