import { ACCOUNT_TYPE } from '../domain/amount-rules';
import { type AmountRefusal, currencyMinorUnits, fitsMinorUnits } from '../domain/money-input';
import { couponSettingsActions } from '../state/coupon-settings-slice';
import { type CouponRootState, selectCoupon, selectCouponSettings } from '../state/selectors';

const isBonusAccount = (state: CouponRootState) => selectCoupon(state).accountType === ACCOUNT_TYPE.bonus;

/** The one-click stake the player set for the paying account (the bonus account keeps its own); 0 = not set. */
export const selectOneClickAmount = (state: CouponRootState): number => {
  const settings = selectCouponSettings(state);
  return isBonusAccount(state) ? settings.bonusAccountOneClickAmount : settings.oneClickAmount;
};

/** What a one-click bet stakes: the player's one-click amount, or the currency's initial amount while none is set (doc 000 §9). */
export const selectOneClickStake = (state: CouponRootState): number =>
  selectOneClickAmount(state) || selectCoupon(state).initialAmount;

/** Sets the one-click stake of the paying account. */
export const oneClickAmountChangedFor = (state: CouponRootState, amount: number) =>
  isBonusAccount(state)
    ? couponSettingsActions.bonusAccountOneClickAmountChanged(amount)
    : couponSettingsActions.oneClickAmountChanged(amount);

/** Why the one-click stake cannot go: its text was not an amount, or it has more decimals than the paying currency. */
export function oneClickStakeRefusal(state: CouponRootState, stake: number): AmountRefusal | null {
  const refusal = selectCouponSettings(state).oneClickAmountRefusal;
  if (refusal) return refusal;
  return fitsMinorUnits(stake, currencyMinorUnits(selectCoupon(state).currencyIso)) ? null : 'decimals';
}
