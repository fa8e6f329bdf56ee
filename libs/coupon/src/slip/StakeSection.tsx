import type { RootState } from '@kickoff/store';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { COUPON_TYPE } from '../domain/coupon-type';
import { couponActions } from '../state/coupon-slice';
import { selectAmountProblem, selectCoupon, selectCouponTypeId } from '../state/selectors';
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
  const hint = useLimitsHint();
  useEffect(() => {
    if (amount === 0) dispatch(couponActions.amountChanged(initialAmount));
    // Only when the stake first shows: a stake the player empties stays empty.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  if (typeId === COUPON_TYPE.systemWithBlocks) return <BlockStakes hint={hint} invalid={invalid} />;
  return (
    <div className={styles.section}>
      <AmountField
        label={t(typeId === COUPON_TYPE.multipleSingles ? 'coupon_slip_stake_each' : 'coupon_slip_stake')}
        value={amount}
        step={step}
        currencyIso={currencyIso}
        hint={hint}
        invalid={invalid}
        onChange={(value) => dispatch(couponActions.amountChanged(value))}
      />
    </div>
  );
}

/** System with blocks: each block is an express with a stake of its own (amountByBlockId). */
function BlockStakes({ hint, invalid }: { hint: string | undefined; invalid: boolean }) {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const blockIds = useSelector(selectBlockIds);
  const amountByBlockId = useSelector((state: RootState) => selectCoupon(state).amountByBlockId);
  const initialAmount = useSelector(selectInitialAmount);
  const step = useSelector(selectAmountStep);
  const currencyIso = useSelector(selectCurrencyIso);
  useEffect(() => {
    for (const blockId of blockIds)
      if (amountByBlockId[blockId] === undefined)
        dispatch(couponActions.blockAmountChanged({ blockId, amount: initialAmount }));
  }, [blockIds, amountByBlockId, initialAmount, dispatch]);
  return (
    <div className={styles.section}>
      <div className={styles.blocks}>
        {blockIds.map((blockId, index) => (
          <AmountField
            key={blockId}
            label={t('coupon_slip_block_stake', { n: index + 1 })}
            value={amountByBlockId[blockId] ?? 0}
            step={step}
            currencyIso={currencyIso}
            invalid={invalid}
            onChange={(amount) => dispatch(couponActions.blockAmountChanged({ blockId, amount }))}
          />
        ))}
      </div>
      {hint ? <p className={styles.hint}>{hint}</p> : null}
    </div>
  );
}
