import { notInProduction } from '../enabled-by';
import type { RouteDefinition } from '../route-types';
import { NO_QUICK_COUPON, PRIVATE_PAGE } from './route-meta';

const promo = { remoteApp: 'promo', meta: NO_QUICK_COUPON } as const;
const page = { meta: NO_QUICK_COUPON } as const;
const internal = { enabledBy: notInProduction, meta: PRIVATE_PAGE } as const;

/** SR-011, SR-075, SR-078: the other pages of doc 000 §2.5 and doc 001 §2. */
export const OTHER_PAGES_ROUTES: readonly RouteDefinition[] = [
  { name: 'promotions', path: 'promotions/:promotionId', area: 'promotions', ...promo },
  { name: 'promo', path: 'promo', area: 'promotions', ...promo },
  { name: 'points', path: 'points', ...promo },
  { name: 'offers', path: 'offers', ...promo },
  { name: 'partners', path: 'partners/:partnerPage?', ...page },
  { name: 'mobile-apps', path: 'mobile-apps', ...page },
  { name: 'desktop-apps', path: 'desktop-apps', ...page },
  { name: 'betting-app', path: 'betting-app', ...page },
  { name: 'ios-app', path: 'ios-app', ...page },
  { name: 'blog', path: 'blog', ...page },
  { name: 'news', path: 'news/:slug?', ...page },
  { name: 'betting-alphabet', path: 'betting-alphabet', ...page },
  { name: 'ourpartners', path: 'ourpartners/:section?', ...page },
  { name: 'landing-page', path: 'landing-page/:landingId', ...promo },
  { name: 'confirm', path: 'confirm', ...page },
  { name: 'confirm-terms', path: 'confirm-terms', meta: PRIVATE_PAGE },
  { name: 'betting-awards', path: 'betting-awards', ...page },
  { name: 'cricket-world-cup', path: 'cricket-world-cup', ...promo },
  { name: 'football-champions-rules', path: 'football-champions-rules/:chapter?', ...page },
  { name: 'oldbrowser', path: 'oldbrowser', layout: 'empty', meta: PRIVATE_PAGE },
  { name: 'error-500', path: '500', meta: PRIVATE_PAGE },
  { name: 'debugger', path: 'debugger', ...internal },
  { name: 'internal-vpn', path: 'internal-vpn', ...internal },
];
