import type { RootState } from '@kickoff/store';
import { useId } from 'react';
import { useSelector } from 'react-redux';
import { selectBetCount } from '../state/selectors';
import { BetList } from './BetList';
import { CouponOptions, SlipSettings } from './CouponOptions';
import { CouponSummary } from './CouponSummary';
import { CouponTypeSwitch } from './CouponTypeSwitch';
import { EmptySlip } from './EmptySlip';
import { PlacedConfirmation, PlacementPanel } from './PlacementPanel';
import { selectPlacement } from './placement';
import { SlipAnnouncer } from './SlipAnnouncer';
import { SlipHeader } from './SlipHeader';
import { StakeSection } from './StakeSection';
import { useSlipTexts } from './use-slip-texts';
import styles from './BetSlip.module.css';

const selectStatus = (state: RootState) => selectPlacement(state).status;
const selectIsUnconfirmed = (state: RootState) => selectPlacement(state).isUnconfirmed;

export interface BetSlipProps {
  /** the desktop aside's display state (the `hide_right` preference) and its switch */
  collapse?: { isCollapsed: boolean; onToggle(): void };
  /** the sheet below 1100 px: its close button sits in the slip's own header, so the sheet needs no frame of its own */
  onClose?(): void;
}

/**
 * The bet slip: a region named by its title, holding the bets, the coupon type, the stake, the totals, the options
 * and the place button. While a bet is being placed it says so (aria-busy) and its inputs are locked.
 */
export function BetSlip({ collapse, onClose }: BetSlipProps) {
  useSlipTexts();
  const titleId = useId();
  const bodyId = useId();
  const count = useSelector(selectBetCount);
  const status = useSelector(selectStatus);
  const isPlacing = status === 'placing';
  // an answer was lost: nothing changes until the platform says whether the bet went through
  const isFrozen = useSelector(selectIsUnconfirmed);
  return (
    <section
      aria-labelledby={titleId}
      aria-busy={isPlacing || undefined}
      className={styles.slip}
      data-variant={onClose ? 'sheet' : 'aside'}
      data-placement-status={status}
    >
      <SlipHeader titleId={titleId} collapse={collapse ? { ...collapse, bodyId } : undefined} onClose={onClose} />
      <div id={bodyId} className={styles.body} hidden={collapse?.isCollapsed}>
        {status === 'placed' ? <PlacedConfirmation /> : null}
        {count > 0 ? (
          <>
            <fieldset disabled={isPlacing || isFrozen} aria-labelledby={titleId} className={styles.form}>
              <BetList />
              <CouponTypeSwitch />
              <StakeSection />
              <CouponOptions />
            </fieldset>
            {/* what the stake returns and the button stay in view while a long slip scrolls */}
            <div className={styles.footer}>
              <CouponSummary />
              <PlacementPanel />
            </div>
          </>
        ) : status === 'placed' ? null : (
          <>
            <EmptySlip />
            <SlipSettings />
          </>
        )}
      </div>
      <SlipAnnouncer />
    </section>
  );
}
