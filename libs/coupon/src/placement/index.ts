// What the slip (libs/coupon/src/slip) uses of placement, by the names of the slip contract.
export { couponPlacementSlice, placeRequested, placementDismissed, placementRetried } from './placement-slice';
export type {
  PlacementCoupon,
  PlacementFailureKind,
  PlacementRefusal,
  PlacementState,
  PlacementStatus,
} from './placement-slice';
export { selectCanPlace, selectPlacementBlockers } from './placement-blockers';
export type { PlacementBlocker, PlacementBlockerKind } from './placement-blockers';
export { selectCouponSiteRules, selectPlacement, selectSelfExclusion } from './placement-selectors';
export type { PlacementRootState } from './placement-selectors';
export { placementResources } from './placement-resources';
export { oneClickAmountChangedFor, selectOneClickAmount } from './one-click-stake';

import { placeRequested, placementDismissed, placementRetried } from './placement-slice';

/** The slip's three placement actions, as one object. */
export const couponPlacementActions = { placeRequested, placementRetried, placementDismissed };
