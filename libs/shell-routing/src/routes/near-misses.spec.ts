import { describe, expect, it } from 'vitest';
import { outcomeAt, resolveAt } from './testing/resolve-at';

/** [title, path, reason]: a path one step away from a real route. */
const NEAR_MISSES: [string, string, string][] = [
  ['[SR-006] a path that matches no route', '/ru/no-such-page', 'no-match'],
  [
    '[SR-006] an extra segment after a page without children',
    '/ru/office/account/extra/more/and/more/still/more',
    'no-match',
  ],
  ['[SR-032] a betting section other than line or live', '/ru/topgame/prematch/main/football/epl', 'validation'],
  ['[SR-034] a page type the site does not have', '/ru/sometype/line/main/football/epl', 'validation'],
  ['[SR-039] a cyber type other than real, virtual or stream', '/ru/cyber/arcade', 'validation'],
  ['[SR-039] an esports type other than real, virtual or stream', '/ru/esports/REAL/champs', 'validation'],
  ['[SR-044] a results type other than live or zone', '/ru/results/past', 'validation'],
  ['[SR-047] print-coupon/12a', '/ru/print-coupon/12a', 'validation'],
  ['[SR-047] print-coupon/-5', '/ru/print-coupon/-5', 'validation'],
  ['[SR-051] bonus/casino/{id} without the landing- prefix', '/ru/bonus/casino/spring', 'validation'],
  ['[SR-051] bonus/casino/{id} with landing- not at the start', '/ru/bonus/casino/my-landing-spring', 'validation'],
  ['[SR-080] a user child that is not one of the four', '/ru/user/foo', 'validation'],
  ['[SR-080] the bare user section', '/ru/user', 'no-match'],
  ['[SR-081] an activation type other than activatefast or activate', '/ru/user/activateslow', 'validation'],
  ['[SR-006] a casino path two levels deep that is no game', '/ru/casino/slots/extra', 'validation'],
];

describe('near misses give the not-found page', () => {
  it.each(NEAR_MISSES)('%s: %s', (_title, path, reason) => {
    expect(resolveAt(path)).toEqual({ kind: 'not-found', status: 404, reason, language: 'ru' });
  });

  it('[SR-006] route paths are matched case-sensitively, so no page has two addresses', () => {
    expect(outcomeAt('/ru/Casino')).toMatch(/^not-found/);
    expect(outcomeAt('/ru/casino')).toBe('casino');
  });

  it('[SR-047] a percent-encoded digit still is a digit; an encoded letter is not', () => {
    expect(outcomeAt('/ru/print-coupon/%31%32')).toBe('print-coupon');
    expect(outcomeAt('/ru/print-coupon/1%61')).toBe('not-found validation');
  });
});
