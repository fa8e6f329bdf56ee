import { describe, expect, it } from 'vitest';
import { afterSignInTarget, type AfterSignInInput } from './after-sign-in-target';

const SITE = 'https://kickoff.test';
const ROUTES: Record<string, string> = {
  home: '/ru/',
  live: '/ru/live',
  payment: '/ru/office/payment',
  login: '/ru/user/login',
};
/** Pages a signed-in user may not see: the login page (anonymous only). */
const forbidden = new Set(['/ru/user/login']);

const base: AfterSignInInput = {
  via: 'login',
  returnAddress: null,
  fromRoute: null,
  siteOrigin: SITE,
  isAllowed: (path) => !forbidden.has(path.split('?')[0] ?? path),
  afterRegistrationRedirects: [],
  pathOfRoute: (name) => ROUTES[name] ?? null,
};

describe('afterSignInTarget', () => {
  it('[SES-002] goes to the return address when one is given and the page is allowed', () => {
    expect(
      afterSignInTarget({
        ...base,
        returnAddress: '/ru/office/history?page=2',
        fromRoute: { name: 'live', path: '/ru/live' },
      }),
    ).toEqual({
      kind: 'path',
      path: '/ru/office/history?page=2',
      reason: 'return-address',
    });
  });

  it('[SES-002] skips a return address the new state may not see and goes to the previous page', () => {
    expect(
      afterSignInTarget({ ...base, returnAddress: '/ru/user/login', fromRoute: { name: 'live', path: '/ru/live' } }),
    ).toEqual({
      kind: 'path',
      path: '/ru/live',
      reason: 'from-route',
    });
  });

  it('[SES-002] goes home when neither the return address nor the previous page is allowed', () => {
    expect(
      afterSignInTarget({
        ...base,
        returnAddress: '/ru/user/login',
        fromRoute: { name: 'login', path: '/ru/user/login' },
      }),
    ).toEqual({ kind: 'home' });
    expect(afterSignInTarget(base)).toEqual({ kind: 'home' });
  });

  it.each([
    ['another origin', 'https://evil.example/ru/'],
    ['a protocol-relative host', '//evil.example/ru/'],
    ['javascript:', 'javascript:alert(1)'],
    ['a dot segment that becomes a host', '/.//evil.example'],
  ])('[SES-002] never follows a return address to %s: previous page or home instead', (_, returnAddress) => {
    expect(afterSignInTarget({ ...base, returnAddress })).toEqual({ kind: 'home' });
    expect(afterSignInTarget({ ...base, returnAddress, fromRoute: { name: 'live', path: '/ru/live' } })).toMatchObject({
      reason: 'from-route',
    });
  });

  it('does not follow a from-route that leads off the site either', () => {
    expect(afterSignInTarget({ ...base, fromRoute: { name: 'live', path: '//evil.example/' } })).toEqual({
      kind: 'home',
    });
  });

  it('a route table that throws on a path counts as "not allowed", not as a crash', () => {
    const isAllowed = () => {
      throw new Error('route table broke');
    };
    expect(afterSignInTarget({ ...base, isAllowed, returnAddress: '/ru/live' })).toEqual({ kind: 'home' });
  });

  it.each(['login', 'registration'] as const)(
    '[SES-003] after %s the user returns to the remembered from-route',
    (via) => {
      expect(afterSignInTarget({ ...base, via, fromRoute: { name: 'live', path: '/ru/live' } })).toEqual({
        kind: 'path',
        path: '/ru/live',
        reason: 'from-route',
      });
    },
  );

  it('[SES-004] after registration a configured pair whose from-route matches sends the user to its target', () => {
    const input: AfterSignInInput = {
      ...base,
      via: 'registration',
      returnAddress: '/ru/office/history',
      fromRoute: { name: 'live', path: '/ru/live' },
      afterRegistrationRedirects: [
        { from: 'home', to: 'live' },
        { from: 'live', to: 'payment' },
      ],
    };
    expect(afterSignInTarget(input)).toEqual({
      kind: 'path',
      path: '/ru/office/payment',
      reason: 'after-registration',
    });
  });

  it('[SES-004] no after-registration redirect when no pair matches the from-route', () => {
    const input: AfterSignInInput = {
      ...base,
      via: 'registration',
      fromRoute: { name: 'live', path: '/ru/live' },
      afterRegistrationRedirects: [{ from: 'home', to: 'payment' }],
    };
    expect(afterSignInTarget(input)).toEqual({ kind: 'path', path: '/ru/live', reason: 'from-route' });
  });

  it('[SES-004] the pairs apply after registration only, not after login', () => {
    const input: AfterSignInInput = {
      ...base,
      via: 'login',
      fromRoute: { name: 'live', path: '/ru/live' },
      afterRegistrationRedirects: [{ from: 'live', to: 'payment' }],
    };
    expect(afterSignInTarget(input)).toEqual({ kind: 'path', path: '/ru/live', reason: 'from-route' });
  });

  it('[SES-004] a pair whose target is unknown or not allowed is skipped, and bad pairs do not crash', () => {
    const fromRoute = { name: 'live', path: '/ru/live' };
    expect(
      afterSignInTarget({
        ...base,
        via: 'registration',
        fromRoute,
        afterRegistrationRedirects: [{ from: 'live', to: 'nowhere' }],
      }),
    ).toMatchObject({
      reason: 'from-route',
    });
    expect(
      afterSignInTarget({
        ...base,
        via: 'registration',
        fromRoute,
        afterRegistrationRedirects: [{ from: 'live', to: 'login' }],
      }),
    ).toMatchObject({
      reason: 'from-route',
    });
    const malformed = [null, { from: 'live' }, 'live'] as unknown as AfterSignInInput['afterRegistrationRedirects'];
    expect(
      afterSignInTarget({ ...base, via: 'registration', fromRoute, afterRegistrationRedirects: malformed }),
    ).toMatchObject({ reason: 'from-route' });
    expect(
      afterSignInTarget({ ...base, via: 'registration', fromRoute, afterRegistrationRedirects: undefined }),
    ).toMatchObject({ reason: 'from-route' });
  });
});
