import type { CouponSnapshot } from '@kickoff/contracts';
import { createSelector } from '@reduxjs/toolkit';
import type { PersistedState } from 'redux-persist';
import { type AmountProblem, amountProblem, isOneClickAvailable, isVipBetAvailable } from '../domain/amount-rules';
import { type Bet, isBetLive, isBetLocked, isBonusBet, isGameFinished } from '../domain/bet';
import { BONUS_BET_ID, isBonusBetOffered } from '../domain/bonus-bet';
import { type CouponPayloadInput, couponPayloadsOf } from './coupon-payloads';
import { minimumWinningReturn, possibleWin, totalStake } from '../domain/coupon-pricing';
import { formatCoef } from '@kickoff/contracts';
import { placementProblems } from '../domain/placement-check';
import type { CouponSiteRules } from '../domain/site-rules';
import { type CouponSettingsState, initialCouponSettings } from './coupon-settings-slice';
import { type CouponState, initialCouponState } from './coupon-state';

/** The part of the root state the coupon reads; both slices may still be uninjected (lazy slices). */
export interface CouponRootState {
  coupon?: CouponState & Partial<PersistedState>;
  couponSettings?: CouponSettingsState;
}

export const selectCoupon = (state: CouponRootState): CouponState => state.coupon ?? initialCouponState;
export const selectCouponSettings = (state: CouponRootState): CouponSettingsState =>
  state.couponSettings ?? initialCouponSettings;

/** False until the saved coupon has been read (always true for a coupon that is not persisted). */
export const selectIsCouponRestored = (state: CouponRootState): boolean => state.coupon?._persist?.rehydrated ?? true;

export const selectBets = (state: CouponRootState): Bet[] => selectCoupon(state).bets;
export const selectCouponTypeId = (state: CouponRootState) => selectCoupon(state).typeId;
export const selectSystemValue = (state: CouponRootState) => selectCoupon(state).systemValue;
export const selectSystemValues = (state: CouponRootState) => selectCoupon(state).systemValues;
export const selectCouponCoef = (state: CouponRootState) => selectCoupon(state).coef;
export const selectCoefViewId = (state: CouponRootState) => selectCoupon(state).coefViewId;

/** What others may know of the coupon (the host bridge's `getCoupon`, doc 000 §4.1 "coupon updated"): plain data. */
export type { CouponSnapshot };

/** The same object for as long as the coupon does not change. */
export const selectCouponSnapshot = createSelector([selectCoupon], (coupon): CouponSnapshot => ({
  marketIds: coupon.bets.map((bet) => bet.market.id),
  typeId: coupon.typeId,
  systemValue: coupon.systemValue,
  coef: coupon.coef,
}));

const sameIds = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((id, i) => id === b[i]);

/** The bets' market ids in coupon order: the same array for as long as no bet comes, goes or moves. */
export const selectBetIds = createSelector([selectBets], (bets) => bets.map((bet) => bet.market.id), {
  memoizeOptions: { resultEqualityCheck: sameIds },
});

export { selectBetCount } from './bet-count';

export const selectBetById = (state: CouponRootState, marketId: string): Bet | undefined =>
  selectBets(state).find((bet) => bet.market.id === marketId);

/** What the coupon shows for one bet. */
export interface BetView {
  bet: Bet;
  coefText: string;
  isLocked: boolean;
  isLive: boolean;
  isFinished: boolean;
  isBonus: boolean;
  hasUnacceptedChange: boolean;
}

/**
 * One bet's view, memoised on that bet's object and the odds format only (a WeakMap cache per input), so
 * a new coefficient on one bet hands every other bet the very object it had: no re-render elsewhere.
 */
export const selectBetView = createSelector(
  [selectBetById, selectCoefViewId],
  (bet, coefViewId): BetView | undefined =>
    bet === undefined
      ? undefined
      : {
          bet,
          coefText: formatCoef(bet.market.coef, coefViewId),
          isLocked: isBetLocked(bet),
          isLive: isBetLive(bet),
          isFinished: isGameFinished(bet.game),
          isBonus: isBonusBet(bet),
          hasUnacceptedChange: bet.unacceptedChange !== null,
        },
);

export const selectHasUnacceptedChanges = createSelector([selectBets], (bets) =>
  bets.some((bet) => bet.unacceptedChange !== null),
);

export const selectTotalStake = createSelector([selectCoupon], (coupon) => totalStake(coupon));

/** doc 000 §5: amount × exact coefficient when one is set, else the coupon's own maximum return. */
export const selectPossibleWin = createSelector(
  [selectCoupon, (state: CouponRootState) => selectCouponSettings(state).exactCoef],
  (coupon, exactCoef) => possibleWin(coupon, exactCoef),
);

export const selectMinimumWinningReturn = createSelector([selectCoupon], (coupon) => minimumWinningReturn(coupon));

/** The site config flags a selector needs, passed by the caller (the coupon keeps no copy of the config). */
const rulesArgument =
  <K extends keyof CouponSiteRules>() =>
  (_state: CouponRootState, rules: Pick<CouponSiteRules, K>) =>
    rules;

export const selectIsBonusBetOffered = createSelector(
  [selectCoupon, rulesArgument<'isBonusBetEnabled'>()],
  (coupon, rules) =>
    isBonusBetOffered({ typeId: coupon.typeId, bets: coupon.bets, isBonusBetEnabled: rules.isBonusBetEnabled }),
);

export const selectHasBonusBet = (state: CouponRootState): boolean =>
  selectBets(state).some((bet) => bet.market.id === BONUS_BET_ID);

export const selectIsVipBetAvailable = createSelector(
  [selectCoupon, rulesArgument<'isVipBetEnabled'>()],
  (coupon, rules) => isVipBetAvailable(coupon, rules),
);

/** One-click is on only while the player chose it and the site config allows it. */
export const selectIsOneClickActive = createSelector(
  [selectCouponSettings, rulesArgument<'isOneClickBetEnabled'>()],
  (settings, rules) => settings.isActiveOneClick && isOneClickAvailable(rules),
);

export const selectAmountProblem = createSelector(
  [selectCoupon, rulesArgument<'minAmountCouponTypes' | 'maxAmountCouponTypes'>()],
  (coupon, rules): AmountProblem | null =>
    amountProblem(
      {
        amount: totalStake(coupon),
        typeId: coupon.typeId,
        minBetAmount: coupon.minBetAmount,
        maxBetAmount: coupon.maxBetAmount,
        accountType: coupon.accountType,
      },
      rules,
    ),
);

/** What keeps the coupon from being placed; empty when it can go. */
export const selectPlacementProblems = createSelector(
  [selectCoupon, rulesArgument<'minAmountCouponTypes' | 'maxAmountCouponTypes'>()],
  (coupon, rules) => placementProblems(coupon, rules),
);

/** The placement payloads for this coupon and settings (doc 000 §3.4); empty while no account or bet exists. */
export const selectCouponPayloads = (state: CouponRootState, input: CouponPayloadInput) =>
  couponPayloadsOf(selectCoupon(state), selectCouponSettings(state), input);
