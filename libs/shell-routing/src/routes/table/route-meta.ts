import type { RouteMeta } from '../route-types';

/** Pages where betting makes no sense: account, information, forms, service pages. */
export const NO_QUICK_COUPON: RouteMeta = { hideQuickCoupon: true };

/** Private pages: nothing for search engines, and no quick coupon. */
export const PRIVATE_PAGE: RouteMeta = { hideQuickCoupon: true, hideSeo: true };

/** A game or frame that wants the whole content area. */
export const FULL_CONTENT: RouteMeta = { hideQuickCoupon: true, hideSeo: true, hideFooter: true };
