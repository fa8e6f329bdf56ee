import { CouponPayloadSchema } from '@kickoff/platform-api';
import { describe, expect, it } from 'vitest';
import { betsWithCoefs } from '../testing/bets';
import { couponBonusBet } from './bonus-bet';
import { COUPON_TYPE, type CouponTypeId } from './coupon-type';
import { type PayloadCoupon, couponPayloads } from './coupon-payload';

function coupon(typeId: CouponTypeId, coefs: number[], overrides: Partial<PayloadCoupon> = {}): PayloadCoupon {
  return {
    typeId,
    bets: betsWithCoefs(...coefs),
    systemValue: 2,
    isActiveSystemBanker: false,
    amount: 100,
    amountByBlockId: {},
    amountByBetId: {},
    accountId: 501,
    coefViewId: 1,
    hyperBonusPercent: 5,
    minHyperBonusBetLimit: 3,
    maxHyperBonusLimit: 10_000,
    isVipBet: false,
    promoCode: '',
    ...overrides,
  };
}
const settings = { changeCoefAction: 2, exactCoef: 0, isDropOnScoreChange: true } as const;
const ids = { userId: 42, refId: 'ref-0001-abcd' };

describe('placement payload', () => {
  it('[CPN-041] holds accountId, amount, amountByBlockId, bets, changeCoefAction, coef, coefByView, coefViewId, exactCoef, isDropOnScoreChange, refId, systemValue, typeId, userId and the hyperBonus fields', () => {
    const [payload] = couponPayloads(coupon(COUPON_TYPE.express, [1.5, 2]), settings, ids);
    expect(payload).toEqual({
      accountId: 501,
      amount: 100,
      amountByBlockId: {},
      bets: [
        { marketId: 'm1', gameId: expect.any(Number), typeId: 1, kind: 1, param: null, coef: 1.5, blockId: 0 },
        { marketId: 'm2', gameId: expect.any(Number), typeId: 1, kind: 1, param: null, coef: 2, blockId: 0 },
      ],
      changeCoefAction: 2,
      coef: 3,
      coefByView: '2/1',
      coefViewId: 1,
      exactCoef: 0,
      isDropOnScoreChange: true,
      refId: 'ref-0001-abcd',
      systemValue: 0,
      typeId: 1,
      userId: 42,
      hyperBonusPercent: 5,
      minHyperBonusBetLimit: 3,
      maxHyperBonusLimit: 10_000,
    });
    expect(CouponPayloadSchema.safeParse(payload).success).toBe(true);
  });

  it('[CPN-041] a system sends its system value; a VIP bet and a promo code go along when set', () => {
    const [payload] = couponPayloads(
      coupon(COUPON_TYPE.system, [1.9, 2, 2.5], { amount: 600, isVipBet: true, promoCode: 'SPRING' }),
      settings,
      ids,
    );
    expect(payload).toMatchObject({ typeId: 4, systemValue: 2, isVipBet: true, promoCode: 'SPRING' });
    expect(payload?.coef).toBeCloseTo(4.516667, 5);
    expect(CouponPayloadSchema.safeParse(payload).success).toBe(true);
  });

  it('[issue 28] the coupon’s own bonus bet names no market: it is priced into the coefficient and sent as bonusBetCoef', () => {
    const bets = [...betsWithCoefs(1.5, 2, 2), couponBonusBet(3)];
    const [payload] = couponPayloads(coupon(COUPON_TYPE.express, [], { bets }), settings, ids);
    expect(payload?.bets.map((bet) => bet.marketId)).toEqual(['m1', 'm2', 'm3']);
    expect(payload?.coef).toBeCloseTo(6 * 1.03, 9);
    expect(payload?.bonusBetCoef).toBe(1.03);
    expect(CouponPayloadSchema.safeParse(payload).success).toBe(true);
  });

  it('[CPN-013] multiple singles: one payload per stake, the platform opening one coupon per bet', () => {
    const same = couponPayloads(coupon(COUPON_TYPE.multipleSingles, [1.5, 2, 3]), settings, ids);
    expect(same).toHaveLength(1);
    expect(same[0]).toMatchObject({ typeId: 9, amount: 100 });
    expect(same[0]?.bets).toHaveLength(3);
    const mixed = couponPayloads(
      coupon(COUPON_TYPE.multipleSingles, [1.5, 2, 3], { amountByBetId: { m2: 40 } }),
      settings,
      ids,
    );
    expect(
      mixed.map(({ amount, refId, bets }) => ({ amount, refId, markets: bets.map((bet) => bet.marketId) })),
    ).toEqual([
      { amount: 100, refId: 'ref-0001-abcd', markets: ['m1', 'm3'] },
      { amount: 40, refId: 'ref-0001-abcd-2', markets: ['m2'] },
    ]);
  });

  it('system with blocks sends each block’s amount and their sum', () => {
    const [a, b, c] = betsWithCoefs(2, 1.5, 3);
    const blocks = coupon(COUPON_TYPE.systemWithBlocks, [], {
      bets: [
        { ...a!, blockId: 1 },
        { ...b!, blockId: 1 },
        { ...c!, blockId: 2 },
      ],
      amountByBlockId: { 1: 100, 2: 50 },
    });
    const [payload] = couponPayloads(blocks, settings, ids);
    expect(payload).toMatchObject({
      typeId: 2,
      amount: 150,
      amountByBlockId: { 1: 100, 2: 50 },
      systemValue: 2,
      coef: 3,
    });
  });
});
