import type { RootState } from '@kickoff/store';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { COUPON_TYPE } from '../domain/coupon-type';
import { couponActions } from '../state/coupon-slice';
import { selectAmountProblem, selectCoupon, selectCouponTypeId } from '../state/selectors';
import type { AmountField as Field } from '../state/coupon-state';
import { AmountField } from './AmountField';
import { formatMoney } from './money';
import { selectCouponSiteRules } from './placement';
import { selectAmountStep, selectBlockIds, selectCurrencyIso } from './slip-selectors';
import styles from './BetSlip.module.css';

/** The least the coupon takes: a system's minimum is per line, times its lines (systemValues). */
const selectMinimum = (state: RootState): number => {
  const coupon = selectCoupon(state);
  if (coupon.typeId !== COUPON_TYPE.system) return coupon.minBetAmount;
  return coupon.systemValues.find((value) => value.value === coupon.systemValue)?.minBetAmount ?? coupon.minBetAmount;
};
const selectMaximum = (state: RootState) => selectCoupon(state).maxBetAmount;
const selectAmount = (state: RootState) => selectCoupon(state).amount;
const selectInitialAmount = (state: RootState) => selectCoupon(state).initialAmount;
const selectHasAmountProblem = (state: RootState) => selectAmountProblem(state, selectCouponSiteRules(state)) !== null;
const selectRefusal = (state: RootState, field: Field) => selectCoupon(state).unreadableAmounts[field] ?? null;
const selectClearedFor = (state: RootState) => selectCoupon(state).stakeClearedForCurrency;

/** The limits under a stake, in the coupon's currency: "Min 10.00 · Max 50,000.00". */
function useLimitsHint(): string | undefined {
  const { t, i18n } = useTranslation();
  const min = useSelector(selectMinimum);
  const max = useSelector(selectMaximum);
  const currencyIso = useSelector(selectCurrencyIso);
  const parts = [
    min > 0 ? t('coupon_slip_min', { amount: formatMoney(min, currencyIso, i18n.language) }) : null,
    max !== null ? t('coupon_slip_max', { amount: formatMoney(max, currencyIso, i18n.language) }) : null,
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(' · ') : undefined;
}

/**
 * The stake: one for the coupon (for multiple singles, the one each bet without its own takes) or one per block.
 * A coupon without a stake starts at the currency's initial amount (doc 000 §9).
 */
export function StakeSection() {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const typeId = useSelector(selectCouponTypeId);
  const amount = useSelector(selectAmount);
  const initialAmount = useSelector(selectInitialAmount);
  const step = useSelector(selectAmountStep);
  const currencyIso = useSelector(selectCurrencyIso);
  const invalid = useSelector(selectHasAmountProblem);
  const refusal = useSelector((state: RootState) => selectRefusal(state, 'coupon'));
  const clearedFor = useSelector(selectClearedFor);
  const hint = useLimitsHint();
  useEffect(() => {
    if (amount === 0 && clearedFor === null) dispatch(couponActions.amountChanged(initialAmount));
    // Only when the stake first shows: a stake the player empties (or a currency switch cleared) stays empty.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const notice = clearedFor ? <CurrencyNotice currencyIso={clearedFor} /> : null;
  if (typeId === COUPON_TYPE.systemWithBlocks) return <BlockStakes hint={hint} invalid={invalid} notice={notice} />;
  return (
    <div className={styles.section}>
      {notice}
      <AmountField
        // another currency is another field: a text typed for the old one does not stay
        key={currencyIso}
        label={t(typeId === COUPON_TYPE.multipleSingles ? 'coupon_slip_stake_each' : 'coupon_slip_stake')}
        value={amount}
        step={step}
        currencyIso={currencyIso}
        hint={hint}
        invalid={invalid}
        refusal={refusal}
        onChange={(value) => dispatch(couponActions.amountChanged(value))}
        onUnreadable={(reason) => dispatch(couponActions.amountUnreadable({ field: 'coupon', reason }))}
      />
    </div>
  );
}

/** The paying account's currency changed under a stake: it was cleared, never carried over as another currency. */
function CurrencyNotice({ currencyIso }: { currencyIso: string }) {
  const { t } = useTranslation();
  return (
    <p role="status" className={styles.hint} data-notice="stake-cleared">
      {t('coupon_slip_stake_cleared', { currency: currencyIso })}
    </p>
  );
}

/** System with blocks: each block is an express with a stake of its own (amountByBlockId). */
function BlockStakes({ hint, invalid, notice }: { hint: string | undefined; invalid: boolean; notice: ReactNode }) {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const blockIds = useSelector(selectBlockIds);
  const amountByBlockId = useSelector((state: RootState) => selectCoupon(state).amountByBlockId);
  const initialAmount = useSelector(selectInitialAmount);
  const step = useSelector(selectAmountStep);
  const currencyIso = useSelector(selectCurrencyIso);
  const unreadable = useSelector((state: RootState) => selectCoupon(state).unreadableAmounts);
  const clearedFor = useSelector(selectClearedFor);
  useEffect(() => {
    if (clearedFor !== null) return;
    for (const blockId of blockIds)
      if (amountByBlockId[blockId] === undefined)
        dispatch(couponActions.blockAmountChanged({ blockId, amount: initialAmount }));
  }, [blockIds, amountByBlockId, initialAmount, clearedFor, dispatch]);
  return (
    <div className={styles.section}>
      {notice}
      <div className={styles.blocks}>
        {blockIds.map((blockId, index) => (
          <AmountField
            key={`${currencyIso}:${blockId}`}
            label={t('coupon_slip_block_stake', { n: index + 1 })}
            value={amountByBlockId[blockId] ?? 0}
            step={step}
            currencyIso={currencyIso}
            invalid={invalid}
            refusal={unreadable[`block:${blockId}`] ?? null}
            onChange={(amount) => dispatch(couponActions.blockAmountChanged({ blockId, amount }))}
            onUnreadable={(reason) => dispatch(couponActions.amountUnreadable({ field: `block:${blockId}`, reason }))}
          />
        ))}
      </div>
      {hint ? <p className={styles.hint}>{hint}</p> : null}
    </div>
  );
}
