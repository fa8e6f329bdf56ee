import type { RootState } from '@kickoff/store';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { COUPON_TYPE } from '../domain/coupon-type';
import { selectCoupon, selectCouponTypeId, selectPossibleWin, selectTotalStake } from '../state/selectors';
import { formatMoney } from './money';
import { selectCurrencyIso } from './slip-selectors';
import styles from './BetSlip.module.css';

const selectCoefByView = (state: RootState) => selectCoupon(state).coefByView;
const selectMaxPayout = (state: RootState) => selectCoupon(state).maxPayout;

/** Total odds, what is staked when it is spread, the possible win (the engine's, exact to the cent) and its ceiling. */
export function CouponSummary() {
  const { t, i18n } = useTranslation();
  const typeId = useSelector(selectCouponTypeId);
  const coefText = useSelector(selectCoefByView);
  const totalStake = useSelector(selectTotalStake);
  const possibleWin = useSelector(selectPossibleWin);
  const maxPayout = useSelector(selectMaxPayout);
  const currencyIso = useSelector(selectCurrencyIso);
  const money = (amount: number) => formatMoney(amount, currencyIso, i18n.language);
  const isSpread = typeId === COUPON_TYPE.multipleSingles || typeId === COUPON_TYPE.systemWithBlocks;
  // singles are separate coupons: each row shows its own odds, and no total joins them
  const hasTotalCoef = typeId !== COUPON_TYPE.multipleSingles;
  return (
    <dl className={styles.summary}>
      {hasTotalCoef ? (
        <div className={styles.line}>
          <dt>{t('coupon_slip_total_coef')}</dt>
          <dd className={styles.figure} data-testid="total-coef">
            {coefText || '—'}
          </dd>
        </div>
      ) : null}
      {isSpread ? (
        <div className={styles.line}>
          <dt>{t('coupon_slip_total_stake')}</dt>
          <dd className={styles.figure}>{money(totalStake)}</dd>
        </div>
      ) : null}
      <div className={styles.line} data-emphasis="true">
        <dt>{t('coupon_slip_possible_win')}</dt>
        <dd className={styles.figure} data-testid="possible-win">
          {money(possibleWin)}
        </dd>
      </div>
      {maxPayout !== null ? (
        <div className={styles.line}>
          <dt>{t('coupon_slip_max_payout')}</dt>
          <dd className={styles.figure}>{money(maxPayout)}</dd>
        </div>
      ) : null}
    </dl>
  );
}
