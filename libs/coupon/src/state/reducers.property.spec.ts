import fc from 'fast-check';
import type { UnknownAction } from '@reduxjs/toolkit';
import { describe, expect, it } from 'vitest';
import { aBet } from '../testing/bets';
import { createCouponTestStore } from '../testing/coupon-test-store';
import { BONUS_BET_ID } from '../domain/bonus-bet';
import { SavedCouponSchema } from './bet-schema';
import { couponActions } from './coupon-slice';
import { couponSettingsActions } from './coupon-settings-slice';
import { selectCoupon, selectCouponSettings } from './selectors';

const RUNS = 300;

const id = fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f', BONUS_BET_ID);
const odd = fc.oneof(fc.double({ min: 1, max: 200, noNaN: true }), fc.constantFrom(Number.NaN, -1, 0, Infinity, 1.1, 2));
const number = fc.oneof(fc.integer({ min: -5, max: 20 }), fc.double({ noNaN: false }), fc.constantFrom(Infinity, -Infinity, Number.NaN, 2 ** 53, Number.MAX_SAFE_INTEGER));
const bet = fc.record({ id, coef: odd, gameId: fc.integer({ min: 1, max: 4 }), kind: fc.integer({ min: 0, max: 8 }), gameStatus: fc.integer({ min: 0, max: 4 }) }).map((options) => aBet(options));
const betState = fc.record({
  marketId: id,
  coef: odd,
  isBlocked: fc.boolean(),
  isFinished: fc.boolean(),
  gameStatus: fc.integer({ min: -1, max: 5 }),
  scores: fc.oneof(fc.constant(null), fc.tuple(fc.nat(5), fc.nat(5)), fc.constant(undefined)),
});
const junk = fc.anything();

/** Every action of both slices, with payloads that are right, wrong in value, or anything at all. */
const action: fc.Arbitrary<UnknownAction> = fc.oneof(
  fc.record({ bet, addedAt: fc.oneof(fc.nat(), number) }).map((payload) => couponActions.betAdded(payload)),
  id.map((marketId) => couponActions.betRemoved(marketId)),
  fc.constant(couponActions.couponCleared()),
  number.map((typeId) => couponActions.typeChanged(typeId as never)),
  number.map((value) => couponActions.systemValueChanged(value)),
  number.map((amount) => couponActions.amountChanged(amount)),
  fc.record({ blockId: number, amount: number }).map((payload) => couponActions.blockAmountChanged(payload)),
  fc.record({ marketId: id, amount: number }).map((payload) => couponActions.betAmountChanged(payload)),
  fc.record({ marketId: id, blockId: number }).map((payload) => couponActions.betBlockChanged(payload)),
  fc.boolean().map((on) => couponActions.systemBankerSwitched(on)),
  id.map((marketId) => couponActions.bankerToggled(marketId)),
  fc
    .record({ marketIds: fc.array(id), states: fc.array(betState, { maxLength: 4 }), changeCoefAction: fc.integer({ min: -1, max: 3 }), isDropOnScoreChange: fc.boolean() })
    .map((payload) => couponActions.betStatesReceived(payload as never)),
  fc.constant(couponActions.coefChangesAccepted()),
  number.map((viewId) => couponActions.coefViewChanged(viewId as never)),
  fc
    .record({ minBetAmount: number, maxBetAmount: fc.oneof(fc.constant(null), number), maxPayout: fc.oneof(fc.constant(null), number), availablePrepaidAmount: number })
    .map((payload) => couponActions.limitsReceived(payload)),
  fc.record({ accountId: number, accountType: fc.constantFrom(0, 4, 9), currencyIso: fc.constantFrom('RUB', 'usd', 'XXX') }).map((payload) => couponActions.activeAccountChanged(payload)),
  fc.record({ typeId: number, systemValue: number, bets: fc.array(bet, { maxLength: 4 }), addedAt: fc.nat() }).map((payload) => couponActions.couponLoadedFromCode(payload as never)),
  fc.constant(couponActions.placementStarted()),
  fc.record({ coupons: fc.array(fc.record({ marketIds: fc.array(id) }), { maxLength: 3 }), keepBets: fc.boolean() }).map((payload) => couponActions.placementSucceeded(payload as never)),
  fc.constant(couponActions.placementFailed()),
  number.map((regularBetCount) => couponActions.bonusBetOffered({ regularBetCount })),
  fc.constant(couponActions.bonusBetWithdrawn()),
  fc.record({ added: fc.array(fc.record({ bet, addedAt: fc.nat() }), { maxLength: 3 }), removed: fc.array(id), updated: fc.constant([] as { marketId: string; blockId: number; isBanker: boolean }[]) }).map((diff) => couponActions.couponSynced(diff)),
  fc.constantFrom(
    couponSettingsActions.oneClickConfirmationAsked(),
    couponSettingsActions.oneClickConfirmed(),
    couponSettingsActions.oneClickDeclined(),
    couponSettingsActions.oneClickTurnedOn(),
    couponSettingsActions.oneClickTurnedOff(),
  ),
  fc.oneof(fc.constant(null), number).map((value) => couponSettingsActions.exactCoefChanged(value)),
  fc.boolean().map((on) => couponSettingsActions.dropOnScoreChangeSwitched(on)),
  number.map((value) => couponSettingsActions.changeCoefActionChanged(value as never)),
  // any action type of both slices with any payload at all
  fc.tuple(fc.constantFrom(...Object.values(couponActions), ...Object.values(couponSettingsActions)), junk).map(([creator, payload]) => ({ type: creator.type, payload })),
);

describe('reducers under random action sequences', () => {
  it('regression (fast-check seed 1948274485): a block id of 2^53, beyond what the contract allows, leaves the coupon valid', () => {
    const { store } = createCouponTestStore({ siteRules: { isBonusBetEnabled: true } });
    store.dispatch(couponActions.betAdded({ bet: aBet({ id: 'a' }), addedAt: 1 }));
    for (const blockId of [2 ** 53, 2 ** 53 + 2, Number.MAX_VALUE]) {
      store.dispatch(couponActions.betBlockChanged({ marketId: 'a', blockId }));
      store.dispatch(couponActions.blockAmountChanged({ blockId, amount: 10 }));
    }
    const coupon = selectCoupon(store.getState());
    expect(SavedCouponSchema.safeParse(coupon).success).toBe(true);
    expect(coupon.bets[0]?.blockId).toBe(0);
    expect(coupon.amountByBlockId).toEqual({});
    // the largest id the contract allows is taken
    store.dispatch(couponActions.betBlockChanged({ marketId: 'a', blockId: Number.MAX_SAFE_INTEGER }));
    expect(selectCoupon(store.getState()).bets[0]?.blockId).toBe(Number.MAX_SAFE_INTEGER);
    expect(SavedCouponSchema.safeParse(selectCoupon(store.getState())).success).toBe(true);
  });

  it('regression: the property run that found the 2^53 block id (seed 1948274485) passes', () => {
    fc.assert(
      fc.property(fc.array(action, { maxLength: 40 }), (actions) => {
        const { store } = createCouponTestStore({ siteRules: { isBonusBetEnabled: true } });
        for (const next of actions) {
          store.dispatch(next);
          expect(SavedCouponSchema.safeParse(selectCoupon(store.getState())).success).toBe(true);
        }
      }),
      { numRuns: RUNS, seed: 1948274485 },
    );
  });

  it(`property (${RUNS} runs of up to 40 actions): nothing throws and the coupon stays valid after every action`, () => {
    fc.assert(
      fc.property(fc.array(action, { maxLength: 40 }), (actions) => {
        const { store } = createCouponTestStore({ siteRules: { isBonusBetEnabled: true } });
        for (const next of actions) {
          store.dispatch(next);
          const coupon = selectCoupon(store.getState());
          const settings = selectCouponSettings(store.getState());
          expect(SavedCouponSchema.safeParse(coupon).success).toBe(true);
          const stamped = coupon.bets.filter((saved) => saved.market.id !== BONUS_BET_ID).map((saved) => saved.market.id).sort();
          expect(Object.keys(coupon.addedAtByBetId).sort()).toEqual(stamped);
          expect(Number.isFinite(coupon.coef) && coupon.coef >= 0).toBe(true);
          expect(Number.isFinite(coupon.amount) && coupon.amount >= 0).toBe(true);
          expect([0, 1, 2]).toContain(settings.changeCoefAction);
          expect(settings.exactCoef === 0 || settings.exactCoef >= 1).toBe(true);
        }
      }),
      { numRuns: RUNS },
    );
  });
});
