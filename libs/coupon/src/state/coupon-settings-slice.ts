import { type PayloadAction, createSlice } from '@reduxjs/toolkit';
import { type ChangeCoefAction, DEFAULT_CHANGE_COEF_ACTION, isChangeCoefAction } from '../domain/change-coef-action';
import type { AmountRefusal } from '../domain/money-input';

/** Coupon settings (doc 000 §3.2). */
export interface CouponSettingsState {
  /** the player's own amount steps; a currency without one uses the table (defaultAmountStep) */
  amountStepByCurrencyIso: Record<string, number>;
  isManualAmountStep: boolean;
  changeCoefAction: ChangeCoefAction;
  isAutoMax: boolean;
  isVipBet: boolean;
  isBalanceShown: boolean;
  isPossibleWinShown: boolean;
  isSelectAccountShown: boolean;
  /** keep the bets after a coupon is placed */
  isCouponFixed: boolean;
  oneClickAmount: number;
  isActiveOneClick: boolean;
  /** 0 = not set */
  exactCoef: number;
  isDropOnScoreChange: boolean;
  expressId: number | null;
  bonusAccountOneClickAmount: number;
  /** the one-click stake's text could not be read: one click places nothing until it can (never the stake before) */
  oneClickAmountRefusal: AmountRefusal | null;
  /** the "your coupon will be cleared" question of turning one-click on, waiting for an answer */
  isOneClickConfirmationAsked: boolean;
}

export const initialCouponSettings: CouponSettingsState = {
  amountStepByCurrencyIso: {},
  isManualAmountStep: false,
  changeCoefAction: DEFAULT_CHANGE_COEF_ACTION,
  isAutoMax: false,
  isVipBet: false,
  isBalanceShown: true,
  isPossibleWinShown: true,
  isSelectAccountShown: true,
  isCouponFixed: false,
  oneClickAmount: 0,
  isActiveOneClick: false,
  exactCoef: 0,
  isDropOnScoreChange: false,
  expressId: null,
  bonusAccountOneClickAmount: 0,
  oneClickAmountRefusal: null,
  isOneClickConfirmationAsked: false,
};

/** Typed actions are trusted (the settings come from the coupon's own UI); the rules on values stay. */
const isAmount = (value: number) => Number.isFinite(value) && value >= 0;

export const couponSettingsSlice = createSlice({
  name: 'couponSettings',
  initialState: initialCouponSettings,
  reducers: {
    amountStepChanged(state, { payload }: PayloadAction<{ iso: string; step: number }>) {
      if (!isAmount(payload.step) || payload.step === 0) return;
      state.amountStepByCurrencyIso[payload.iso.toUpperCase()] = payload.step;
    },
    manualAmountStepSwitched(state, { payload }: PayloadAction<boolean>) {
      state.isManualAmountStep = payload;
    },
    changeCoefActionChanged(state, { payload }: PayloadAction<ChangeCoefAction>) {
      if (isChangeCoefAction(payload)) state.changeCoefAction = payload;
    },
    autoMaxSwitched(state, { payload }: PayloadAction<boolean>) {
      state.isAutoMax = payload;
    },
    vipBetSwitched(state, { payload }: PayloadAction<boolean>) {
      state.isVipBet = payload;
    },
    balanceShownSwitched(state, { payload }: PayloadAction<boolean>) {
      state.isBalanceShown = payload;
    },
    possibleWinShownSwitched(state, { payload }: PayloadAction<boolean>) {
      state.isPossibleWinShown = payload;
    },
    selectAccountShownSwitched(state, { payload }: PayloadAction<boolean>) {
      state.isSelectAccountShown = payload;
    },
    couponFixedSwitched(state, { payload }: PayloadAction<boolean>) {
      state.isCouponFixed = payload;
    },
    oneClickAmountChanged(state, { payload }: PayloadAction<number>) {
      if (!isAmount(payload)) return;
      state.oneClickAmount = payload;
      state.oneClickAmountRefusal = null;
    },
    bonusAccountOneClickAmountChanged(state, { payload }: PayloadAction<number>) {
      if (!isAmount(payload)) return;
      state.bonusAccountOneClickAmount = payload;
      state.oneClickAmountRefusal = null;
    },
    /** The paying account's currency changed: its stakes were money of the old one. */
    oneClickAmountsCleared(state) {
      state.oneClickAmount = 0;
      state.bonusAccountOneClickAmount = 0;
      state.oneClickAmountRefusal = null;
    },
    oneClickAmountUnreadable(state, { payload }: PayloadAction<AmountRefusal>) {
      state.oneClickAmountRefusal = payload;
    },
    expressIdChanged(state, { payload }: PayloadAction<number | null>) {
      if (payload === null || Number.isInteger(payload)) state.expressId = payload;
    },
    /** Turning one-click on over a coupon with bets: ask first (switchOneClick decides which applies). */
    oneClickConfirmationAsked(state) {
      state.isOneClickConfirmationAsked = true;
    },
    /** The player agreed to lose the coupon's bets: the coupon slice clears them on this action too. */
    oneClickConfirmed(state) {
      state.isOneClickConfirmationAsked = false;
      state.isActiveOneClick = true;
    },
    oneClickDeclined(state) {
      state.isOneClickConfirmationAsked = false;
    },
    oneClickTurnedOn(state) {
      state.isOneClickConfirmationAsked = false;
      state.isActiveOneClick = true;
    },
    oneClickTurnedOff(state) {
      state.isOneClickConfirmationAsked = false;
      state.isActiveOneClick = false;
    },
    /** doc 000 §4.1: drop-on-score-change and one-click exclude each other (one click cannot ask about a score). */
    dropOnScoreChangeSwitched(state, { payload }: PayloadAction<boolean>) {
      state.isDropOnScoreChange = payload;
      if (payload) state.isActiveOneClick = false;
    },
    /** Emptying the exact coefficient (null, or 0) sets it to 0 and turns drop-on-score-change off. */
    exactCoefChanged(state, { payload }: PayloadAction<number | null>) {
      if (payload === null || payload === 0) {
        state.exactCoef = 0;
        state.isDropOnScoreChange = false;
      } else if (Number.isFinite(payload) && payload >= 1) {
        state.exactCoef = payload;
      }
    },
  },
});

export const couponSettingsActions = couponSettingsSlice.actions;
