import type { RouteDefinition } from '../route-types';
import { NO_QUICK_COUPON } from './route-meta';

/** SR-053, SR-058: the bonus games, each under `games/bonus/{slug}`. */
export const BONUS_GAMES = ['fortuna', 'chest', 'memory', 'safe', 'lottery', 'dragon-bonus'] as const;

const games = { area: 'games', remoteApp: 'games', meta: NO_QUICK_COUPON } as const;

export const GAMES_ROUTES: readonly RouteDefinition[] = [
  { name: 'games', path: 'games', ...games },
  { name: 'games-view', path: 'games/:gameRoute', ...games },
  { name: 'games-landing', path: 'games-landing/:landingRoute', ...games },
  ...BONUS_GAMES.map((game): RouteDefinition => ({
    name: `bonus-game-${game}`,
    path: `games/bonus/${game}`,
    ...games,
  })),
  { name: 'lotto', path: 'lotto/:sectionName?/:lottoId?', remoteApp: 'lotto', meta: NO_QUICK_COUPON },
  { name: 'toto-frame', path: 'toto/:totoSection?', remoteApp: 'toto', meta: NO_QUICK_COUPON },
];
