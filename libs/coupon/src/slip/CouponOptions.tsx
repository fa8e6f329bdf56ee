import type { AppDispatch, RootState } from '@kickoff/store';
import { Checkbox } from '@kickoff/ui';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { ACCOUNT_TYPE } from '../domain/amount-rules';
import { CHANGE_COEF_ACTION, type ChangeCoefAction, isChangeCoefAction } from '../domain/change-coef-action';
import { couponSettingsActions } from '../state/coupon-settings-slice';
import { couponActions } from '../state/coupon-slice';
import { switchOneClick } from '../state/coupon-thunks';
import {
  selectCoupon,
  selectCouponSettings,
  selectIsOneClickActive,
  selectIsVipBetAvailable,
} from '../state/selectors';
import { AmountField } from './AmountField';
import { InlineSelect } from './InlineSelect';
import { oneClickAmountChangedFor, selectCouponSiteRules, selectOneClickAmount } from './placement';
import { selectAmountStep, selectCurrencyIso } from './slip-selectors';
import styles from './BetSlip.module.css';

const CHANGE_ACTIONS: readonly ChangeCoefAction[] = [
  CHANGE_COEF_ACTION.confirm,
  CHANGE_COEF_ACTION.acceptAny,
  CHANGE_COEF_ACTION.acceptIncrease,
];

const selectIsVipOffered = (state: RootState) => selectIsVipBetAvailable(state, selectCouponSiteRules(state));
const selectIsVipBet = (state: RootState) => selectCoupon(state).isVipBet;
const selectChangeCoefAction = (state: RootState) => selectCouponSettings(state).changeCoefAction;
const selectIsOneClickOffered = (state: RootState) => selectCouponSiteRules(state).isOneClickBetEnabled;
export const selectIsOneClickOn = (state: RootState) => selectIsOneClickActive(state, selectCouponSiteRules(state));
const selectInitialAmount = (state: RootState) => selectCoupon(state).initialAmount;
const selectAccountType = (state: RootState) =>
  selectCoupon(state).accountId === null ? null : selectCoupon(state).accountType;

/** VIP bet (doc 000 §5: only where it is available), then the paying account and the slip's settings. */
export function CouponOptions() {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const isVipOffered = useSelector(selectIsVipOffered);
  const isVipBet = useSelector(selectIsVipBet);
  return (
    <>
      {isVipOffered ? (
        <div className={styles.section}>
          <Checkbox
            label={t('coupon_slip_vip')}
            checked={isVipBet}
            onChange={(event) => dispatch(couponActions.vipBetSwitched(event.target.checked))}
            className={styles.check}
          />
        </div>
      ) : null}
      <PayingAccount />
      <SlipSettings />
    </>
  );
}

/**
 * How the slip meets odds changes and one-click betting; also in the empty slip, where one-click is turned on without
 * a question (CPN-027). Open while one-click is on, so its stake shows.
 */
export function SlipSettings() {
  const { t } = useTranslation();
  const isOneClickOn = useSelector(selectIsOneClickOn);
  return (
    <details className={styles.settings} open={isOneClickOn || undefined}>
      <summary className={styles.settingsSummary}>{t('coupon_slip_settings')}</summary>
      <ChangeAcceptance />
      <OneClick />
    </details>
  );
}

/** The account the coupon is paid from (the active account); from the bonus account no maximum applies (CPN-033). */
function PayingAccount() {
  const { t } = useTranslation();
  const accountType = useSelector(selectAccountType);
  const currencyIso = useSelector(selectCurrencyIso);
  if (accountType === null) return null;
  const kind =
    accountType === ACCOUNT_TYPE.bonus || accountType === ACCOUNT_TYPE.currency ? accountType : ACCOUNT_TYPE.main;
  return (
    <div className={styles.account}>
      <span className={styles.accountLabel}>{t('coupon_slip_account')}</span>
      <span className={styles.accountName}>{t(`coupon_slip_account_${kind}`, { currency: currencyIso })}</span>
      {kind === ACCOUNT_TYPE.bonus ? <span className={styles.hint}>{t('coupon_slip_account_bonus_hint')}</span> : null}
    </div>
  );
}

/** doc 001 §4: ask, accept any change, or accept rises only (changeCoefAction 0, 1, 2). */
function ChangeAcceptance() {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const action = useSelector(selectChangeCoefAction);
  return (
    <InlineSelect
      label={t('coupon_slip_change_action')}
      value={action}
      options={CHANGE_ACTIONS.map((value) => ({ value, label: t(`coupon_slip_change_action_${value}`) }))}
      onChange={(chosen) => {
        if (isChangeCoefAction(chosen)) dispatch(couponSettingsActions.changeCoefActionChanged(chosen));
      }}
    />
  );
}

/** The one-click stake of the paying account (the bonus account keeps its own). */
const oneClickAmountChanged = (amount: number) => (dispatch: AppDispatch, getState: () => RootState) =>
  void dispatch(oneClickAmountChangedFor(getState(), amount));

/**
 * One-click betting, where the site allows it; turning it on over bets asks first (OneClickConfirmation). While it is
 * on, an odds click places that bet at once at this stake (placement/one-click-listener.ts).
 */
function OneClick() {
  const { t } = useTranslation();
  const dispatch = useDispatch<AppDispatch>();
  const isOffered = useSelector(selectIsOneClickOffered);
  const isOn = useSelector(selectIsOneClickOn);
  const rules = useSelector(selectCouponSiteRules);
  const amount = useSelector(selectOneClickAmount);
  const refusal = useSelector((state: RootState) => selectCouponSettings(state).oneClickAmountRefusal);
  const step = useSelector(selectAmountStep);
  const currencyIso = useSelector(selectCurrencyIso);
  const initialAmount = useSelector(selectInitialAmount);
  const hasNoAmount = amount === 0;
  useEffect(() => {
    // a one-click stake starts where a coupon's does: the currency's initial amount (doc 000 §9)
    if (isOn && hasNoAmount) dispatch(oneClickAmountChanged(initialAmount));
  }, [isOn, hasNoAmount, initialAmount, dispatch]);
  if (!isOffered) return null;
  return (
    <>
      <Checkbox
        label={t('coupon_slip_one_click')}
        checked={isOn}
        onChange={(event) => dispatch(switchOneClick(event.target.checked, rules))}
        className={styles.check}
      />
      {isOn ? (
        <AmountField
          key={currencyIso}
          label={t('coupon_slip_one_click_amount')}
          value={amount}
          step={step}
          currencyIso={currencyIso}
          refusal={refusal}
          onChange={(value) => dispatch(oneClickAmountChanged(value))}
          onUnreadable={(reason) => dispatch(couponSettingsActions.oneClickAmountUnreadable(reason))}
        />
      ) : null}
    </>
  );
}
