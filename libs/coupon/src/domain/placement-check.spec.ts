import { describe, expect, it } from 'vitest';
import { aBet, betsWithCoefs } from '../testing/bets';
import { COUPON_TYPE, type CouponTypeId } from './coupon-type';
import { type PlacementCheck, placementProblems } from './placement-check';
import { systemValuesOf } from './system-values';

const rules = { minAmountCouponTypes: [0, 1, 4], maxAmountCouponTypes: [0, 1, 4] };

function check(typeId: CouponTypeId, overrides: Partial<PlacementCheck> = {}): PlacementCheck {
  const bets = overrides.bets ?? betsWithCoefs(1.5, 2, 2.5);
  return {
    typeId,
    bets,
    systemValue: 2,
    systemValues: systemValuesOf(bets, false, 10),
    isActiveSystemBanker: false,
    amount: 100,
    amountByBlockId: {},
    amountByBetId: {},
    accountId: 1,
    accountType: 0,
    minBetAmount: 10,
    maxBetAmount: 1000,
    ...overrides,
  };
}

describe('placement check', () => {
  it('a complete express can be placed', () => {
    expect(placementProblems(check(COUPON_TYPE.express), rules)).toEqual([]);
  });

  it('an empty coupon without account or amount says so', () => {
    expect(placementProblems(check(COUPON_TYPE.single, { bets: [], accountId: null, amount: 0 }), rules)).toEqual([
      'noBets',
      'noAccount',
      'noAmount',
    ]);
  });

  it('a dependent bet stops an express but not multiple singles; a blocked bet stops both', () => {
    const dependent = [...betsWithCoefs(1.5, 2), { ...aBet({ id: 'd' }), isDepend: true }];
    expect(placementProblems(check(COUPON_TYPE.express, { bets: dependent }), rules)).toEqual(['lockedBet']);
    expect(placementProblems(check(COUPON_TYPE.multipleSingles, { bets: dependent }), rules)).toEqual([]);
    const blocked = [...betsWithCoefs(1.5, 2), aBet({ id: 'b', isBlocked: true })];
    expect(placementProblems(check(COUPON_TYPE.multipleSingles, { bets: blocked }), rules)).toEqual(['blockedBet']);
  });

  it('a finished game, an unaccepted change, a missing system and a bad amount each stop the coupon', () => {
    const [first, ...rest] = betsWithCoefs(1.5, 2, 2.5);
    expect(
      placementProblems(
        check(COUPON_TYPE.express, { bets: [{ ...first!, game: { ...first!.game, status: 4 } }, ...rest] }),
        rules,
      ),
    ).toEqual(['finishedGame']);
    expect(
      placementProblems(
        check(COUPON_TYPE.express, {
          bets: [{ ...first!, unacceptedChange: { seenCoef: 1.6, isScoreChanged: false } }, ...rest],
        }),
        rules,
      ),
    ).toEqual(['unacceptedChange']);
    expect(placementProblems(check(COUPON_TYPE.system, { systemValue: 3 }), rules)).toEqual(['noSystem']);
    expect(placementProblems(check(COUPON_TYPE.express, { amount: 5 }), rules)).toEqual(['belowMinimum']);
    expect(placementProblems(check(COUPON_TYPE.express, { amount: 5000 }), rules)).toEqual(['aboveMaximum']);
  });
});
