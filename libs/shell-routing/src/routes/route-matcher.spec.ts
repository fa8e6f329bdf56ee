import { describe, expect, it } from 'vitest';
import { outcomeAt, resolveAt, type ResolveOptions } from './testing/resolve-at';

const paramsAt = (path: string, options?: ResolveOptions) => {
  const result = resolveAt(path, options);
  return result.kind === 'page' ? result.params : result.kind;
};

describe('resolveRoute picks one entry of the table the way React Router ranks it', () => {
  it('ranks a static segment above a param, whatever the table order', () => {
    // `:pageType/:section/…` (betting) comes before the casino routes in the table and still loses to them.
    expect(outcomeAt('/ru/casino/brand')).toBe('casino-brand');
    expect(outcomeAt('/ru/casino/slots')).toBe('casino');
    expect(outcomeAt('/ru/politics/live')).toBe('betting');
    expect(outcomeAt('/ru/team/17/games-info')).toBe('team-games-info');
    expect(outcomeAt('/ru/team/17/stats')).toBe('team-section');
  });

  it('[SR-049] tries every form of optional segments', () => {
    expect(paramsAt('/ru/casino')).toEqual({});
    expect(paramsAt('/ru/casino/game/1/x')).toEqual({ gameId: '1', gameName: 'x' });
    expect(paramsAt('/ru/casino/slots/game/1/x')).toEqual({ subcategory: 'slots', gameId: '1', gameName: 'x' });
    expect(paramsAt('/ru/live/top/football')).toEqual({ menuSection: 'top', sport: 'football' });
  });

  it('gives a splat the rest of the path, decoded, also when empty', () => {
    expect(paramsAt('/ru/auth/login')).toEqual({ '*': 'login' });
    expect(paramsAt('/ru/auth/a%20b/c/d/e/f/%D1%8F')).toEqual({ '*': 'a b/c/d/e/f/я' });
    expect(paramsAt('/ru/auth')).toEqual({ '*': '' });
  });

  it('[SR-055] skips a redirect whose condition is off, so the next route gets the path', () => {
    expect(outcomeAt('/ru/bonus/slot-first-deposit')).toBe('bonus');
    expect(outcomeAt('/ru/bonus/slot-first-deposit', { config: { isSlotFirstDepositRedirectEnabled: true } })).toBe(
      'redirect 301 /ru/casino/slot-first-deposit',
    );
  });

  it('[SR-006] matches the empty path to home and paths longer than any route to nothing but a splat', () => {
    expect(outcomeAt('/ru')).toBe('home');
    expect(outcomeAt('/ru/a/b/c/d/e/f/g/h/i/j')).toBe('not-found no-match');
    expect(outcomeAt('/ru/auth/a/b/c/d/e/f/g/h/i/j')).toBe('auth-app');
  });

  it('keeps an encoded slash, question mark or percent inside one segment', () => {
    expect(paramsAt('/ru/casino/a%2Fb')).toEqual({ subcategory: 'a/b' });
    expect(paramsAt('/ru/casino/a%3Fb%23c')).toEqual({ subcategory: 'a?b#c' });
    expect(paramsAt('/ru/casino/100%25')).toEqual({ subcategory: '100%' });
    expect(outcomeAt('/ru/landing/a%3Fb')).toBe('redirect 301 /ru/promotions/a%3Fb');
  });

  it('keeps a segment that is no valid percent-encoding as it came', () => {
    expect(paramsAt('/ru/casino/%E0%A4%A')).toEqual({ subcategory: '%E0%A4%A' });
  });
});
