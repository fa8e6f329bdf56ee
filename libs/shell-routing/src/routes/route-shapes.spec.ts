import { describe, expect, it } from 'vitest';
import { BETTING_PAGE_TYPES, CYBER_TYPES } from './table/betting-routes';
import { BONUS_GAMES } from './table/games-routes';
import { OFFICE_CHILDREN } from './table/office-routes';
import { BLOCKING_PAGES, PAYMENT_RESULTS } from './table/service-pages-routes';
import { resolveAt } from './testing/resolve-at';

interface Shape {
  title: string;
  path: string;
  name: string;
  layout?: string;
  params?: Record<string, string>;
}

const shape = (
  title: string,
  path: string,
  name: string,
  extra: Omit<Shape, 'title' | 'path' | 'name'> = {},
): Shape => ({ title, path, name, ...extra });

const BETTING: Shape[] = [
  shape('[SR-030] the language root is home', '/ru/', 'home'),
  shape('[SR-031] line section of the home page type', '/ru/line/popular/football/premier-league', 'line', {
    params: { menuSection: 'popular', sport: 'football', champ: 'premier-league' },
  }),
  shape('[SR-031] live section, trailing segments optional', '/ru/live', 'live'),
  shape('[SR-033] a live game page adds /{game}', '/ru/live/popular/football/epl/arsenal-chelsea', 'live-game', {
    params: { game: 'arsenal-chelsea' },
  }),
  ...BETTING_PAGE_TYPES.map((pageType) =>
    shape(`[SR-031] [SR-034] page type ${pageType}`, `/ru/${pageType}/line/main/football/epl`, 'betting', {
      params: { pageType, section: 'line', champ: 'epl' },
    }),
  ),
  shape('[SR-033] [SR-034] a game page of a page type', '/ru/ufc/live/main/mma/ufc-300/fight-1', 'betting-game', {
    params: { pageType: 'ufc', game: 'fight-1' },
  }),
  shape(
    '[SR-034] [SR-035] top events with a sub-type (home child)',
    '/ru/top-events/fifa-club-world-cup',
    'top-events',
    { params: { subType: 'fifa-club-world-cup' } },
  ),
  shape('[SR-035] top events game child', '/ru/top-events/euro/game/123', 'top-events-game', {
    params: { subType: 'euro', game: '123' },
  }),
  shape('[SR-036] multi-live', '/ru/multi', 'multi-live'),
  shape('[SR-037] championship page', '/ru/champs/88', 'champ', { params: { champId: '88' } }),
  shape('[SR-034] [SR-038] team page', '/ru/team/17', 'team'),
  shape('[SR-038] team games info', '/ru/team/17/games-info', 'team-games-info'),
  shape('[SR-038] team section', '/ru/team/17/squad', 'team-section', { params: { teamSection: 'squad' } }),
  ...CYBER_TYPES.flatMap((type) => [
    shape(`[SR-039] [SR-040] cyber ${type} disciplines`, `/ru/cyber/${type}`, 'cyber-disciplines', {
      params: { type },
    }),
    shape(`[SR-039] [SR-040] esports ${type} disciplines`, `/ru/esports/${type}`, 'esports-disciplines', {
      params: { type },
    }),
  ]),
  shape('[SR-040] cyber champs', '/ru/cyber/real/champs', 'cyber-champs'),
  shape('[SR-040] cyber champ', '/ru/cyber/virtual/champs/5', 'cyber-champ', { params: { champId: '5' } }),
  shape('[SR-040] esports game', '/ru/esports/stream/game/9', 'esports-game', { params: { gameId: '9' } }),
  shape('[SR-041] cricket all-champs', '/ru/cricket/all-champs', 'cricket-all-champs'),
  shape('[SR-041] cricket all-events', '/ru/cricket/all-events', 'cricket-all-events'),
  shape('[SR-041] cricket broadcasts', '/ru/cricket/broadcasts', 'cricket-broadcasts'),
  shape('[SR-041] cricket champ/{champ}', '/ru/cricket/champ/ipl', 'cricket-champ', { params: { champ: 'ipl' } }),
  shape('[SR-041] cricket player-info/{id}', '/ru/cricket/player-info/7', 'cricket-player-info', {
    params: { id: '7' },
  }),
  shape('[SR-041] cricket game', '/ru/cricket/game/3', 'cricket-game'),
  shape('[SR-043] cricket-app', '/ru/cricket-app', 'cricket-app'),
  shape('[SR-044] results without type', '/ru/results', 'results'),
  shape('[SR-044] results/live', '/ru/results/live', 'results', { params: { type: 'live' } }),
  shape('[SR-044] results/zone', '/ru/results/zone', 'results', { params: { type: 'zone' } }),
  shape('[SR-045] statistic', '/ru/statistic', 'statistic'),
  shape('[SR-045] statisticpopup', '/ru/statisticpopup', 'statistic-popup', { layout: 'empty' }),
  shape('[SR-047] print-coupon with a digit id', '/ru/print-coupon/12345', 'print-coupon', {
    layout: 'empty',
    params: { couponId: '12345' },
  }),
];

const SECTIONS_WITH_GAMES: [string, string][] = [
  ['bingo', 'bingo'],
  ['bonus/casino', 'casino-bonus'],
  ['bonus/casino/promotions/spring', 'casino-bonus-promotion'],
  ['casino/brand', 'casino-brand'],
  ['fishinghunting', 'fishinghunting'],
  ['poker', 'poker'],
  ['poker/holdem', 'poker'],
  ['scratchcards', 'scratchcards'],
  ['keno', 'keno'],
  ['casino', 'casino'],
  ['casino/slots', 'casino'],
  ['livecasino', 'livecasino'],
  ['livecasino/roulette', 'livecasino'],
];

const CASINO: Shape[] = [
  ...SECTIONS_WITH_GAMES.flatMap(([path, name]) => [
    shape(`[SR-048] ${path}`, `/ru/${path}`, name),
    shape(`[SR-049] ${path}/game/{gameId}/{gameName}`, `/ru/${path}/game/42/book-of-ra`, `${name}-game`, {
      params: { gameId: '42', gameName: 'book-of-ra' },
    }),
  ]),
  ...(
    [
      ['tvgames', 'tvgames'],
      ['virtualsports', 'virtualsports'],
      ['fast-games', 'fast-games'],
      ['fast-bet', 'fast-bet'],
      ['slots/vulkan', 'slots-vulkan'],
      ['asian-games', 'asian-games'],
      ['card-games', 'card-games'],
      ['crash-games', 'crash-games'],
      ['skill-games', 'skill-games'],
      ['my-casino', 'my-casino'],
      ['my-casino/favorites', 'my-casino-favorites'],
      ['casino-lobby', 'casino-lobby'],
      ['providers', 'providers'],
      ['providers/netent', 'provider'],
      ['casino-search', 'casino-search'],
      ['bonus/casino/tournaments', 'casino-tournaments'],
      ['bonus/casino/tournaments/7', 'casino-tournament'],
      ['othergames', 'othergames'],
      ['casino/thankyou', 'thankyou'],
      ['livecasino/thankyou', 'thankyou'],
    ] as const
  ).map(([path, name]) => shape(`[SR-050] ${path}`, `/ru/${path}`, name)),
  shape(
    '[SR-051] bonus/casino/landing-… in the headless layout',
    '/ru/bonus/casino/landing-spring',
    'casino-bonus-landing',
    { layout: 'headless', params: { id: 'landing-spring' } },
  ),
  shape('[SR-052] games index', '/ru/games', 'games'),
  shape('[SR-052] games/{gameRoute}', '/ru/games/crash-x', 'games-view', { params: { gameRoute: 'crash-x' } }),
  shape('[SR-052] games-landing/{landingRoute}', '/ru/games-landing/summer', 'games-landing', {
    params: { landingRoute: 'summer' },
  }),
  ...BONUS_GAMES.map((game) => shape(`[SR-053] bonus game ${game}`, `/ru/games/bonus/${game}`, `bonus-game-${game}`)),
  shape('[SR-056] lotto without params', '/ru/lotto', 'lotto'),
  shape('[SR-056] lotto/{sectionName}', '/ru/lotto/keno', 'lotto', { params: { sectionName: 'keno' } }),
  shape('[SR-056] lotto/{sectionName}/{lottoId}', '/ru/lotto/keno/15', 'lotto', {
    params: { sectionName: 'keno', lottoId: '15' },
  }),
  shape('[SR-057] toto frame', '/ru/toto', 'toto-frame'),
  shape('[SR-057] toto frame with a section', '/ru/toto/football', 'toto-frame', {
    params: { totoSection: 'football' },
  }),
];

const OFFICE: Shape[] = [
  ...OFFICE_CHILDREN.filter((child) => !child.startsWith('payment/create-request/')).map((child) =>
    shape(`[SR-064] office/${child}`, `/ru/office/${child}`, `office-${child.replaceAll('/', '-')}`),
  ),
  shape(
    '[SR-065] office/payment/create-request/topic',
    '/ru/office/payment/create-request/topic',
    'office-payment-create-request-topic',
  ),
  shape(
    '[SR-065] office/payment/create-request/transaction',
    '/ru/office/payment/create-request/transaction',
    'office-payment-create-request-transaction',
  ),
  shape('[SR-068] block-appeal-history', '/ru/block-appeal-history', 'block-appeal-history', { layout: 'blocked' }),
  shape('bets history', '/ru/bets/history', 'bets-history'),
  shape('[SR-069] convert account', '/ru/convert-account', 'convert-account'),
  shape('[SR-069] authApp', '/ru/auth/login', 'auth-app', { params: { '*': 'login' } }),
];

const INFORMATION: Shape[] = [
  shape('[SR-070] information/rules/{ruleGroup}', '/ru/information/rules/sport', 'rules', {
    params: { ruleGroup: 'sport' },
  }),
  shape('[SR-070] information/rules/{ruleGroup}/{chapter}', '/ru/information/rules/sport/3', 'rules', {
    params: { ruleGroup: 'sport', chapter: '3' },
  }),
  ...[
    'contacts',
    'about',
    'howbet',
    'payment',
    'cookies',
    'ussdInstruction',
    'licenses',
    'taxation',
    'consent',
    'simpleidentification',
    'smsbets',
    'amlkyc',
    'amlpolicy',
    'disputeresolution',
    'kycpolicy',
    'responsiblegaming',
    'cash_terminals',
    'betting-calculator',
  ].map((page) => shape(`[SR-070] information/${page}`, `/ru/information/${page}`, page)),
];

const OTHER: Shape[] = [
  shape('[SR-074] registration', '/ru/registration', 'registration'),
  shape('[SR-074] registration/{type} (social)', '/ru/registration/social', 'registration', {
    params: { type: 'social' },
  }),
  shape('[SR-075] user/login', '/ru/user/login', 'login'),
  shape('[SR-075] promotions/{promotionId}', '/ru/promotions/welcome', 'promotions', {
    params: { promotionId: 'welcome' },
  }),
  ...(
    [
      ['promo', 'promo'],
      ['points', 'points'],
      ['bonuses', 'bonuses'],
      ['offers', 'offers'],
      ['partners', 'partners'],
      ['mobile-apps', 'mobile-apps'],
      ['desktop-apps', 'desktop-apps'],
      ['betting-app', 'betting-app'],
      ['blog', 'blog'],
      ['news', 'news'],
      ['news/new-season', 'news'],
      ['betting-alphabet', 'betting-alphabet'],
      ['ourpartners', 'ourpartners'],
      ['ourpartners/clubs', 'ourpartners'],
      ['landing-page/euro', 'landing-page'],
      ['confirm', 'confirm'],
      ['confirm-terms', 'confirm-terms'],
      ['betting-awards', 'betting-awards'],
      ['cricket-world-cup', 'cricket-world-cup'],
      ['ios-app', 'ios-app'],
      ['football-champions-rules', 'football-champions-rules'],
      ['football-champions-rules/2', 'football-champions-rules'],
    ] as const
  ).map(([path, name]) => shape(`[SR-075] ${path}`, `/ru/${path}`, name)),
  shape('[SR-075] oldbrowser', '/ru/oldbrowser', 'oldbrowser', { layout: 'empty' }),
  shape('[SR-075] maintenance', '/ru/maintenance', 'maintenance', { layout: 'maintenance' }),
  // SR-075 names four of the six blocking pages; block-ie and coming-soon come from doc 000 §4.7.
  ...BLOCKING_PAGES.map((page) =>
    shape(
      `${['block-ie', 'coming-soon'].includes(page) ? '' : '[SR-075] '}blocking page ${page}`,
      `/ru/${page}`,
      page,
      { layout: 'blocked' },
    ),
  ),
  shape('[SR-011] the 500 error page', '/ru/500', 'error-500'),
  ...PAYMENT_RESULTS.flatMap((result) => [
    shape(`[SR-077] onpay/${result}`, `/ru/onpay/${result}`, `onpay-${result}`, { layout: 'empty' }),
    shape(`[SR-077] onpay/withdraw/${result}`, `/ru/onpay/withdraw/${result}`, `onpay-withdraw-${result}`, {
      layout: 'empty',
    }),
  ]),
  shape('[SR-078] debugger outside production', '/ru/debugger', 'debugger'),
  shape('[SR-078] internal-vpn outside production', '/ru/internal-vpn', 'internal-vpn'),
  shape('[SR-080] user/accountverify', '/ru/user/accountverify', 'user-accountverify'),
  shape('[SR-080] [SR-081] user/activatefast', '/ru/user/activatefast', 'user-activatefast', {
    params: { type: 'activatefast' },
  }),
  shape('[SR-080] [SR-081] user/activate', '/ru/user/activate', 'user-activatefast', { params: { type: 'activate' } }),
  shape('[SR-080] user/passwordreset', '/ru/user/passwordreset', 'user-passwordreset'),
  shape('[SR-080] user/stopnewsletter', '/ru/user/stopnewsletter', 'user-stopnewsletter'),
  ...['bonuses/casino/7', 'bonus-partner/3', 'bonus/77', 'bonuses-games'].map((path) =>
    shape(`[SR-084] bonus family: ${path}`, `/ru/${path}`, path.split('/')[0] ?? ''),
  ),
];

const OFFER_FAMILY: Shape[] = [
  'bonuses-offers/casino/7',
  'bonus-offer-partner/3',
  'bonus-offer/77',
  'bonuses-offers-games',
].map((path) =>
  shape(`[SR-084] [SR-085] offer family with promoBonusToOffer on: ${path}`, `/ru/${path}`, path.split('/')[0] ?? ''),
);

/** Anonymous-only pages are checked as a visitor; the rest as a signed-in player. */
const ANONYMOUS_ONLY = new Set(['registration', 'login']);

describe('every route shape renders its page with its layout', () => {
  it.each([...BETTING, ...CASINO, ...OFFICE, ...INFORMATION, ...OTHER])(
    '$title: $path',
    ({ path, name, layout = 'main', params = {} }) => {
      const result = resolveAt(path, { isAuthenticated: !ANONYMOUS_ONLY.has(name) });
      expect(result).toMatchObject({ kind: 'page', route: { name }, layout, language: 'ru', params });
    },
  );

  it.each(OFFER_FAMILY)('$title', ({ path, name }) => {
    expect(resolveAt(path, { config: { promoBonusToOffer: true } })).toMatchObject({ kind: 'page', route: { name } });
  });
});
