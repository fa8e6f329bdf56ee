import { DIGITS_ONLY, oneOf } from '../param-rules';
import type { RouteDefinition } from '../route-types';
import { notInProduction } from '../enabled-by';
import { FULL_CONTENT } from './route-meta';

const SPORT_SECTION = oneOf('line', 'live');

/** SR-034: page types other than home, top events, team and cyber, which have shapes of their own. */
export const BETTING_PAGE_TYPES = ['betsonyour', 'topgame', 'marble', 'ufc', 'politics'] as const;

/** SR-039 */
export const CYBER_TYPES = ['real', 'virtual', 'stream'] as const;

const sport = { remoteApp: 'sport' } as const;

/** The home page type has no segment of its own: `/{lng}/live/…` is the home type's live section. */
function homeTypeSection(section: 'line' | 'live'): RouteDefinition[] {
  return [
    { name: section, path: `${section}/:menuSection?/:sport?/:champ?`, area: section, ...sport },
    { name: `${section}-game`, path: `${section}/:menuSection/:sport/:champ/:game`, area: section, ...sport },
  ];
}

function cyberRoutes(prefix: 'cyber' | 'esports'): RouteDefinition[] {
  const cyber = { area: 'cyber', remoteApp: 'cyber', params: { type: oneOf(...CYBER_TYPES) } } as const;
  return [
    { name: `${prefix}-disciplines`, path: `${prefix}/:type`, ...cyber },
    { name: `${prefix}-champs`, path: `${prefix}/:type/champs`, ...cyber },
    { name: `${prefix}-champ`, path: `${prefix}/:type/champs/:champId`, ...cyber },
    { name: `${prefix}-game`, path: `${prefix}/:type/game/:gameId`, ...cyber },
  ];
}

const cricket = { area: 'cricket', remoteApp: 'cricket', enabledBy: notInProduction } as const;

export const BETTING_ROUTES: readonly RouteDefinition[] = [
  { name: 'home', path: '' },
  ...homeTypeSection('line'),
  ...homeTypeSection('live'),
  {
    name: 'betting',
    path: ':pageType/:section/:menuSection?/:sport?/:champ?',
    params: { pageType: BETTING_PAGE_TYPES, section: SPORT_SECTION },
    ...sport,
  },
  {
    name: 'betting-game',
    path: ':pageType/:section/:menuSection/:sport/:champ/:game',
    params: { pageType: BETTING_PAGE_TYPES, section: SPORT_SECTION },
    ...sport,
  },
  { name: 'top-events', path: 'top-events/:subType', ...sport },
  { name: 'top-events-game', path: 'top-events/:subType/game/:game', ...sport },
  { name: 'multi-live', path: 'multi', ...sport },
  { name: 'champ', path: 'champs/:champId', ...sport },
  { name: 'team', path: 'team/:teamId', ...sport },
  { name: 'team-games-info', path: 'team/:teamId/games-info', ...sport },
  { name: 'team-section', path: 'team/:teamId/:teamSection', ...sport },
  ...cyberRoutes('cyber'),
  ...cyberRoutes('esports'),
  { name: 'cricket-all-champs', path: 'cricket/all-champs', ...cricket },
  { name: 'cricket-all-events', path: 'cricket/all-events', ...cricket },
  { name: 'cricket-broadcasts', path: 'cricket/broadcasts', ...cricket },
  { name: 'cricket-champ', path: 'cricket/champ/:champ', ...cricket },
  { name: 'cricket-player-info', path: 'cricket/player-info/:id', ...cricket },
  { name: 'cricket-game', path: 'cricket/game/:gameId', ...cricket },
  { name: 'cricket-app', path: 'cricket-app', remoteApp: 'cricket', meta: FULL_CONTENT },
  { name: 'results', path: 'results/:type?', params: { type: oneOf('live', 'zone') }, ...sport },
  { name: 'statistic', path: 'statistic', ...sport },
  { name: 'statistic-popup', path: 'statisticpopup', layout: 'empty', ...sport },
  { name: 'print-coupon', path: 'print-coupon/:couponId', layout: 'empty', params: { couponId: DIGITS_ONLY } },
];
