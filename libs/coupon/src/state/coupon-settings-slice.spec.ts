import { describe, expect, it } from 'vitest';
import { betsWithCoefs } from '../testing/bets';
import { createCouponSite } from '../testing/coupon-site';
import { couponActions } from './coupon-slice';
import { couponSettingsActions, couponSettingsSlice } from './coupon-settings-slice';
import { switchOneClick } from './coupon-thunks';
import { selectBets, selectCouponSettings, selectIsOneClickActive } from './selectors';

const enabled = { isOneClickBetEnabled: true };
const disabled = { isOneClickBetEnabled: false };

function storeWithBets(count: number) {
  const { store } = createCouponSite();
  betsWithCoefs(...Array.from({ length: count }, () => 1.5)).forEach((bet, index) =>
    store.dispatch(couponActions.betAdded({ bet, addedAt: index })),
  );
  return store;
}

describe('coupon settings', () => {
  it('[CPN-007] hold every setting of doc 000 §3.2', () => {
    const fields = [
      'amountStepByCurrencyIso',
      'isManualAmountStep',
      'changeCoefAction',
      'isAutoMax',
      'isVipBet',
      'isBalanceShown',
      'isPossibleWinShown',
      'isSelectAccountShown',
      'isCouponFixed',
      'oneClickAmount',
      'isActiveOneClick',
      'exactCoef',
      'isDropOnScoreChange',
      'expressId',
      'bonusAccountOneClickAmount',
    ];
    for (const field of fields) expect(couponSettingsSlice.getInitialState()).toHaveProperty(field);
  });

  it('[CPN-008] a new coupon’s changeCoefAction is 2', () => {
    expect(couponSettingsSlice.getInitialState().changeCoefAction).toBe(2);
  });

  it('[CPN-023] with the site config off one-click stays inactive, even once chosen', () => {
    const store = storeWithBets(0);
    store.dispatch(switchOneClick(true, disabled));
    expect(selectCouponSettings(store.getState()).isActiveOneClick).toBe(false);
    store.dispatch(switchOneClick(true, enabled));
    expect(selectIsOneClickActive(store.getState(), enabled)).toBe(true);
    expect(selectIsOneClickActive(store.getState(), disabled)).toBe(false);
  });

  it('[CPN-024] turning one-click on with a bet in the coupon asks to confirm clearing it, and is not on yet', () => {
    const store = storeWithBets(1);
    store.dispatch(switchOneClick(true, enabled));
    expect(selectCouponSettings(store.getState())).toMatchObject({
      isOneClickConfirmationAsked: true,
      isActiveOneClick: false,
    });
    expect(selectBets(store.getState())).toHaveLength(1);
  });

  it('[CPN-025] confirming clears the coupon and turns one-click on', () => {
    const store = storeWithBets(3);
    store.dispatch(switchOneClick(true, enabled));
    store.dispatch(couponSettingsActions.oneClickConfirmed());
    expect(selectBets(store.getState())).toEqual([]);
    expect(selectCouponSettings(store.getState())).toMatchObject({
      isOneClickConfirmationAsked: false,
      isActiveOneClick: true,
    });
  });

  it('[CPN-026] declining keeps the bets and leaves one-click off', () => {
    const store = storeWithBets(2);
    store.dispatch(switchOneClick(true, enabled));
    store.dispatch(couponSettingsActions.oneClickDeclined());
    expect(selectBets(store.getState())).toHaveLength(2);
    expect(selectCouponSettings(store.getState())).toMatchObject({
      isOneClickConfirmationAsked: false,
      isActiveOneClick: false,
    });
  });

  it('[CPN-027] turning one-click on over an empty coupon asks nothing', () => {
    const store = storeWithBets(0);
    store.dispatch(switchOneClick(true, enabled));
    expect(selectCouponSettings(store.getState())).toMatchObject({
      isOneClickConfirmationAsked: false,
      isActiveOneClick: true,
    });
    store.dispatch(switchOneClick(false, enabled));
    expect(selectCouponSettings(store.getState()).isActiveOneClick).toBe(false);
  });

  it('[CPN-028] turning drop-on-score-change on turns one-click off', () => {
    const store = storeWithBets(0);
    store.dispatch(switchOneClick(true, enabled));
    store.dispatch(couponSettingsActions.dropOnScoreChangeSwitched(true));
    expect(selectCouponSettings(store.getState())).toMatchObject({
      isDropOnScoreChange: true,
      isActiveOneClick: false,
    });
  });

  it('[CPN-029] emptying the exact coefficient sets it to 0 and turns drop-on-score-change off', () => {
    const store = storeWithBets(0);
    store.dispatch(couponSettingsActions.exactCoefChanged(2.5));
    store.dispatch(couponSettingsActions.dropOnScoreChangeSwitched(true));
    expect(selectCouponSettings(store.getState())).toMatchObject({ exactCoef: 2.5, isDropOnScoreChange: true });
    store.dispatch(couponSettingsActions.exactCoefChanged(null));
    expect(selectCouponSettings(store.getState())).toMatchObject({ exactCoef: 0, isDropOnScoreChange: false });
  });

  it('refuses values that are not settings: an exact coefficient below 1, an unknown change action, a negative amount', () => {
    const store = storeWithBets(0);
    store.dispatch(couponSettingsActions.exactCoefChanged(0.5));
    store.dispatch(couponSettingsActions.changeCoefActionChanged(7 as never));
    store.dispatch(couponSettingsActions.oneClickAmountChanged(-5));
    expect(selectCouponSettings(store.getState())).toMatchObject({
      exactCoef: 0,
      changeCoefAction: 2,
      oneClickAmount: 0,
    });
  });
});
