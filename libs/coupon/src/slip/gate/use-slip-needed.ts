import { useState } from 'react';
import { useSelector } from 'react-redux';
import { selectBetCount } from '../../state/bet-count';
import type { CouponRootState } from '../../state/selectors';

const selectHasBets = (state: CouponRootState) => selectBetCount(state) > 0;

/**
 * Whether the page needs the slip's full UI (its own chunk): from the first bet on, added or restored from the saved
 * coupon, and for as long as the component lives after that (an emptied slip still shows, empty).
 */
export function useIsSlipNeeded(): boolean {
  const hasBets = useSelector(selectHasBets);
  const [wasNeeded, setWasNeeded] = useState(hasBets);
  if (hasBets && !wasNeeded) setWasNeeded(true);
  return hasBets || wasNeeded;
}
