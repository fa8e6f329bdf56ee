import type { RouteDefinition } from '../route-types';
import { NO_QUICK_COUPON } from './route-meta';

/**
 * SR-084: the two bonus families, member by member: [bonus family, offer family]. `promoBonusToOffer`
 * picks one (SR-085); the other's paths redirect to it (see redirects).
 */
export const BONUS_FAMILIES = [
  {
    bonus: { name: 'bonuses', path: 'bonuses/:section?/:id?' },
    offer: { name: 'bonuses-offers', path: 'bonuses-offers/:section?/:id?' },
  },
  {
    bonus: { name: 'bonus-partner', path: 'bonus-partner/:id?' },
    offer: { name: 'bonus-offer-partner', path: 'bonus-offer-partner/:id?' },
  },
  { bonus: { name: 'bonus', path: 'bonus/:id' }, offer: { name: 'bonus-offer', path: 'bonus-offer/:id' } },
  {
    bonus: { name: 'bonuses-games', path: 'bonuses-games' },
    offer: { name: 'bonuses-offers-games', path: 'bonuses-offers-games' },
  },
] as const;

export const BONUS_ROUTES: readonly RouteDefinition[] = BONUS_FAMILIES.flatMap(
  ({ bonus, offer }): RouteDefinition[] => [
    { ...bonus, area: 'bonuses', remoteApp: 'promo', meta: NO_QUICK_COUPON },
    { ...offer, area: 'bonuses', remoteApp: 'promo', meta: NO_QUICK_COUPON },
  ],
);
