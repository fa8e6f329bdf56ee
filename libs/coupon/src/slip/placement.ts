// The placement state (issue 14's contract between the slip and the placement): the slip reads it only through here.
export {
  oneClickAmountChangedFor,
  placeRequested,
  placementDismissed,
  placementRetried,
  selectCanPlace,
  selectCouponSiteRules,
  selectOneClickAmount,
  selectPlacement,
  selectPlacementBlockers,
} from '../placement';
export type { PlacementBlocker } from '../placement';
