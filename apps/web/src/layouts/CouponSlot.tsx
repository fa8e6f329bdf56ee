import { SlipPlaceholder, useIsSlipNeeded } from '@kickoff/coupon';
import type { RootState } from '@kickoff/store';
import { preferencesActions } from '@kickoff/user-config';
import { lazy, Suspense } from 'react';
import { useDispatch, useSelector } from 'react-redux';

// The slip's full UI is a chunk of its own, fetched on first need: the home page's first load carries only the count.
const CouponSlip = lazy(() => import('@kickoff/coupon/slip'));

const selectIsRightSectionHidden = (state: RootState) => state.preferences.isRightSectionHidden;

/**
 * The layout's aside slot: the bet slip (the desktop aside, the quick coupon below 1100 px), loaded once a bet is
 * added or restored; until then the empty slip's placeholder. Its display state is the `hide_right` preference.
 */
export function CouponSlot() {
  const dispatch = useDispatch();
  const isNeeded = useIsSlipNeeded();
  const isCollapsed = useSelector(selectIsRightSectionHidden);
  if (!isNeeded) return <SlipPlaceholder />;
  return (
    <Suspense fallback={<SlipPlaceholder />}>
      <CouponSlip collapse={{ isCollapsed, onToggle: () => dispatch(preferencesActions.rightSectionToggled()) }} />
    </Suspense>
  );
}
