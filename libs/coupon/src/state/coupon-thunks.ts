import type { Dispatch } from '@reduxjs/toolkit';
import type { BetState } from '@kickoff/platform-api';
import type { CouponSiteRules } from '../domain/site-rules';
import { isOneClickAvailable } from '../domain/amount-rules';
import { couponActions } from './coupon-slice';
import { couponSettingsActions } from './coupon-settings-slice';
import { type CouponRootState, selectBetCount, selectCouponSettings } from './selectors';

/*
 * The two actions that need both coupon slices at once: small thunks, so each slice's reducer stays pure
 * and reads only its own state.
 */

export type CouponThunk = (dispatch: Dispatch, getState: () => CouponRootState) => void;

/**
 * doc 000 §4.1: turning one-click on over a coupon with bets asks first (the coupon will be cleared);
 * over an empty coupon it simply turns on. Where the site config does not allow one-click, nothing turns on.
 */
export function switchOneClick(isOn: boolean, rules: Pick<CouponSiteRules, 'isOneClickBetEnabled'>): CouponThunk {
  return (dispatch, getState) => {
    if (!isOn) {
      dispatch(couponSettingsActions.oneClickTurnedOff());
      return;
    }
    if (!isOneClickAvailable(rules)) return;
    dispatch(
      selectBetCount(getState()) > 0
        ? couponSettingsActions.oneClickConfirmationAsked()
        : couponSettingsActions.oneClickTurnedOn(),
    );
  };
}

/** News about the coupon's markets, applied under the player's change acceptance and score setting. */
export function applyBetStates(marketIds: string[], states: BetState[]): CouponThunk {
  return (dispatch, getState) => {
    const { changeCoefAction, isDropOnScoreChange } = selectCouponSettings(getState());
    dispatch(couponActions.betStatesReceived({ marketIds, states, changeCoefAction, isDropOnScoreChange }));
  };
}
