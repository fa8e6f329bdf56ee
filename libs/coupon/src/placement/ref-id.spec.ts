import { describe, expect, it } from 'vitest';
import { CHANGE_COEF_ACTION } from '../domain/change-coef-action';
import { COUPON_TYPE } from '../domain/coupon-type';
import { couponActions } from '../state/coupon-slice';
import { couponSettingsActions } from '../state/coupon-settings-slice';
import { applyBetStates } from '../state/coupon-thunks';
import { selectCouponPayloads } from '../state/selectors';
import { aBet, betsWithCoefs } from '../testing/bets';
import { createCouponSite } from '../testing/coupon-site';
import { refIdOf } from './ref-id';

/** A player's coupon of two bets, staked 100 from account 10011; `refId` is what the press would send. */
function pressed() {
  const { store } = createCouponSite();
  betsWithCoefs(1.5, 2).forEach((bet, index) => store.dispatch(couponActions.betAdded({ bet, addedAt: index })));
  store.dispatch(couponActions.activeAccountChanged({ accountId: 10_011, accountType: 0, currencyIso: 'RUB' }));
  store.dispatch(couponActions.amountChanged(100));
  const refId = (generation = 0) =>
    selectCouponPayloads(store.getState(), { userId: 1001, refId: '' }).map((payload) =>
      refIdOf(payload, store.getState().coupon.addedAtByBetId, generation),
    );
  return { store, refId };
}

describe('the refId', () => {
  it('is 22 characters, and stays while coefficients drift and display or acceptance settings change', () => {
    const { store, refId } = pressed();
    const [key] = refId();
    expect(key).toMatch(/^[0-9a-z]{22}$/);
    store.dispatch(
      applyBetStates(
        ['m1'],
        [{ marketId: 'm1', coef: 1.62, isBlocked: false, isFinished: false, gameStatus: 0, scores: null }],
      ),
    );
    store.dispatch(couponActions.coefViewChanged(2));
    store.dispatch(couponSettingsActions.changeCoefActionChanged(CHANGE_COEF_ACTION.acceptAny));
    expect(refId()).toEqual([key]);
  });

  it("[issue 28] changes with the stake, the paying account, the bets, when a bet joined, the type and a fixed coupon's generation", () => {
    const { store, refId } = pressed();
    const [key] = refId();
    expect(refId(1)).not.toEqual([key]);
    store.dispatch(couponActions.betRemoved('m2'));
    store.dispatch(couponActions.betAdded({ bet: betsWithCoefs(1.5, 2)[1]!, addedAt: 50 }));
    const [rejoined] = refId();
    expect(rejoined).not.toBe(key);
    store.dispatch(couponActions.betRemoved('m2'));
    store.dispatch(couponActions.betAdded({ bet: betsWithCoefs(1.5, 2)[1]!, addedAt: 1 }));
    expect(refId()).toEqual([key]);
    store.dispatch(couponActions.amountChanged(150));
    const [staked] = refId();
    expect(staked).not.toBe(key);
    store.dispatch(couponActions.activeAccountChanged({ accountId: 10_012, accountType: 9, currencyIso: 'USD' }));
    store.dispatch(couponActions.amountChanged(150));
    const [otherAccount] = refId();
    expect([key, staked]).not.toContain(otherAccount);
    store.dispatch(couponActions.betAdded({ bet: aBet({ id: 'm3', coef: 3 }), addedAt: 3 }));
    const [moreBets] = refId();
    expect([key, staked, otherAccount]).not.toContain(moreBets);
    store.dispatch(couponActions.typeChanged(COUPON_TYPE.system));
    const [system] = refId();
    expect([key, staked, otherAccount, moreBets]).not.toContain(system);
  });
});
