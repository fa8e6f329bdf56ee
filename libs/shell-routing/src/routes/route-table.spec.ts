import { FALLBACK_SITE_CONFIG } from '@kickoff/site-config';
import { matchRoutes, type RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { REDIRECTS, ROUTES, routeNamed } from './route-table';
import { routingSettings, ROUTING_DEFAULTS } from './routing-settings';
import { createTableMatcher } from './table-match';
import { outcomeAt } from './testing/resolve-at';

describe('the route table', () => {
  it('names every route and redirect once', () => {
    const names = [...ROUTES.map((route) => route.name), ...REDIRECTS.map((redirect) => redirect.name)];
    expect(names.filter((name, index) => names.indexOf(name) !== index)).toEqual([]);
  });

  it('[SR-001] reaches every area of the product through at least one route', () => {
    const areas: [string, string][] = [
      ['sports betting, line', '/ru/line/popular/football'],
      ['sports betting, live', '/ru/live'],
      ['cyber sports', '/ru/cyber/real'],
      ['casino', '/ru/casino'],
      ['live casino', '/ru/livecasino'],
      ['poker', '/ru/poker'],
      ['lottery', '/ru/lotto'],
      ['toto', '/ru/toto'],
      ['bingo', '/ru/bingo'],
      ['virtual sports', '/ru/virtualsports'],
      ['TV games', '/ru/tvgames'],
      ['other games', '/ru/othergames'],
      ['bonuses', '/ru/bonuses'],
      ['promotions', '/ru/promotions/welcome'],
      ['personal office', '/ru/office/account'],
      ['payments', '/ru/office/recharge'],
      ['information pages', '/ru/information/about'],
    ];
    for (const [area, path] of areas) expect(outcomeAt(path), area).not.toMatch(/^(not-found|guard|redirect)/);
  });

  it('[SR-076] has every route name of doc 001 §2, as a page or as a redirect', () => {
    const named: [string, string, string][] = [
      ['home', '/ru/', 'home'],
      ['main game page', '/ru/live/top/football/epl/1', 'live-game'],
      ['main section page', '/ru/line/top', 'line'],
      ['main champion page', '/ru/champs/88', 'champ'],
      ['login', '/ru/user/login', 'login'],
      ['registration', '/ru/registration', 'registration'],
      ['old registration page', '/ru/registration-old', 'registration-old'],
      ['forgot password', '/ru/user/forgotpassword', 'redirect 302 /ru/?showForgotPasswordModal=1'],
      ['coupon', '/ru/user/coupon', 'redirect 301 /ru/'],
      ['convert account', '/ru/convert-account', 'guard auth-app'],
      ['confirm terms', '/ru/confirm-terms', 'confirm-terms'],
      ['about', '/ru/information/about', 'about'],
      ['contacts', '/ru/information/contacts', 'contacts'],
      ['rules', '/ru/information/rules/sport', 'rules'],
      ['payment', '/ru/information/payment', 'payment'],
      ['how to bet', '/ru/information/howbet', 'howbet'],
      ['cookies', '/ru/information/cookies', 'cookies'],
      ['betting awards', '/ru/betting-awards', 'betting-awards'],
      ['toto frame (toto section)', '/ru/toto/football', 'toto-frame'],
      ['lotto (section name, lotto id)', '/ru/lotto/keno/15', 'lotto'],
      ['promo', '/ru/promo', 'promo'],
      ['bonuses (section, id)', '/ru/bonuses/casino/7', 'bonuses'],
      ['bonus offers (section, id)', '/ru/bonuses-offers/casino/7', 'redirect 302 /ru/bonuses/casino/7'],
      ['promotions (promotionId)', '/ru/promotions/welcome', 'promotions'],
      ['games project index', '/ru/games', 'games'],
      ['games project view (gameRoute)', '/ru/games/crash-x', 'games-view'],
      ['casino', '/ru/casino', 'casino'],
      ['live casino', '/ru/livecasino', 'livecasino'],
      ['slots', '/ru/slots', 'slots'],
      ['bingo', '/ru/bingo', 'bingo'],
      ['virtual sports', '/ru/virtualsports', 'virtualsports'],
      ['other games', '/ru/othergames', 'othergames'],
      ['TV games', '/ru/tvgames', 'tvgames'],
      ['poker', '/ru/poker', 'poker'],
      ['our partners (section)', '/ru/ourpartners/clubs', 'ourpartners'],
      ['mobile external apps', '/ru/mobile-apps', 'mobile-apps'],
      ['desktop external apps', '/ru/desktop-apps', 'desktop-apps'],
      ['betting app page', '/ru/betting-app', 'betting-app'],
      ['hunting and fishing', '/ru/fishinghunting', 'fishinghunting'],
      ['deduce', '/ru/office/deduce', 'office-deduce'],
      ['statistic popup', '/ru/statisticpopup', 'statistic-popup'],
      ['maintenance page', '/ru/maintenance', 'maintenance'],
      ['blocked page', '/ru/block', 'block'],
    ];
    for (const [spec, path, outcome] of named) {
      const anonymous = ['login', 'registration', 'old registration page', 'convert account'].includes(spec);
      expect(outcomeAt(path, { isAuthenticated: !anonymous }), spec).toBe(outcome);
    }
  });

  it('names the remote app of every remote-content area, and none for the shell’s own pages', () => {
    const apps = Object.fromEntries(
      [
        'live',
        'cyber-disciplines',
        'cricket-app',
        'casino',
        'casino-game',
        'livecasino',
        'poker',
        'games',
        'lotto',
        'toto-frame',
        'office-account',
        'bonuses',
        'promotions',
        'auth-app',
        'home',
        'block',
        'about',
      ].map((name) => [name, routeNamed(name)?.remoteApp ?? null]),
    );
    expect(apps).toEqual({
      live: 'sport',
      'cyber-disciplines': 'cyber',
      'cricket-app': 'cricket',
      casino: 'casino',
      'casino-game': 'casino',
      livecasino: 'livecasino',
      poker: 'poker',
      games: 'games',
      lotto: 'lotto',
      'toto-frame': 'toto',
      'office-account': 'office',
      bonuses: 'promo',
      promotions: 'promo',
      'auth-app': 'auth-app',
      home: null,
      block: null,
      about: null,
    });
  });

  it('writes every pattern in the part of React Router’s grammar it reads literally', () => {
    // Anything else (`(a|b)`, a splat in the middle, `:id.json`) React Router would take as literal text.
    const segment = /^(?:[\w.~-]+\??|:[\w-]+\??)$/;
    const patterns = [
      ...ROUTES.map((route) => route.path),
      ...REDIRECTS.flatMap((redirect) => [redirect.from, redirect.to]),
    ];
    const unreadable = patterns.filter(
      (pattern) =>
        pattern !== '' &&
        !pattern
          .split('/')
          .every((part, index, parts) => segment.test(part) || (part === '*' && index === parts.length - 1)),
    );
    expect(unreadable).toEqual([]);
  });

  it('assumes the built-in fallback config’s values for flags the config leaves out', () => {
    const {
      availableRoutes,
      languages,
      isProduction: _isProduction,
      ...flags
    } = routingSettings({ isProduction: false });
    expect(flags).toEqual(
      Object.fromEntries(
        Object.keys(ROUTING_DEFAULTS).map((key) => [key, FALLBACK_SITE_CONFIG[key as keyof typeof ROUTING_DEFAULTS]]),
      ),
    );
    expect(availableRoutes).toEqual(FALLBACK_SITE_CONFIG.availableRoutes);
    expect([...languages]).toEqual(FALLBACK_SITE_CONFIG.languages.map((language) => language.code));
  });
});

describe('React Router 7 picks the same entry for every path', () => {
  // Conditional redirects are switched by settings, which React Router knows nothing about: they are left out here.
  const redirects = REDIRECTS.filter((redirect) => !redirect.when);
  const reactRoutes: RouteObject[] = [
    {
      path: ':lng',
      children: [
        ...redirects.map((redirect): RouteObject => ({ id: redirect.name, path: redirect.from, caseSensitive: true })),
        ...ROUTES.map((route): RouteObject =>
          route.path === ''
            ? { id: route.name, index: true }
            : { id: route.name, path: route.path, caseSensitive: true },
        ),
      ],
    },
  ];
  const match = createTableMatcher(ROUTES, redirects);
  const settings = routingSettings({ isProduction: false });
  /** Each way of leaving out optional segments, the way React Router explodes a pattern. */
  const forms = (parts: readonly string[]): string[][] => {
    const [first, ...rest] = parts;
    if (first === undefined) return [[]];
    return forms(rest).flatMap((tail) =>
      first.endsWith('?') ? [[first.slice(0, -1), ...tail], tail] : [[first, ...tail]],
    );
  };

  /** One path per form of every pattern, params filled with sample values; plus paths where shapes compete. */
  const samples = [
    ...[...ROUTES.map((route) => route.path), ...redirects.map((redirect) => redirect.from)].flatMap((pattern) =>
      forms(pattern.split('/').filter(Boolean)).map((form) =>
        form.map((part, index) => (part === '*' ? 'a/b' : part.startsWith(':') ? `v${index}` : part)).join('/'),
      ),
    ),
    'casino/thankyou',
    'line/thankyou',
    'bonus/casino',
    'bonus/slot-first-deposit',
    'games/fortuna',
    'user/login',
    'user/coupon',
    'team/17/games-info',
    'office',
    'poker/game/1/x',
    'unknown/page',
  ];

  it.each(samples)('/ru/%s', (sample) => {
    const ours = match(sample.split('/').filter(Boolean), settings);
    const theirs = matchRoutes(reactRoutes, `/ru/${sample}`)?.at(-1)?.route.id;
    const ourName = ours && (ours.entry.kind === 'route' ? ours.entry.route.name : ours.entry.redirect.name);
    expect(ourName).toBe(theirs);
  });
});
