import { describe, expect, it } from 'vitest';
import { betsWithCoefs } from '../testing/bets';
import { createCouponSite } from '../testing/coupon-site';
import { COUPON_TYPE } from '../domain/coupon-type';
import { couponActions } from './coupon-slice';
import { couponSettingsActions } from './coupon-settings-slice';
import { applyBetStates } from './coupon-thunks';
import {
  selectAmountProblem,
  selectBetIds,
  selectBetView,
  selectIsVipBetAvailable,
  selectPossibleWin,
} from './selectors';

function threeBets() {
  const { store } = createCouponSite();
  betsWithCoefs(1.5, 2, 2.5).forEach((bet, index) => store.dispatch(couponActions.betAdded({ bet, addedAt: index })));
  return store;
}
const live = (marketId: string, coef: number) => ({
  marketId,
  coef,
  isBlocked: false,
  isFinished: false,
  gameStatus: 0,
  scores: null,
});

describe('coupon selectors', () => {
  it('a new coefficient on one bet leaves every other bet’s view and the id list the very same objects', () => {
    const store = threeBets();
    const before = store.getState();
    const views = ['m1', 'm2', 'm3'].map((id) => selectBetView(before, id));
    const ids = selectBetIds(before);
    const recomputations = selectBetView.recomputations();

    store.dispatch(applyBetStates(['m2'], [live('m2', 2.2)]));
    const after = store.getState();

    expect(selectBetIds(after)).toBe(ids);
    expect(selectBetView(after, 'm1')).toBe(views[0]);
    expect(selectBetView(after, 'm3')).toBe(views[2]);
    expect(selectBetView(after, 'm2')).not.toBe(views[1]);
    expect(selectBetView(after, 'm2')?.coefText).toBe('2.20');
    // only m2's view was built again
    expect(selectBetView.recomputations() - recomputations).toBe(1);
  });

  it('a bet’s view carries its display and flags in the player’s odds format', () => {
    const store = threeBets();
    store.dispatch(couponActions.coefViewChanged(2));
    expect(selectBetView(store.getState(), 'm1')).toMatchObject({
      coefText: '-200',
      isLocked: false,
      isLive: false,
      isBonus: false,
      hasUnacceptedChange: false,
    });
    expect(selectBetView(store.getState(), 'nope')).toBeUndefined();
  });

  it('[CPN-036] possible win follows the exact coefficient when set: 100 × 7.50 = 750, then 100 × 8 = 800', () => {
    const store = threeBets();
    store.dispatch(couponActions.amountChanged(100));
    expect(selectPossibleWin(store.getState())).toBe(750);
    store.dispatch(couponSettingsActions.exactCoefChanged(8));
    expect(selectPossibleWin(store.getState())).toBe(800);
  });

  it('amount checks read the coupon’s limits, type and paying account', () => {
    const store = threeBets();
    const rules = { minAmountCouponTypes: [COUPON_TYPE.express], maxAmountCouponTypes: [COUPON_TYPE.express] };
    store.dispatch(
      couponActions.limitsReceived({ minBetAmount: 10, maxBetAmount: 500, maxPayout: null, availablePrepaidAmount: 0 }),
    );
    store.dispatch(couponActions.amountChanged(5));
    expect(selectAmountProblem(store.getState(), rules)).toBe('belowMinimum');
    store.dispatch(couponActions.amountChanged(600));
    expect(selectAmountProblem(store.getState(), rules)).toBe('aboveMaximum');
    store.dispatch(couponActions.activeAccountChanged({ accountId: 2, accountType: 4, currencyIso: 'RUB' }));
    expect(selectAmountProblem(store.getState(), rules)).toBeNull();
  });

  it('VIP availability reads the coupon’s maximum and bets', () => {
    const store = threeBets();
    expect(selectIsVipBetAvailable(store.getState(), { isVipBetEnabled: true })).toBe(false);
    store.dispatch(
      couponActions.limitsReceived({ minBetAmount: 10, maxBetAmount: 500, maxPayout: null, availablePrepaidAmount: 0 }),
    );
    expect(selectIsVipBetAvailable(store.getState(), { isVipBetEnabled: true })).toBe(true);
  });
});
