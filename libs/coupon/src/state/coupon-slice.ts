import { type PayloadAction, createSlice } from '@reduxjs/toolkit';
import type { CouponLimits, PlacedCoupon } from '@kickoff/platform-api';
import { REHYDRATE } from 'redux-persist';
import { BONUS_BET_ID, couponBonusBet } from '../domain/bonus-bet';
import { type Bet, isBlockId, isBonusBet } from '../domain/bet';
import { COUPON_TYPE, type CouponTypeId, isCouponTypeId } from '../domain/coupon-type';
import { type CoefViewId, isCoefViewId } from '@kickoff/contracts';
import { isSystemValueAccepted } from '../domain/system-values';
import { defaultInitialAmount } from '../domain/amount-defaults';
import { type AmountRefusal, currencyMinorUnits, fitsMinorUnits } from '../domain/money-input';
import type { SavedCoupon } from './bet-schema';
import { type BetStatesUpdate, applyBetState } from './bet-states';
import { type AmountField, type CouponState, initialCouponState } from './coupon-state';
import { normalizeType, refreshCoupon, sortBets } from './coupon-refresh';
import { couponSettingsActions } from './coupon-settings-slice';
import type { CouponSyncDiff } from './coupon-sync';
import { placementConfirmed, placementUnconfirmed } from '../placement/placement-actions';

export const COUPON_PERSIST_KEY = 'coupon';

/*
 * The reducers trust their typed actions: what comes from outside (storage, other tabs, remote apps, the
 * platform) is checked once at that edge. What stays here are the coupon's own rules about values of the right
 * type (an amount is finite and not negative, a system value is at least 2, a block id is a safe integer).
 */
const isAmount = (value: number) => Number.isFinite(value) && value >= 0;
/** A stake has no more decimals than the paying account's currency: what is sent is what the button shows. */
const isStake = (state: CouponState, value: number) => fitsMinorUnits(value, currencyMinorUnits(state.currencyIso));

/**
 * The player's edits wait while the coupon is being placed and while the platform's word on an unanswered placement
 * is awaited: what was sent stays what the slip shows, and no edit can make a second, different coupon of it.
 */
const isFrozen = (state: CouponState) => state.isPlaceBet || state.isPlacementUnconfirmed;

function findBet(state: CouponState, marketId: string): Bet | undefined {
  return state.bets.find((bet) => bet.market.id === marketId);
}

function insertBet(state: CouponState, bet: Bet, addedAt: number): void {
  if (findBet(state, bet.market.id)) return;
  state.bets.push(bet);
  // the bonus bet is the coupon's own: it comes and goes with the offer, unstamped
  if (bet.market.id !== BONUS_BET_ID) state.addedAtByBetId[bet.market.id] = addedAt;
}

function removeBet(state: CouponState, marketId: string): void {
  const index = state.bets.findIndex((bet) => bet.market.id === marketId);
  if (index === -1) return;
  if (isBonusBet(state.bets[index] as Bet)) state.isBonusBetDeletedManually = true;
  state.bets.splice(index, 1);
  delete state.addedAtByBetId[marketId];
  delete state.amountByBetId[marketId];
  delete state.unreadableAmounts[`bet:${marketId}`];
}

function clearBets(state: CouponState): void {
  state.bets = [];
  state.addedAtByBetId = {};
  state.amountByBetId = {};
  state.amountByBlockId = {};
  state.unreadableAmounts = {};
  state.activePlaceBetIds = [];
  state.isBonusBetDeletedManually = false;
  state.isLoadedFromCode = false;
}

/** After any change of the bets: order, type, and every field that follows them. */
function settle(state: CouponState, { keepType = false } = {}): void {
  sortBets(state);
  if (!keepType) normalizeType(state);
  refreshCoupon(state);
}

/** redux-persist's REHYDRATE of the coupon: the saved part, already read bet by bet (persistence/saved-coupon.ts). */
interface CouponRestored {
  type: typeof REHYDRATE;
  key: typeof COUPON_PERSIST_KEY;
  payload?: SavedCoupon;
}
const isCouponRestored = (action: { type: string; key?: unknown }): action is CouponRestored =>
  action.type === REHYDRATE && action.key === COUPON_PERSIST_KEY;

export const couponSlice = createSlice({
  name: 'coupon',
  initialState: initialCouponState,
  reducers: {
    /** A bet already in the coupon stays as it is (adding is idempotent; removing is the UI's toggle). */
    betAdded(state, { payload }: PayloadAction<{ bet: Bet; addedAt: number }>) {
      if (isFrozen(state)) return;
      if (payload.bet.market.id === BONUS_BET_ID) return;
      insertBet(state, payload.bet, payload.addedAt);
      settle(state);
    },
    betRemoved(state, { payload }: PayloadAction<string>) {
      if (isFrozen(state)) return;
      removeBet(state, payload);
      settle(state);
    },
    couponCleared(state) {
      if (isFrozen(state)) return;
      clearBets(state);
      settle(state);
    },
    /** Unknown type ids are refused, and so is a single holding more than one bet. */
    typeChanged(state, { payload }: PayloadAction<CouponTypeId>) {
      if (isFrozen(state)) return;
      if (!isCouponTypeId(payload)) return;
      if (payload === COUPON_TYPE.single && state.bets.filter((bet) => !isBonusBet(bet)).length > 1) return;
      state.typeId = payload;
      settle(state, { keepType: true });
    },
    /**
     * doc 000 §4.1: a system value below 2 (or not a whole number) is refused and the old one stays; so
     * is one the bets cannot make (at most one bet fewer than the coupon holds).
     */
    systemValueChanged(state, { payload }: PayloadAction<number>) {
      if (isFrozen(state)) return;
      if (!isSystemValueAccepted(payload)) return;
      const highest = state.systemValues[state.systemValues.length - 1]?.value;
      if (highest === undefined || payload > highest) return;
      state.systemValue = payload;
      settle(state, { keepType: true });
    },
    tabChanged(state, { payload }: PayloadAction<number>) {
      if (Number.isInteger(payload)) state.tab = payload;
    },
    amountChanged(state, { payload }: PayloadAction<number>) {
      if (isFrozen(state)) return;
      if (!isStake(state, payload)) return;
      state.amount = payload;
      state.stakeClearedForCurrency = null;
      delete state.unreadableAmounts.coupon;
      settle(state, { keepType: true });
    },
    blockAmountChanged(state, { payload }: PayloadAction<{ blockId: number; amount: number }>) {
      if (isFrozen(state)) return;
      if (!isBlockId(payload.blockId) || !isStake(state, payload.amount)) return;
      state.amountByBlockId[payload.blockId] = payload.amount;
      state.stakeClearedForCurrency = null;
      delete state.unreadableAmounts[`block:${payload.blockId}`];
      settle(state, { keepType: true });
    },
    betAmountChanged(state, { payload }: PayloadAction<{ marketId: string; amount: number }>) {
      if (isFrozen(state)) return;
      if (!findBet(state, payload.marketId) || !isStake(state, payload.amount)) return;
      state.amountByBetId[payload.marketId] = payload.amount;
      delete state.unreadableAmounts[`bet:${payload.marketId}`];
      settle(state, { keepType: true });
    },
    /**
     * A stake field's text is not an amount of the currency: that stake is nothing (0), never the one before it,
     * and the reason stays until the field reads again.
     */
    amountUnreadable(state, { payload }: PayloadAction<{ field: AmountField; reason: AmountRefusal }>) {
      if (isFrozen(state)) return;
      const { field, reason } = payload;
      if (field === 'coupon') state.amount = 0;
      else if (field.startsWith('block:')) state.amountByBlockId[field.slice('block:'.length)] = 0;
      else if (findBet(state, field.slice('bet:'.length))) state.amountByBetId[field.slice('bet:'.length)] = 0;
      else return;
      state.unreadableAmounts[field] = reason;
      settle(state, { keepType: true });
    },
    betBlockChanged(state, { payload }: PayloadAction<{ marketId: string; blockId: number }>) {
      if (isFrozen(state)) return;
      const bet = findBet(state, payload.marketId);
      if (!bet || !isBlockId(payload.blockId)) return;
      bet.blockId = payload.blockId;
      settle(state, { keepType: true });
    },
    systemBankerSwitched(state, { payload }: PayloadAction<boolean>) {
      if (isFrozen(state)) return;
      state.isActiveSystemBanker = payload;
      settle(state, { keepType: true });
    },
    /** A banker only while banker mode is on, never on a bet that forbids it. */
    bankerToggled(state, { payload }: PayloadAction<string>) {
      if (isFrozen(state)) return;
      const bet = findBet(state, payload);
      if (!bet || !state.isActiveSystemBanker || bet.isDisabledBanker || isBonusBet(bet)) return;
      bet.isBanker = !bet.isBanker;
      settle(state, { keepType: true });
    },
    betStatesReceived(state, { payload }: PayloadAction<BetStatesUpdate>) {
      const byId = new Map(payload.states.map((news) => [news.marketId, news]));
      for (const bet of state.bets) {
        const news = byId.get(bet.market.id);
        if (news) applyBetState(bet, news, payload);
        else if (payload.marketIds.includes(bet.market.id) && !bet.isBlocked) bet.isBlocked = true;
      }
      settle(state, { keepType: true });
    },
    /** The player takes every change shown (coefficients and scores): the coupon may be placed again. */
    coefChangesAccepted(state) {
      for (const bet of state.bets) if (bet.unacceptedChange !== null) bet.unacceptedChange = null;
    },
    coefViewChanged(state, { payload }: PayloadAction<CoefViewId>) {
      if (!isCoefViewId(payload)) return;
      state.coefViewId = payload;
      settle(state, { keepType: true });
    },
    limitsReceived(state, { payload }: PayloadAction<CouponLimits>) {
      if (!isAmount(payload.minBetAmount) || !isAmount(payload.availablePrepaidAmount)) return;
      if (payload.maxBetAmount !== null && !isAmount(payload.maxBetAmount)) return;
      if (payload.maxPayout !== null && !isAmount(payload.maxPayout)) return;
      state.minBetAmount = payload.minBetAmount;
      state.maxBetAmount = payload.maxBetAmount;
      state.maxPayout = payload.maxPayout;
      state.availablePrepaidAmount = payload.availablePrepaidAmount;
      settle(state, { keepType: true });
    },
    /**
     * doc 000 §4.1: another paying account has no prepaid amount until the platform says so. A stake is money of
     * one currency: another currency clears every stake (200 ₽ never becomes 200 $) and says so until the
     * player types a new one.
     */
    activeAccountChanged(
      state,
      { payload }: PayloadAction<{ accountId: number; accountType: number; currencyIso: string }>,
    ) {
      const currencyIso = payload.currencyIso.toUpperCase();
      if (currencyIso !== state.currencyIso) {
        const hadStake = state.amount > 0 || Object.keys(state.amountByBlockId).length > 0;
        state.amount = 0;
        state.amountByBlockId = {};
        state.amountByBetId = {};
        state.unreadableAmounts = {};
        state.stakeClearedForCurrency = hadStake ? currencyIso : null;
      }
      state.accountId = payload.accountId;
      state.accountType = payload.accountType;
      state.currencyIso = currencyIso;
      state.initialAmount = defaultInitialAmount(currencyIso);
      state.availablePrepaidAmount = 0;
      settle(state, { keepType: true });
    },
    promoCodeChanged(state, { payload }: PayloadAction<string>) {
      if (isFrozen(state)) return;
      state.promoCode = payload;
    },
    manualPromoCodeChanged(state, { payload }: PayloadAction<string>) {
      if (isFrozen(state)) return;
      state.manualPromoCode = payload;
    },
    promoCodesReceived(state, { payload }: PayloadAction<string[]>) {
      state.promoCodes = payload;
    },
    loadCouponInputChanged(state, { payload }: PayloadAction<string>) {
      state.loadCouponInputValue = payload;
    },
    /** A shared coupon replaces the bets, type and system value (the load-by-code call). */
    couponLoadedFromCode(
      state,
      { payload }: PayloadAction<{ typeId: CouponTypeId; systemValue: number; bets: Bet[]; addedAt: number }>,
    ) {
      if (isFrozen(state)) return;
      const { bets } = payload;
      if (bets.length === 0 || !isCouponTypeId(payload.typeId) || bets.some((bet) => bet.market.id === BONUS_BET_ID))
        return;
      clearBets(state);
      bets.forEach((bet, index) => insertBet(state, bet, payload.addedAt + index));
      state.typeId = payload.typeId;
      // a system of n bets has at most n − 1 per line (loaded bets carry no bankers)
      if (isSystemValueAccepted(payload.systemValue) && payload.systemValue < bets.length)
        state.systemValue = payload.systemValue;
      state.isLoadedFromCode = true;
      settle(state, { keepType: true });
    },
    hyperBonusReceived(
      state,
      {
        payload,
      }: PayloadAction<{ hyperBonusPercent: number; minHyperBonusBetLimit: number; maxHyperBonusLimit: number }>,
    ) {
      if (
        !isAmount(payload.hyperBonusPercent) ||
        !isAmount(payload.minHyperBonusBetLimit) ||
        !isAmount(payload.maxHyperBonusLimit)
      )
        return;
      state.hyperBonusPercent = payload.hyperBonusPercent;
      state.minHyperBonusBetLimit = payload.minHyperBonusBetLimit;
      state.maxHyperBonusLimit = payload.maxHyperBonusLimit;
    },
    autoMaxSwitched(state, { payload }: PayloadAction<boolean>) {
      state.isAutoMax = payload;
    },
    vipBetSwitched(state, { payload }: PayloadAction<boolean>) {
      if (isFrozen(state)) return;
      state.isVipBet = payload;
    },
    expressIdChanged(state, { payload }: PayloadAction<number | null>) {
      if (payload === null || Number.isInteger(payload)) state.expressId = payload;
    },
    placementStarted(state) {
      state.isPlaceBet = true;
      state.activePlaceBetIds = state.bets.filter((bet) => bet.market.id !== BONUS_BET_ID).map((bet) => bet.market.id);
    },
    /**
     * Placed: the coupon (or for multiple singles one coupon per bet) is kept for the result view, and the
     * placed bets leave the coupon unless the player fixed it (isCouponFixed).
     */
    placementSucceeded(state, { payload }: PayloadAction<{ coupons: PlacedCoupon[]; keepBets: boolean }>) {
      state.isPlaceBet = false;
      state.isPlacementUnconfirmed = false;
      state.activePlaceBetIds = [];
      const isSingles = state.typeId === COUPON_TYPE.multipleSingles;
      state.successCoupon = isSingles ? null : (payload.coupons[0] ?? null);
      state.singlesResultCoupons = isSingles ? payload.coupons : [];
      if (payload.keepBets) return;
      const placed = new Set(payload.coupons.flatMap((coupon) => coupon.marketIds));
      for (const marketId of placed) removeBet(state, marketId);
      if (!state.bets.some((bet) => !isBonusBet(bet))) clearBets(state);
      settle(state);
    },
    /** No coupon came of the attempt; whether the slip is frozen is said next (placementUnconfirmed). */
    placementFailed(state) {
      state.isPlaceBet = false;
      state.activePlaceBetIds = [];
      state.isPlacementUnconfirmed = false;
    },
    /** Set by the coupon's listener from the offer rules and the site config. */
    bonusBetOffered(state, { payload }: PayloadAction<{ regularBetCount: number }>) {
      if (state.isBonusBetDeletedManually) return;
      const offer = couponBonusBet(payload.regularBetCount);
      const present = findBet(state, BONUS_BET_ID);
      if (present && present.market.coef === offer.market.coef) return;
      if (present) present.market.coef = offer.market.coef;
      else state.bets.push(offer);
      settle(state, { keepType: true });
    },
    bonusBetWithdrawn(state) {
      const index = state.bets.findIndex((bet) => bet.market.id === BONUS_BET_ID);
      if (index === -1) return;
      state.bets.splice(index, 1);
      settle(state, { keepType: true });
    },
    /** Another tab's change (couponSyncDiff, checked where it arrived), applied idempotently. */
    couponSynced(state, { payload }: PayloadAction<CouponSyncDiff>) {
      for (const { bet, addedAt } of payload.added) if (bet.market.id !== BONUS_BET_ID) insertBet(state, bet, addedAt);
      for (const marketId of payload.removed) removeBet(state, marketId);
      for (const { marketId, blockId, isBanker } of payload.updated) {
        const bet = findBet(state, marketId);
        if (bet && bet.blockId !== blockId) bet.blockId = blockId;
        if (bet && bet.isBanker !== isBanker) bet.isBanker = isBanker;
      }
      if (payload.isBonusBetDeletedManually !== undefined) {
        state.isBonusBetDeletedManually = payload.isBonusBetDeletedManually;
        if (payload.isBonusBetDeletedManually) removeBet(state, BONUS_BET_ID);
      }
      sortBets(state);
      if (payload.typeId !== undefined) state.typeId = payload.typeId;
      else normalizeType(state);
      if (payload.systemValue !== undefined) state.systemValue = payload.systemValue;
      refreshCoupon(state);
    },
  },
  extraReducers: (builder) => {
    builder.addCase(placementUnconfirmed, (state) => {
      state.isPlacementUnconfirmed = true;
    });
    builder.addCase(placementConfirmed, (state) => {
      state.isPlacementUnconfirmed = false;
    });
    builder.addCase(couponSettingsActions.oneClickConfirmed, (state) => {
      if (isFrozen(state)) return;
      clearBets(state);
      settle(state);
    });
    /**
     * The one place the saved coupon enters the state. Bets that arrived before it (another tab, a fast click)
     * are kept beside the saved ones.
     */
    builder.addMatcher(isCouponRestored, (state, { payload: saved }) => {
      if (saved === undefined) return;
      const early = state.bets
        .filter((bet) => bet.market.id !== BONUS_BET_ID)
        .map((bet) => ({ bet, addedAt: state.addedAtByBetId[bet.market.id] ?? 0 }));
      clearBets(state);
      for (const bet of saved.bets) insertBet(state, bet, saved.addedAtByBetId[bet.market.id] ?? 0);
      for (const { bet, addedAt } of early) insertBet(state, bet, addedAt);
      state.typeId = saved.typeId;
      state.systemValue = saved.systemValue;
      settle(state, { keepType: early.length === 0 });
    });
  },
});

export const couponActions = couponSlice.actions;
