import { LANDING_ID } from '../param-rules';
import type { RouteDefinition } from '../route-types';
import { FULL_CONTENT, NO_QUICK_COUPON } from './route-meta';

/** SR-049: a game opened inside a casino section, full width. */
function withGamePage(route: RouteDefinition): RouteDefinition[] {
  return [
    route,
    { ...route, name: `${route.name}-game`, path: `${route.path}/game/:gameId/:gameName`, meta: FULL_CONTENT },
  ];
}

const casino = { area: 'casino', remoteApp: 'casino', meta: NO_QUICK_COUPON } as const;
const casinoApp = { remoteApp: 'casino', meta: NO_QUICK_COUPON } as const;

/** SR-048: sections whose games open under `…/game/{gameId}/{gameName}`. */
const SECTIONS_WITH_GAMES: readonly RouteDefinition[] = [
  { name: 'bingo', path: 'bingo', ...casinoApp },
  { name: 'casino-bonus', path: 'bonus/casino', ...casino },
  { name: 'casino-bonus-promotion', path: 'bonus/casino/promotions/:id', ...casino },
  { name: 'casino-brand', path: 'casino/brand', ...casino },
  { name: 'fishinghunting', path: 'fishinghunting', ...casinoApp },
  { name: 'poker', path: 'poker/:game?', remoteApp: 'poker', meta: NO_QUICK_COUPON },
  { name: 'scratchcards', path: 'scratchcards', ...casinoApp },
  { name: 'keno', path: 'keno', ...casinoApp },
  { name: 'casino', path: 'casino/:subcategory?', ...casino },
  { name: 'livecasino', path: 'livecasino/:subcategory?', remoteApp: 'livecasino', meta: NO_QUICK_COUPON },
];

/** SR-050, and doc 001's `slots`. */
const OTHER_SECTIONS: readonly RouteDefinition[] = [
  { name: 'tvgames', path: 'tvgames', ...casinoApp },
  { name: 'virtualsports', path: 'virtualsports', ...casinoApp },
  { name: 'fast-games', path: 'fast-games', ...casinoApp },
  { name: 'fast-bet', path: 'fast-bet', ...casinoApp },
  { name: 'slots', path: 'slots', ...casino },
  { name: 'slots-vulkan', path: 'slots/vulkan', ...casino },
  { name: 'asian-games', path: 'asian-games', ...casinoApp },
  { name: 'card-games', path: 'card-games', ...casinoApp },
  { name: 'crash-games', path: 'crash-games', ...casinoApp },
  { name: 'skill-games', path: 'skill-games', ...casinoApp },
  { name: 'my-casino', path: 'my-casino', ...casino },
  { name: 'my-casino-favorites', path: 'my-casino/favorites', ...casino },
  { name: 'casino-lobby', path: 'casino-lobby', ...casino },
  { name: 'providers', path: 'providers', ...casino },
  { name: 'provider', path: 'providers/:provider', ...casino },
  { name: 'casino-search', path: 'casino-search', ...casino },
  { name: 'casino-tournaments', path: 'bonus/casino/tournaments', ...casino },
  { name: 'casino-tournament', path: 'bonus/casino/tournaments/:id', ...casino },
  { name: 'othergames', path: 'othergames', ...casinoApp },
];

/**
 * SR-050 `{section}/thankyou`. It ranks level with a section's optional child (`casino/:subcategory?`), so it
 * must come first in the table: React Router breaks ties by order, and "thankyou" is no subcategory.
 */
export const SECTION_THANKYOU: RouteDefinition = { name: 'thankyou', path: ':section/thankyou', ...casinoApp };

export const CASINO_ROUTES: readonly RouteDefinition[] = [
  ...SECTIONS_WITH_GAMES.flatMap(withGamePage),
  ...OTHER_SECTIONS,
  // SR-051: a first-bonus landing stands alone, without the site's header and footer.
  { name: 'casino-bonus-landing', path: 'bonus/casino/:id', layout: 'headless', params: { id: LANDING_ID }, ...casino },
];
