import { usePort } from '@kickoff/store';
import { lazy, Suspense } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useSlipSheet } from '../../header/slip-sheet';
import { SlipPlaceholder } from './SlipPlaceholder';
import { useIsSlipNeeded } from './use-slip-needed';

// The slip's full UI is a chunk of its own, fetched on first need: the home page's first load carries only the count.
const CouponSlip = lazy(() => import('../../slip'));

const neverCollapsed = () => false;

/**
 * The layout's aside slot: the bet slip (the desktop aside, the quick coupon below 1100 px), loaded once a bet is
 * added or restored; until then the empty slip's placeholder. Whether it is collapsed is the player's preference
 * (`coupon.slipCollapse`, the user config's `hide_right`); without it the slip stays open.
 */
export function CouponSlot() {
  const dispatch = useDispatch();
  const collapse = usePort('coupon.slipCollapse');
  const hasBeenNeeded = useIsSlipNeeded();
  // The sheet asked for from the bottom bar needs the slip too, empty or not.
  const isNeeded = useSlipSheet().isOpen || hasBeenNeeded;
  const isCollapsed = useSelector(collapse?.selectIsCollapsed ?? neverCollapsed);
  if (!isNeeded) return <SlipPlaceholder />;
  return (
    <Suspense fallback={<SlipPlaceholder />}>
      <CouponSlip collapse={{ isCollapsed, onToggle: () => collapse && dispatch(collapse.toggled()) }} />
    </Suspense>
  );
}
