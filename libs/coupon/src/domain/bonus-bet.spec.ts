import { describe, expect, it } from 'vitest';
import { aBet, betsWithCoefs } from '../testing/bets';
import { bonusBetCoef, couponBonusBet, isBonusBetOffered } from './bonus-bet';
import { COUPON_TYPE } from './coupon-type';

const offer = (overrides: Partial<Parameters<typeof isBonusBetOffered>[0]> = {}) =>
  isBonusBetOffered({
    typeId: COUPON_TYPE.express,
    bets: betsWithCoefs(1.5, 1.1, 2),
    isBonusBetEnabled: true,
    ...overrides,
  });

describe('bonus bet', () => {
  it('[CPN-021] offered on an express of 3 bets, each ≥ 1.1 and kind ≠ 7, total ≥ 1.01, config allowing', () => {
    expect(offer()).toBe(true);
  });

  it('[CPN-021] not offered with 2 bets', () => {
    expect(offer({ bets: betsWithCoefs(1.5, 2) })).toBe(false);
  });

  it('[CPN-021] not offered on any type but express', () => {
    for (const typeId of [
      COUPON_TYPE.single,
      COUPON_TYPE.system,
      COUPON_TYPE.systemWithBlocks,
      COUPON_TYPE.multipleSingles,
    ])
      expect(offer({ typeId })).toBe(false);
  });

  it('[CPN-021] not offered when one bet is below 1.1 (1.09)', () => {
    expect(offer({ bets: betsWithCoefs(1.5, 1.09, 2) })).toBe(false);
  });

  it('[CPN-021] not offered when one bet has market kind 7', () => {
    expect(offer({ bets: [...betsWithCoefs(1.5, 2), aBet({ id: 'm7', coef: 3, kind: 7 })] })).toBe(false);
  });

  it('[CPN-021] not offered when the site config does not allow it', () => {
    expect(offer({ isBonusBetEnabled: false })).toBe(false);
  });

  it('[CPN-021] a bonus bet already in the coupon does not count towards the 3 bets', () => {
    expect(offer({ bets: [...betsWithCoefs(1.5, 2), couponBonusBet(2)] })).toBe(false);
  });

  it('[CPN-022] the bonus coefficient is 1 + n/100 for n = 1 … 9 (3 → 1.03, 9 → 1.09), else 1.1 (12 → 1.1)', () => {
    expect(bonusBetCoef(1)).toBe(1.01);
    expect(bonusBetCoef(3)).toBe(1.03);
    expect(bonusBetCoef(9)).toBe(1.09);
    expect(bonusBetCoef(10)).toBe(1.1);
    expect(bonusBetCoef(12)).toBe(1.1);
    expect(couponBonusBet(4).market).toMatchObject({ sportId: 0, coef: 1.04 });
  });
});
