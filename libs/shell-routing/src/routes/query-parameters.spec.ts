import { describe, expect, it } from 'vitest';
import { outcomeAt, resolveAt } from './testing/resolve-at';

const IPAD_AS_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15';

describe('query parameters the shell reads', () => {
  it('[SR-088] platform_type=mobile puts the page on the mobile platform, whatever the device said', () => {
    expect(resolveAt('/ru/casino?platform_type=mobile', { isMobilePlatform: false })).toMatchObject({
      kind: 'page',
      platform: 'mobile',
    });
    expect(resolveAt('/ru/casino', { isMobilePlatform: false })).toMatchObject({ kind: 'page', platform: 'desktop' });
    expect(resolveAt('/ru/casino', { isMobilePlatform: true })).toMatchObject({ kind: 'page', platform: 'mobile' });
  });

  it('[SR-089] on an unknown route platform_type is stripped from the URL, the rest of the query kept', () => {
    expect(resolveAt('/ru/no-such-page?a=1&platform_type=mobile&b=2')).toEqual({
      kind: 'not-found',
      status: 404,
      reason: 'no-match',
      language: 'ru',
      replaceUrl: '/ru/no-such-page?a=1&b=2',
    });
    expect(resolveAt('/ru/print-coupon/x?platform_type=mobile')).toMatchObject({
      kind: 'not-found',
      replaceUrl: '/ru/print-coupon/x',
    });
  });

  it('[SR-089] without platform_type a not-found result leaves the URL alone', () => {
    expect(resolveAt('/ru/no-such-page?a=1')).not.toHaveProperty('replaceUrl');
  });

  it('[SR-090] a Mac with more than 1 touch point is a tablet: redirected to the mobile platform, path and query kept', () => {
    expect(resolveAt('/ru/live?sport=1', { userAgent: IPAD_AS_MAC, maxTouchPoints: 5 })).toEqual({
      kind: 'redirect',
      status: 302,
      reason: 'mobile-platform',
      location: '/ru/live?sport=1&platform_type=mobile',
    });
  });

  it('[SR-090] a Mac with 0 or 1 touch point, or no Mac at all, stays where it is', () => {
    expect(outcomeAt('/ru/live', { userAgent: IPAD_AS_MAC, maxTouchPoints: 0 })).toBe('live');
    expect(outcomeAt('/ru/live', { userAgent: IPAD_AS_MAC, maxTouchPoints: 1 })).toBe('live');
    expect(outcomeAt('/ru/live', { userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64)', maxTouchPoints: 10 })).toBe(
      'live',
    );
    expect(outcomeAt('/ru/live', { userAgent: IPAD_AS_MAC })).toBe('live');
  });

  it('[SR-091] no Mac-tablet redirect when platform_type is in the query, whatever its value', () => {
    expect(resolveAt('/ru/live?platform_type=desktop', { userAgent: IPAD_AS_MAC, maxTouchPoints: 5 })).toMatchObject({
      kind: 'page',
      platform: 'desktop',
    });
    expect(resolveAt('/ru/live?platform_type=mobile', { userAgent: IPAD_AS_MAC, maxTouchPoints: 5 })).toMatchObject({
      kind: 'page',
      platform: 'mobile',
    });
  });

  it('the Mac-tablet redirect never turns a not-found page into a redirect loop with SR-089', () => {
    expect(outcomeAt('/ru/no-such-page', { userAgent: IPAD_AS_MAC, maxTouchPoints: 5 })).toBe('not-found no-match');
  });

  it('showForgotPasswordModal=1 on home asks an anonymous visitor’s page for the forgot-password modal, never a signed-in user’s', () => {
    expect(resolveAt('/ru/?showForgotPasswordModal=1', { isAuthenticated: false })).toMatchObject({
      kind: 'page',
      modal: 'forgot-password',
    });
    expect(resolveAt('/ru/?showForgotPasswordModal=1', { isAuthenticated: true })).not.toHaveProperty('modal');
    expect(resolveAt('/ru/casino?showForgotPasswordModal=1', { isAuthenticated: false })).not.toHaveProperty('modal');
  });
});
