import { allowedCoefViews, COEF_VIEW, type CoefViewId } from '@kickoff/contracts';
import { selectSiteConfig } from '@kickoff/site-config';
import type { RootState } from '@kickoff/store';
import { createSelector } from '@reduxjs/toolkit';

const EVERY_COEF_VIEW: readonly number[] = Object.values(COEF_VIEW);

/**
 * The site's allowed odds formats; every format while site config loads, so a remembered choice is not dropped
 * before the site has said whether it offers it.
 */
const selectSiteCoefViewIds = (state: RootState): readonly number[] =>
  selectSiteConfig(state, state.preferences.language)?.coefViewIds ?? EVERY_COEF_VIEW;

/** The odds formats the player may choose: the site config's, limited to those of the app view type (doc 000 §5). */
export const selectAllowedCoefViews = createSelector(
  [selectSiteCoefViewIds, (state: RootState) => state.preferences.appViewType],
  (siteIds, appViewType): CoefViewId[] => allowedCoefViews(siteIds, appViewType),
);
