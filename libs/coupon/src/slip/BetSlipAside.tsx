import { BetSlip, type BetSlipProps } from './BetSlip';
import styles from './SlipLayout.module.css';

/** The slip as the desktop's right-hand aside (≥ 1100 px): it stays in view while the page scrolls. */
export function BetSlipAside({ collapse }: BetSlipProps) {
  return (
    <div className={styles.aside} data-collapsed={collapse?.isCollapsed ?? false}>
      <BetSlip collapse={collapse} />
    </div>
  );
}
