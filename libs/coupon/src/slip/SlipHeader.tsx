import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { couponActions } from '../state/coupon-slice';
import { selectBetCount } from '../state/selectors';
import { selectIsOneClickOn } from './CouponOptions';
import { selectIsPlacing } from './slip-selectors';
import styles from './BetSlip.module.css';
import hidden from './visually-hidden.module.css';

export interface SlipHeaderProps {
  titleId: string;
  /** the aside's display state (the `hide_right` preference) and its switch; absent in the sheet */
  collapse?: { isCollapsed: boolean; onToggle(): void; bodyId: string };
  /** the sheet's close button */
  onClose?(): void;
}

/** The slip's title with its bet count, clear-all, and the desktop aside's collapse switch or the sheet's close button. */
export function SlipHeader({ titleId, collapse, onClose }: SlipHeaderProps) {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const count = useSelector(selectBetCount);
  const isPlacing = useSelector(selectIsPlacing);
  const isOneClickOn = useSelector(selectIsOneClickOn);
  return (
    <div className={styles.header}>
      <h2 className={styles.title}>
        <span id={titleId}>{t('coupon_slip_title')}</span>
        {count > 0 ? (
          <>
            <span className={styles.count} aria-hidden="true">
              {count}
            </span>
            <span className={hidden.hidden}>{t('coupon_slip_count', { count })}</span>
          </>
        ) : null}
      </h2>
      {isOneClickOn ? <span className={styles.mode}>{t('coupon_slip_one_click_on')}</span> : null}
      {count > 0 && !collapse?.isCollapsed ? (
        <button
          type="button"
          className={styles.headerButton}
          disabled={isPlacing}
          onClick={() => dispatch(couponActions.couponCleared())}
        >
          {t('coupon_slip_clear')}
        </button>
      ) : null}
      {collapse ? (
        <button
          type="button"
          className={styles.headerButton}
          aria-expanded={!collapse.isCollapsed}
          aria-controls={collapse.bodyId}
          onClick={collapse.onToggle}
        >
          <span aria-hidden="true">{collapse.isCollapsed ? '▾' : '▴'}</span>
          <span className={hidden.hidden}>
            {t(collapse.isCollapsed ? 'coupon_slip_expand' : 'coupon_slip_collapse')}
          </span>
        </button>
      ) : null}
      {onClose ? (
        <button type="button" className={styles.closeButton} aria-label={t('coupon_slip_close')} onClick={onClose}>
          <span aria-hidden="true">×</span>
        </button>
      ) : null}
    </div>
  );
}
