import { describe, expect, it } from 'vitest';
import { aBet, betsWithCoefs } from '../testing/bets';
import { createCouponSite } from '../testing/coupon-site';
import { COUPON_TYPE } from '../domain/coupon-type';
import { couponActions, couponSlice } from './coupon-slice';
import { initialCouponState } from './coupon-state';
import { selectCoupon, selectCouponSettings } from './selectors';

const { betAdded, betRemoved } = couponActions;

function storeWith(...coefs: number[]) {
  const { store } = createCouponSite();
  betsWithCoefs(...coefs).forEach((bet, index) => store.dispatch(betAdded({ bet, addedAt: 1000 + index })));
  return store;
}
const coupon = (store: ReturnType<typeof storeWith>) => selectCoupon(store.getState());

describe('coupon slice', () => {
  it('[CPN-001] the coupon state holds every field of doc 000 §3.1', () => {
    const fields = [
      'tab',
      'typeId',
      'activePlaceBetIds',
      'bets',
      'accountId',
      'amount',
      'amountByBlockId',
      'amountByBetId',
      'minBetAmount',
      'maxBetAmount',
      'availablePrepaidAmount',
      'coef',
      'coefByView',
      'promoCode',
      'manualPromoCode',
      'promoCodes',
      'systemValue',
      'systemValues',
      'antiExpressCoef',
      'successCoupon',
      'singlesResultCoupons',
      'loadCouponInputValue',
      'expressId',
      'addedAtByBetId',
      'maxPayout',
      'initialAmount',
      'hyperBonusPercent',
      'minHyperBonusBetLimit',
      'maxHyperBonusLimit',
      'isActiveSystemBanker',
    ];
    for (const field of fields) expect(initialCouponState).toHaveProperty(field);
  });

  it('[CPN-002] the coupon holds the place-bet, auto-max, VIP and loaded-from-code flags, and they move', () => {
    const store = storeWith(1.5, 2);
    expect(coupon(store)).toMatchObject({
      isPlaceBet: false,
      isAutoMax: false,
      isVipBet: false,
      isLoadedFromCode: false,
    });
    store.dispatch(couponActions.autoMaxSwitched(true));
    store.dispatch(couponActions.vipBetSwitched(true));
    store.dispatch(couponActions.placementStarted());
    expect(coupon(store)).toMatchObject({
      isPlaceBet: true,
      activePlaceBetIds: ['m1', 'm2'],
      isAutoMax: true,
      isVipBet: true,
    });
    // while it is being placed the coupon takes no change: loading one from a code waits for the answer
    store.dispatch(couponActions.placementFailed());
    expect(coupon(store).isPlaceBet).toBe(false);
    store.dispatch(
      couponActions.couponLoadedFromCode({
        typeId: COUPON_TYPE.express,
        systemValue: 0,
        bets: betsWithCoefs(3, 4),
        addedAt: 5000,
      }),
    );
    expect(coupon(store).isLoadedFromCode).toBe(true);
  });

  it('[CPN-004] a new coupon has tab 1, typeId 0, systemValue 2 and changeCoefAction 2', () => {
    expect(couponSlice.getInitialState()).toMatchObject({ tab: 1, typeId: 0, systemValue: 2 });
    const { store } = createCouponSite();
    expect(selectCoupon(store.getState())).toMatchObject({ tab: 1, typeId: 0, systemValue: 2 });
    expect(selectCouponSettings(store.getState()).changeCoefAction).toBe(2);
  });

  it('keeps bets in the order added, each stamped, and a bet added twice once', () => {
    const store = storeWith(1.5, 2, 3);
    store.dispatch(betAdded({ bet: aBet({ id: 'm2', coef: 9 }), addedAt: 9999 }));
    expect(coupon(store).bets.map((bet) => bet.market.id)).toEqual(['m1', 'm2', 'm3']);
    expect(coupon(store).addedAtByBetId).toEqual({ m1: 1000, m2: 1001, m3: 1002 });
    expect(coupon(store).bets[1]?.market.coef).toBe(2);
  });

  it('a second bet makes a single an express, removing back to one bet makes it a single again', () => {
    const store = storeWith(1.5);
    expect(coupon(store).typeId).toBe(COUPON_TYPE.single);
    store.dispatch(betAdded({ bet: aBet({ id: 'm2', coef: 2 }), addedAt: 2000 }));
    expect(coupon(store)).toMatchObject({ typeId: COUPON_TYPE.express, coef: 3, coefByView: '3.00' });
    store.dispatch(betRemoved('m2'));
    expect(coupon(store)).toMatchObject({ typeId: COUPON_TYPE.single, coef: 1.5 });
  });

  it('[CPN-012] the coupon takes the types 0, 1, 2, 4 and 9 and refuses any other id', () => {
    const store = storeWith(1.5, 2, 2.5);
    for (const typeId of [
      COUPON_TYPE.systemWithBlocks,
      COUPON_TYPE.system,
      COUPON_TYPE.multipleSingles,
      COUPON_TYPE.express,
    ]) {
      store.dispatch(couponActions.typeChanged(typeId));
      expect(coupon(store).typeId).toBe(typeId);
    }
    for (const unknown of [3, 5, 7, 8, -1]) {
      store.dispatch(couponActions.typeChanged(unknown as never));
      expect(coupon(store).typeId).toBe(COUPON_TYPE.express);
    }
    store.dispatch(couponActions.typeChanged(COUPON_TYPE.single));
    expect(coupon(store).typeId).toBe(COUPON_TYPE.express);
  });

  it('a system coupon keeps its systemValues list and total coefficient in step with the bets', () => {
    const store = storeWith(1.9, 2, 2.5);
    store.dispatch(couponActions.typeChanged(COUPON_TYPE.system));
    store.dispatch(
      couponActions.limitsReceived({ minBetAmount: 10, maxBetAmount: 5000, maxPayout: 1e6, availablePrepaidAmount: 0 }),
    );
    expect(coupon(store).systemValues).toEqual([{ value: 2, offset: 0, minBetAmount: 30, combo: 3 }]);
    expect(coupon(store).coef).toBeCloseTo(13.55 / 3, 12);
    store.dispatch(betAdded({ bet: aBet({ id: 'm4', coef: 3 }), addedAt: 3000 }));
    expect(coupon(store).systemValues.map(({ value, combo }) => [value, combo])).toEqual([
      [2, 6],
      [3, 4],
    ]);
  });

  it('[CPN-015] a system value below 2 is refused and the previous one stays', () => {
    const store = storeWith(1.5, 2, 2.5, 3);
    store.dispatch(couponActions.typeChanged(COUPON_TYPE.system));
    store.dispatch(couponActions.systemValueChanged(3));
    expect(coupon(store).systemValue).toBe(3);
    for (const refused of [1, 0, -2, 2.5, Number.NaN]) {
      store.dispatch(couponActions.systemValueChanged(refused));
      expect(coupon(store).systemValue).toBe(3);
    }
  });

  it('[CPN-030] changing the active account resets the prepaid amount to 0', () => {
    const store = storeWith(1.5);
    store.dispatch(
      couponActions.limitsReceived({
        minBetAmount: 10,
        maxBetAmount: null,
        maxPayout: null,
        availablePrepaidAmount: 250,
      }),
    );
    expect(coupon(store).availablePrepaidAmount).toBe(250);
    store.dispatch(couponActions.activeAccountChanged({ accountId: 7, accountType: 9, currencyIso: 'usd' }));
    expect(coupon(store)).toMatchObject({
      availablePrepaidAmount: 0,
      accountId: 7,
      accountType: 9,
      currencyIso: 'USD',
      initialAmount: 5,
    });
  });

  it('[CPN-020] deleting the bonus bet sets the manually-deleted flag; clearing the coupon resets it', () => {
    // the offer's listener runs as in the site, with the config allowing the bonus bet
    const { store } = createCouponSite({ bonusBetRules: { isBonusBetEnabled: true } });
    betsWithCoefs(1.5, 2, 2.5).forEach((bet, index) => store.dispatch(betAdded({ bet, addedAt: 1000 + index })));
    store.dispatch(couponActions.bonusBetOffered({ regularBetCount: 3 }));
    expect(coupon(store).bets.at(-1)?.market).toMatchObject({ id: 'bonus-bet', coef: 1.03 });
    expect(coupon(store).coef).toBeCloseTo(7.5 * 1.03, 9);
    store.dispatch(betRemoved('bonus-bet'));
    expect(coupon(store).isBonusBetDeletedManually).toBe(true);
    store.dispatch(couponActions.bonusBetOffered({ regularBetCount: 3 }));
    expect(coupon(store).bets.some((bet) => bet.market.id === 'bonus-bet')).toBe(false);
    store.dispatch(couponActions.couponCleared());
    expect(coupon(store)).toMatchObject({ bets: [], addedAtByBetId: {}, isBonusBetDeletedManually: false });
  });

  it('[CPN-013] a placed multiple-singles coupon keeps one result coupon per bet and leaves the coupon', () => {
    const store = storeWith(1.5, 2);
    store.dispatch(couponActions.typeChanged(COUPON_TYPE.multipleSingles));
    const placed = (marketId: string, couponId: string) => ({
      couponId,
      typeId: 0,
      accountId: 1,
      amount: 100,
      coef: 1.5,
      possibleWin: 150,
      placedAt: 1,
      marketIds: [marketId],
    });
    store.dispatch(
      couponActions.placementSucceeded({ coupons: [placed('m1', '11'), placed('m2', '12')], keepBets: false }),
    );
    expect(coupon(store).singlesResultCoupons.map((result) => result.couponId)).toEqual(['11', '12']);
    expect(coupon(store).successCoupon).toBeNull();
    expect(coupon(store).bets).toEqual([]);
  });

  it('a placed coupon stays on the coupon when the player fixed it (isCouponFixed)', () => {
    const store = storeWith(1.5, 2);
    const placed = {
      couponId: '21',
      typeId: 1,
      accountId: 1,
      amount: 100,
      coef: 3,
      possibleWin: 300,
      placedAt: 1,
      marketIds: ['m1', 'm2'],
    };
    store.dispatch(couponActions.placementSucceeded({ coupons: [placed], keepBets: true }));
    expect(coupon(store).successCoupon?.couponId).toBe('21');
    expect(coupon(store).bets).toHaveLength(2);
  });

  it('two bets on one game are dependent, and so locked; removing one frees the other', () => {
    const { store } = createCouponSite();
    store.dispatch(betAdded({ bet: aBet({ id: 'a', gameId: 5 }), addedAt: 1 }));
    store.dispatch(betAdded({ bet: aBet({ id: 'b', gameId: 5 }), addedAt: 2 }));
    expect(selectCoupon(store.getState()).bets.map((bet) => bet.isDepend)).toEqual([true, true]);
    store.dispatch(betRemoved('a'));
    expect(selectCoupon(store.getState()).bets.map((bet) => bet.isDepend)).toEqual([false]);
  });
});
