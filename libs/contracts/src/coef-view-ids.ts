// The odds formats' ids alone: the preferences read them from the first load, the formatting comes with the coupon.
/**
 * Odds formats (doc 000 §5), always derived from the decimal coefficient, the one stored value.
 * Ids 4/14, 5/15 and 6/16 are the same format; which of them a player may pick depends on the app view
 * type (coef-views.ts).
 */
export const COEF_VIEW = {
  decimal: 0,
  fraction: 1,
  american: 2,
  hongKong: 4,
  malay: 5,
  indonesian: 6,
  asianHongKong: 14,
  asianMalay: 15,
  asianIndonesian: 16,
} as const;

export type CoefViewId = (typeof COEF_VIEW)[keyof typeof COEF_VIEW];

export const COEF_VIEW_IDS: readonly CoefViewId[] = Object.values(COEF_VIEW);

export function isCoefViewId(value: unknown): value is CoefViewId {
  return COEF_VIEW_IDS.includes(value as CoefViewId);
}
