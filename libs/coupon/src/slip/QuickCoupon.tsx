import { useShownPage } from '@kickoff/contracts';
import type { RootState } from '@kickoff/store';
import { Modal } from '@kickoff/ui';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { useSlipSheet } from '../header/slip-sheet';
import { selectBetCount, selectCoupon } from '../state/selectors';
import { BetSlip } from './BetSlip';
import { selectPlacement } from './placement';
import { useSlipTexts } from './use-slip-texts';
import styles from './SlipLayout.module.css';
import hidden from './visually-hidden.module.css';

const selectCoefByView = (state: RootState) => selectCoupon(state).coefByView;
const selectIsPlaced = (state: RootState) => selectPlacement(state).status === 'placed';

/**
 * The quick coupon (below 1100 px): a bar at the bottom with the bet count and the total odds that opens the slip as a
 * sheet. CPN-046: routes whose meta says `hideQuickCoupon` (casino, information, the office …) show no bar.
 * The sheet stays open while it is open, so the confirmation of a placed bet (the coupon has emptied) is seen; a bet
 * placed with the sheet closed (one click on the odds) leaves the bar saying so, and it opens that confirmation.
 */
export function QuickCoupon() {
  useSlipTexts();
  const { t } = useTranslation();
  // The bottom bar's bet slip item opens the same sheet.
  const { isOpen, open, close } = useSlipSheet();
  const count = useSelector(selectBetCount);
  const coefText = useSelector(selectCoefByView);
  const isHiddenHere = useShownPage()?.route.meta?.hideQuickCoupon === true;
  const isPlacedHere = useSelector(selectIsPlaced) && count === 0;
  // Asked for from the bottom bar, the sheet opens on any page; the bar itself only where the route allows it.
  if (!isOpen && (isHiddenHere || (count === 0 && !isPlacedHere))) return null;
  const showsBar = !isHiddenHere;
  return (
    <div className={styles.quick}>
      {/* mounted with the bar, so a bet placed behind a closed sheet is announced; the aside speaks for itself from 1100 px */}
      <p role="status" className={`${hidden.hidden} ${styles.barOnly}`}>
        {isPlacedHere && !isOpen ? t('coupon_slip_placed_title') : null}
      </p>
      {showsBar && count > 0 ? (
        <button type="button" className={styles.bar} aria-haspopup="dialog" aria-expanded={isOpen} onClick={open}>
          <span className={styles.barTitle}>{t('coupon_slip_title')}</span>
          <span className={styles.barCount} aria-hidden="true">
            {count}
          </span>
          <span className={hidden.hidden}>{t('coupon_slip_count', { count })}</span>
          <span className={styles.barOdds}>{t('coupon_slip_bar_odds', { coef: coefText })}</span>
        </button>
      ) : showsBar && isPlacedHere ? (
        <button
          type="button"
          className={styles.bar}
          data-tone="success"
          aria-haspopup="dialog"
          aria-expanded={isOpen}
          onClick={open}
        >
          <span className={styles.barTitle}>{t('coupon_slip_title')}</span>
          <span className={styles.barOdds}>{t('coupon_slip_placed_title')}</span>
        </button>
      ) : null}
      <Modal
        open={isOpen}
        ariaLabel={t('coupon_slip_title')}
        size="medium"
        showCloseButton={false}
        className={styles.sheet}
        onClose={close}
      >
        <BetSlip onClose={close} />
      </Modal>
    </div>
  );
}
