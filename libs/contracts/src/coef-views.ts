import { COEF_VIEW, type CoefViewId, isCoefViewId } from './coef-view-ids';

/** doc 000 §3.8 appViewType. */
export const APP_VIEW_TYPE = { european: 0, asian: 1 } as const;
export type AppViewType = (typeof APP_VIEW_TYPE)[keyof typeof APP_VIEW_TYPE];

/**
 * The odds formats each app view offers: the European view the six classic ids, the Asian view decimal
 * odds and the Asian ids (14, 15, 16) of Hong Kong, Malay and Indonesian odds.
 */
export const COEF_VIEWS_BY_APP_VIEW: Readonly<Record<AppViewType, readonly CoefViewId[]>> = {
  [APP_VIEW_TYPE.european]: [
    COEF_VIEW.decimal,
    COEF_VIEW.fraction,
    COEF_VIEW.american,
    COEF_VIEW.hongKong,
    COEF_VIEW.malay,
    COEF_VIEW.indonesian,
  ],
  [APP_VIEW_TYPE.asian]: [COEF_VIEW.decimal, COEF_VIEW.asianHongKong, COEF_VIEW.asianMalay, COEF_VIEW.asianIndonesian],
};

/**
 * The formats a player may choose: those the site config lists (`coefViewIds`) that the app view offers,
 * in the site's order. Decimal odds remain when the two share nothing.
 */
export function allowedCoefViews(siteCoefViewIds: readonly number[], appViewType: number): CoefViewId[] {
  const offered =
    COEF_VIEWS_BY_APP_VIEW[appViewType === APP_VIEW_TYPE.asian ? APP_VIEW_TYPE.asian : APP_VIEW_TYPE.european];
  const allowed = siteCoefViewIds.filter((id): id is CoefViewId => isCoefViewId(id) && offered.includes(id));
  return allowed.length > 0 ? [...new Set(allowed)] : [COEF_VIEW.decimal];
}

/** A requested format outside the allowed list is not taken: the first allowed one is used instead. */
export function resolveCoefView(requested: number, allowed: readonly CoefViewId[]): CoefViewId {
  return allowed.find((id) => id === requested) ?? allowed[0] ?? COEF_VIEW.decimal;
}
