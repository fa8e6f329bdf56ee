import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { COUPON_TYPE } from '../domain/coupon-type';
import { couponActions } from '../state/coupon-slice';
import { selectBetCount, selectCouponTypeId, selectSystemValue, selectSystemValues } from '../state/selectors';
import { selectAllowedCouponTypes } from './coupon-types';
import { InlineSelect } from './InlineSelect';
import styles from './BetSlip.module.css';

/** The coupon types the bets allow, as native radios (arrow keys move between them), and a system's size. */
export function CouponTypeSwitch() {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const name = useId();
  const types = useSelector(selectAllowedCouponTypes);
  const typeId = useSelector(selectCouponTypeId);
  if (types.length < 2) return null;
  return (
    <div className={styles.section}>
      <fieldset className={styles.types}>
        <legend className={styles.legend}>{t('coupon_slip_type')}</legend>
        <div className={styles.segments}>
          {types.map((id) => (
            <label key={id} className={styles.segment}>
              <input
                type="radio"
                name={name}
                value={id}
                checked={typeId === id}
                onChange={() => dispatch(couponActions.typeChanged(id))}
              />
              <span>{t(`coupon_slip_type_${id}`)}</span>
            </label>
          ))}
        </div>
      </fieldset>
      {typeId === COUPON_TYPE.system ? <SystemValueSelect /> : null}
    </div>
  );
}

/** k of n: the line sizes the bets allow (systemValues), each with its number of lines. */
function SystemValueSelect() {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const values = useSelector(selectSystemValues);
  const value = useSelector(selectSystemValue);
  const count = useSelector(selectBetCount);
  return (
    <InlineSelect
      label={t('coupon_slip_system_value')}
      value={value}
      options={values.map((option) => ({
        value: option.value,
        label: t('coupon_slip_system_option', { value: option.value, count, combo: option.combo }),
      }))}
      onChange={(chosen) => dispatch(couponActions.systemValueChanged(chosen))}
    />
  );
}
