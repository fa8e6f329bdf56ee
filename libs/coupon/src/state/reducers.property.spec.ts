import fc from 'fast-check';
import type { UnknownAction } from '@reduxjs/toolkit';
import type { BetState, PlacedCoupon } from '@kickoff/platform-api';
import { createPlatformMock } from '@kickoff/platform-mock';
import { describe, expect, it } from 'vitest';
import { aBet } from '../testing/bets';
import { createCouponSite } from '../testing/coupon-site';
import { BONUS_BET_ID } from '../domain/bonus-bet';
import type { ChangeCoefAction } from '../domain/change-coef-action';
import { COUPON_TYPE_IDS } from '../domain/coupon-type';
import { COEF_VIEW_IDS } from '@kickoff/contracts';
import { SavedCouponSchema } from './bet-schema';
import { couponActions } from './coupon-slice';
import { couponSettingsActions } from './coupon-settings-slice';
import type { CouponSyncDiff } from './coupon-sync';
import { selectCoupon, selectCouponSettings } from './selectors';

const RUNS = 300;
/** One platform for every run: the coupon makes no platform call here. */
const mock = createPlatformMock();

/*
 * Typed, contract-valid actions only: the reducers trust their actions, and what comes from outside is checked at
 * the edges, which have their own fuzz tests (storage: persistence/saved-coupon.fuzz.spec.ts, other tabs:
 * tab-sync.spec.ts, remote apps: remote-apps' host bridge). Values of the right type that the coupon's own rules
 * refuse (a system value of 1, a fall below an exact coefficient of 1) stay in.
 */
const id = fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f', BONUS_BET_ID);
const odd = fc.oneof(fc.double({ min: 1, max: 200, noNaN: true }), fc.constantFrom(1, 1.1, 2));
const amount = fc.oneof(fc.double({ min: 0, max: 1e7, noNaN: true }), fc.constantFrom(0, 0.5, 100));
const count = fc.integer({ min: -5, max: 20 });
const blockId = fc.oneof(fc.nat(6), fc.constant(Number.MAX_SAFE_INTEGER));
const typeId = fc.constantFrom(...COUPON_TYPE_IDS);
const bet = fc
  .record({
    id,
    coef: odd,
    gameId: fc.integer({ min: 1, max: 4 }),
    kind: fc.integer({ min: 0, max: 8 }),
    gameStatus: fc.integer({ min: 0, max: 4 }),
  })
  .map((options) => aBet(options));
const betState: fc.Arbitrary<BetState> = fc.record({
  marketId: id,
  coef: odd,
  isBlocked: fc.boolean(),
  isFinished: fc.boolean(),
  gameStatus: fc.integer({ min: 0, max: 5 }),
  scores: fc.oneof(fc.constant(null), fc.tuple(fc.nat(5), fc.nat(5))),
});
const placed: fc.Arbitrary<PlacedCoupon> = fc
  .record({ couponId: fc.stringMatching(/^\d{1,6}$/), marketIds: fc.array(id, { minLength: 1, maxLength: 3 }) })
  .map(({ couponId, marketIds }) => ({
    couponId,
    typeId: 1,
    accountId: 1,
    amount: 100,
    coef: 2,
    possibleWin: 200,
    placedAt: 1,
    marketIds,
  }));
/** What the tab edge lets through (tab-sync.ts checks it with CouponSyncDiffSchema). */
const syncDiff: fc.Arbitrary<CouponSyncDiff> = fc.record(
  {
    added: fc.array(fc.record({ bet, addedAt: fc.nat() }), { maxLength: 3 }),
    removed: fc.array(id, { maxLength: 3 }),
    updated: fc.array(fc.record({ marketId: id, blockId, isBanker: fc.boolean() }), { maxLength: 3 }),
    typeId,
    systemValue: fc.integer({ min: 2, max: 6 }),
    isBonusBetDeletedManually: fc.boolean(),
  },
  { requiredKeys: ['added', 'removed', 'updated'] },
);

/** Every action of both slices, typed as the actions say. */
const action: fc.Arbitrary<UnknownAction> = fc.oneof(
  fc.record({ bet, addedAt: fc.nat() }).map((payload) => couponActions.betAdded(payload)),
  id.map((marketId) => couponActions.betRemoved(marketId)),
  fc.constant(couponActions.couponCleared()),
  typeId.map((value) => couponActions.typeChanged(value)),
  count.map((value) => couponActions.systemValueChanged(value)),
  amount.map((value) => couponActions.amountChanged(value)),
  fc.record({ blockId, amount }).map((payload) => couponActions.blockAmountChanged(payload)),
  fc.record({ marketId: id, amount }).map((payload) => couponActions.betAmountChanged(payload)),
  fc.record({ marketId: id, blockId }).map((payload) => couponActions.betBlockChanged(payload)),
  fc.boolean().map((on) => couponActions.systemBankerSwitched(on)),
  id.map((marketId) => couponActions.bankerToggled(marketId)),
  fc
    .record({
      marketIds: fc.array(id),
      states: fc.array(betState, { maxLength: 4 }),
      changeCoefAction: fc.constantFrom(0, 1, 2) as fc.Arbitrary<ChangeCoefAction>,
      isDropOnScoreChange: fc.boolean(),
    })
    .map((payload) => couponActions.betStatesReceived(payload)),
  fc.constant(couponActions.coefChangesAccepted()),
  fc.constantFrom(...COEF_VIEW_IDS).map((viewId) => couponActions.coefViewChanged(viewId)),
  fc
    .record({
      minBetAmount: amount,
      maxBetAmount: fc.oneof(fc.constant(null), amount),
      maxPayout: fc.oneof(fc.constant(null), amount),
      availablePrepaidAmount: amount,
    })
    .map((payload) => couponActions.limitsReceived(payload)),
  fc
    .record({
      accountId: fc.nat(),
      accountType: fc.constantFrom(0, 4, 9),
      currencyIso: fc.constantFrom('RUB', 'usd', 'XXX'),
    })
    .map((payload) => couponActions.activeAccountChanged(payload)),
  fc
    .record({ typeId, systemValue: count, bets: fc.array(bet, { maxLength: 4 }), addedAt: fc.nat() })
    .map((payload) => couponActions.couponLoadedFromCode(payload)),
  fc.constant(couponActions.placementStarted()),
  fc
    .record({ coupons: fc.array(placed, { maxLength: 3 }), keepBets: fc.boolean() })
    .map((payload) => couponActions.placementSucceeded(payload)),
  fc.constant(couponActions.placementFailed()),
  fc.nat(12).map((regularBetCount) => couponActions.bonusBetOffered({ regularBetCount })),
  fc.constant(couponActions.bonusBetWithdrawn()),
  syncDiff.map((diff) => couponActions.couponSynced(diff)),
  fc.constantFrom(
    couponSettingsActions.oneClickConfirmationAsked(),
    couponSettingsActions.oneClickConfirmed(),
    couponSettingsActions.oneClickDeclined(),
    couponSettingsActions.oneClickTurnedOn(),
    couponSettingsActions.oneClickTurnedOff(),
  ),
  fc
    .oneof(fc.constant(null), fc.constant(0), fc.double({ min: 0, max: 50, noNaN: true }))
    .map((value) => couponSettingsActions.exactCoefChanged(value)),
  fc.boolean().map((on) => couponSettingsActions.dropOnScoreChangeSwitched(on)),
  fc.constantFrom(0, 1, 2).map((value) => couponSettingsActions.changeCoefActionChanged(value as ChangeCoefAction)),
);

describe('reducers under random action sequences', () => {
  it('regression (fast-check seed 1948274485): a block id of 2^53, beyond what the contract allows, leaves the coupon valid', () => {
    const { store } = createCouponSite({ bonusBetRules: { isBonusBetEnabled: true }, mock });
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

  it('regression: the property, run with the seed that found the 2^53 block id (1948274485), passes', () => {
    fc.assert(
      fc.property(fc.array(action, { maxLength: 40 }), (actions) => {
        const { store } = createCouponSite({ bonusBetRules: { isBonusBetEnabled: true }, mock });
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
        const { store } = createCouponSite({ bonusBetRules: { isBonusBetEnabled: true }, mock });
        for (const next of actions) {
          store.dispatch(next);
          const coupon = selectCoupon(store.getState());
          const settings = selectCouponSettings(store.getState());
          expect(SavedCouponSchema.safeParse(coupon).success).toBe(true);
          const stamped = coupon.bets
            .filter((saved) => saved.market.id !== BONUS_BET_ID)
            .map((saved) => saved.market.id)
            .sort();
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
