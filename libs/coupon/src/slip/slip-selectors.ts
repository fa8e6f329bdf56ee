import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '@kickoff/store';
import { amountStepFor } from '../domain/amount-defaults';
import { isBonusBet } from '../domain/bet';
import { blocksOf } from '../domain/coupon-pricing';
import { selectBets, selectCoupon, selectCouponSettings } from '../state/selectors';
import { selectPlacement } from './placement';

/*
 * What the slip's parts read besides the engine's selectors: each returns a primitive or an array kept the same
 * while its content is, so a coefficient moving on one bet re-renders nothing that does not show it.
 */

export const selectIsPlacing = (state: RootState): boolean => selectPlacement(state).status === 'placing';

/** The platform refused the coupon because of this bet. */
export const selectIsCulprit = (state: RootState, marketId: string): boolean =>
  selectPlacement(state).refusal?.marketIds.includes(marketId) ?? false;

export const selectCurrencyIso = (state: RootState): string => selectCoupon(state).currencyIso;

/** The step of the − and + buttons: the player's own for this currency, else the currency's. */
export const selectAmountStep = (state: RootState): number =>
  amountStepFor(selectCoupon(state).currencyIso, selectCouponSettings(state).amountStepByCurrencyIso);

/** Multiple singles: a bet's own stake, else the coupon's (doc 000 §3.1 amountByBetId). */
export const selectBetStake = (state: RootState, marketId: string): number =>
  selectCoupon(state).amountByBetId[marketId] ?? selectCoupon(state).amount;

const sameNumbers = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((value, i) => value === b[i]);

/** System with blocks: the blocks the bets make, in first-seen order. */
export const selectBlockIds = createSelector(
  [selectBets],
  (bets) => [...blocksOf(bets.filter((bet) => !isBonusBet(bet))).keys()],
  {
    memoizeOptions: { resultEqualityCheck: sameNumbers },
  },
);

/** Bets whose coefficient or score moved and wait for the player's word. */
export const selectChangedBetCount = (state: RootState): number =>
  selectBets(state).filter((bet) => bet.unacceptedChange !== null).length;

/** Bets the line has suspended (blocked): they stop any coupon until the line opens them again. */
export const selectSuspendedBetCount = (state: RootState): number =>
  selectBets(state).filter((bet) => bet.isBlocked).length;
