import { BetSlipAside } from './BetSlipAside';
import type { BetSlipProps } from './BetSlip';
import { OneClickConfirmation } from './OneClickConfirmation';
import { QuickCoupon } from './QuickCoupon';

/**
 * Everything of the slip a page shows, in the layout's aside slot: the desktop aside and, below 1100 px, the quick
 * coupon bar with its sheet (CSS picks one), and the one-click question, once, whichever of the two asked it.
 */
export function CouponSlip({ collapse }: BetSlipProps) {
  return (
    <>
      <BetSlipAside collapse={collapse} />
      <QuickCoupon />
      <OneClickConfirmation />
    </>
  );
}
