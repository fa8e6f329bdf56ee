import { createSelector } from '@reduxjs/toolkit';
import { FALLBACK_SITE_CONFIG, selectSiteConfig } from '@kickoff/site-config';
import type { CouponSiteRules } from '../domain/site-rules';
import type { CouponRootState } from '../state/selectors';
import { type CouponContextState, initialCouponContext } from './coupon-context-slice';
import { type PlacementState, initialPlacementState } from './placement-slice';

type ConfigState = Parameters<typeof selectSiteConfig>[0];

/** The part of the root state placement reads; every slice may still be uninjected (lazy slices). */
export interface PlacementRootState extends CouponRootState, ConfigState {
  couponPlacement?: PlacementState;
  couponContext?: CouponContextState;
}

export const selectPlacement = (state: PlacementRootState): PlacementState =>
  state.couponPlacement ?? initialPlacementState;
export const selectCouponContext = (state: PlacementRootState): CouponContextState =>
  state.couponContext ?? initialCouponContext;
export const selectSelfExclusion = (state: PlacementRootState) => selectCouponContext(state).selfExclusion;

const selectLoadedConfig = (state: PlacementRootState) => selectSiteConfig(state, selectCouponContext(state).language);

const rulesOf = (config: typeof FALLBACK_SITE_CONFIG): CouponSiteRules => ({
  isOneClickBetEnabled: config.isOneClickBetEnabled,
  isVipBetEnabled: config.isVipBetEnabled,
  isBonusBetEnabled: config.isBonusBetEnabled,
  minAmountCouponTypes: config.minAmountCouponTypes,
  maxAmountCouponTypes: config.maxAmountCouponTypes,
  coefViewIds: config.coefViewIds,
});

/** The site config flags the coupon's rules take, for the page's language; the built-in fallback while it loads. */
export const selectCouponSiteRules = createSelector([selectLoadedConfig], (loaded): CouponSiteRules =>
  rulesOf(loaded ?? FALLBACK_SITE_CONFIG),
);

/** The same rules, only once the page's site config has loaded (an offer is never made on the fallback's say-so). */
export const selectLoadedCouponSiteRules = createSelector(
  [selectLoadedConfig],
  (loaded): CouponSiteRules | undefined => (loaded ? rulesOf(loaded) : undefined),
);

/** The signed-in player's id (mirrored from the session: `followPlayer`); null when nobody is. */
export const selectPlayerId = (state: PlacementRootState): number | null => selectCouponContext(state).playerId;

export const selectIsPlayerSignedIn = (state: PlacementRootState): boolean => selectPlayerId(state) !== null;
