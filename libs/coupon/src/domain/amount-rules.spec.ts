import { describe, expect, it } from 'vitest';
import { aBet, betsWithCoefs } from '../testing/bets';
import {
  ACCOUNT_TYPE,
  amountProblem,
  isMaxAmountChecked,
  isMinAmountChecked,
  isOneClickAvailable,
  isVipBetAvailable,
} from './amount-rules';
import { COUPON_TYPE } from './coupon-type';

const rules = {
  minAmountCouponTypes: [COUPON_TYPE.single, COUPON_TYPE.express],
  maxAmountCouponTypes: [COUPON_TYPE.express],
};
const check = {
  amount: 50,
  typeId: COUPON_TYPE.express,
  minBetAmount: 10,
  maxBetAmount: 1000,
  accountType: ACCOUNT_TYPE.main,
} as const;

describe('amount rules', () => {
  it('[CPN-031] the minimum is checked only for the types the site config lists', () => {
    expect(isMinAmountChecked(COUPON_TYPE.express, rules)).toBe(true);
    expect(isMinAmountChecked(COUPON_TYPE.system, rules)).toBe(false);
    expect(amountProblem({ ...check, amount: 5 }, rules)).toBe('belowMinimum');
    expect(amountProblem({ ...check, amount: 5, typeId: COUPON_TYPE.system }, rules)).toBeNull();
    expect(amountProblem({ ...check, amount: 10 }, rules)).toBeNull();
  });

  it('[CPN-032] the maximum is checked only for the types the site config lists', () => {
    expect(isMaxAmountChecked(COUPON_TYPE.express, ACCOUNT_TYPE.main, rules)).toBe(true);
    expect(isMaxAmountChecked(COUPON_TYPE.single, ACCOUNT_TYPE.main, rules)).toBe(false);
    expect(amountProblem({ ...check, amount: 1000.01 }, rules)).toBe('aboveMaximum');
    expect(amountProblem({ ...check, amount: 5000, typeId: COUPON_TYPE.single }, rules)).toBeNull();
  });

  it('[CPN-033] the maximum never applies on the bonus account (type 4)', () => {
    expect(isMaxAmountChecked(COUPON_TYPE.express, ACCOUNT_TYPE.bonus, rules)).toBe(false);
    expect(amountProblem({ ...check, amount: 5000, accountType: ACCOUNT_TYPE.bonus }, rules)).toBeNull();
    expect(amountProblem({ ...check, amount: 5000, accountType: ACCOUNT_TYPE.currency }, rules)).toBe('aboveMaximum');
  });

  const vip = { typeId: COUPON_TYPE.express, bets: betsWithCoefs(1.5, 2), maxBetAmount: 1000 } as const;

  it('[CPN-037] VIP bet is available with config on, a finite maximum, pre-match bets, at least one, not multiple singles', () => {
    expect(isVipBetAvailable(vip, { isVipBetEnabled: true })).toBe(true);
  });

  it('[CPN-037] VIP bet is unavailable when any condition fails', () => {
    const on = { isVipBetEnabled: true };
    expect(isVipBetAvailable(vip, { isVipBetEnabled: false })).toBe(false);
    expect(isVipBetAvailable({ ...vip, maxBetAmount: null }, on)).toBe(false);
    expect(isVipBetAvailable({ ...vip, maxBetAmount: Infinity }, on)).toBe(false);
    expect(isVipBetAvailable({ ...vip, bets: [...vip.bets, aBet({ id: 'live', gameStatus: 2 })] }, on)).toBe(false);
    expect(isVipBetAvailable({ ...vip, bets: [] }, on)).toBe(false);
    expect(isVipBetAvailable({ ...vip, typeId: COUPON_TYPE.multipleSingles }, on)).toBe(false);
  });

  it('[CPN-023] one-click is possible only where the site config enables it', () => {
    expect(isOneClickAvailable({ isOneClickBetEnabled: true })).toBe(true);
    expect(isOneClickAvailable({ isOneClickBetEnabled: false })).toBe(false);
  });
});
