import { describe, expect, it } from 'vitest';
import { createRouteMatcher } from './route-matcher';
import type { RedirectDefinition, RouteDefinition } from './route-types';
import { routingSettings } from './routing-settings';

const settings = routingSettings({ isProduction: false });
const nameOf = (match: ReturnType<ReturnType<typeof createRouteMatcher>['match']>) =>
  match === undefined ? undefined : match.entry.kind === 'route' ? match.entry.route.name : match.entry.redirect.name;

describe('the precompiled matcher', () => {
  const routes: RouteDefinition[] = [
    { name: 'dynamic', path: ':a/:b' },
    { name: 'section', path: 'casino/:sub?' },
    { name: 'static', path: 'casino/brand' },
    { name: 'deep', path: 'casino/:sub?/game/:id/:title' },
    { name: 'rest', path: 'auth/*' },
    { name: 'root', path: '' },
  ];
  const redirects: RedirectDefinition[] = [{ name: 'conditional', from: 'casino/old', to: 'casino', status: 301, when: (s) => s.promoBonusToOffer }];
  const matcher = createRouteMatcher(routes, redirects);
  const match = (path: string) => matcher.match(path.split('/').filter(Boolean), settings);

  it('ranks a static segment above a param, whatever the table order', () => {
    expect(nameOf(match('casino/brand'))).toBe('static');
    expect(nameOf(match('casino/slots'))).toBe('section');
    expect(nameOf(match('poker/x'))).toBe('dynamic');
  });

  it('tries every form of optional segments', () => {
    expect(match('casino')?.params).toEqual({});
    expect(match('casino/game/1/x')?.params).toEqual({ id: '1', title: 'x' });
    expect(match('casino/slots/game/1/x')?.params).toEqual({ sub: 'slots', id: '1', title: 'x' });
  });

  it('gives a splat the rest of the path, also when empty', () => {
    expect(match('auth/login/two-step')?.params).toEqual({ '*': 'login/two-step' });
    expect(match('auth')?.params).toEqual({ '*': '' });
  });

  it('skips a redirect whose condition is off, so the next route gets the path', () => {
    expect(nameOf(match('casino/old'))).toBe('section');
    expect(nameOf(matcher.match(['casino', 'old'], { ...settings, promoBonusToOffer: true }))).toBe('conditional');
  });

  it('matches the empty path to the index route and paths longer than any route to nothing but a splat', () => {
    expect(nameOf(match(''))).toBe('root');
    expect(match('a/b/c/d/e/f/g/h/i/j')).toBeUndefined();
    expect(nameOf(match('auth/a/b/c/d/e/f/g/h/i/j'))).toBe('rest');
  });

  it('refuses a table pattern it cannot read, at build time', () => {
    expect(() => createRouteMatcher([{ name: 'bad', path: 'a/*/b' }], [])).toThrow(/splat/);
    expect(() => createRouteMatcher([{ name: 'bad', path: 'a/(x|y)' }], [])).toThrow(/neither static/);
  });
});
