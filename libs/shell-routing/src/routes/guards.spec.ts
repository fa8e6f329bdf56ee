import { describe, expect, it } from 'vitest';
import { OFFICE_CHILDREN } from './table/office-routes';
import { outcomeAt, resolveAt } from './testing/resolve-at';

const anonymous = { isAuthenticated: false };
const signedIn = { isAuthenticated: true };

describe('who may open which page', () => {
  it('[SR-024] a protected page sends an anonymous visitor to login, with the login page and the way back', () => {
    expect(resolveAt('/en/office/recharge?amount=500', anonymous)).toMatchObject({
      kind: 'guard',
      to: 'login',
      route: { name: 'office-recharge' },
      language: 'en',
      location: '/en/user/login?returnTo=%2Fen%2Foffice%2Frecharge%3Famount%3D500',
      returnTo: '/en/office/recharge?amount=500',
    });
    expect(outcomeAt('/en/office/recharge', signedIn)).toBe('office-recharge');
  });

  it('[SR-026] every office page is for signed-in users only', () => {
    for (const child of OFFICE_CHILDREN) {
      expect(outcomeAt(`/ru/office/${child}`, anonymous), child).toBe('guard login');
      expect(outcomeAt(`/ru/office/${child}`, signedIn), child).toBe(`office-${child.replaceAll('/', '-')}`);
    }
  });

  it('[SR-027] the deduce (withdrawal) page is for signed-in users only', () => {
    expect(outcomeAt('/ru/office/deduce', anonymous)).toBe('guard login');
    expect(outcomeAt('/ru/office/deduce', signedIn)).toBe('office-deduce');
  });

  it('[SR-028] bets-history pages are for signed-in users only', () => {
    for (const path of ['/ru/bets/history', '/ru/bets/history/settled', '/ru/office/history']) {
      expect(outcomeAt(path, anonymous), path).toBe('guard login');
      expect(outcomeAt(path, signedIn), path).not.toMatch(/^guard|^not-found/);
    }
  });

  it('[SR-025] an account-area page sends an anonymous visitor to the authentication app', () => {
    expect(resolveAt('/ru/convert-account', anonymous)).toMatchObject({
      kind: 'guard',
      to: 'auth-app',
      location: '/ru/auth?returnTo=%2Fru%2Fconvert-account',
    });
    expect(outcomeAt('/ru/convert-account', signedIn)).toBe('convert-account');
  });

  it('[SR-029] registration and login are for anonymous visitors; a signed-in user goes home', () => {
    for (const path of ['/ru/user/login', '/ru/registration', '/ru/registration/social', '/ru/registration-old']) {
      expect(resolveAt(path, signedIn), path).toMatchObject({ kind: 'guard', to: 'home', location: '/ru/' });
      expect(outcomeAt(path, anonymous), path).not.toMatch(/^guard|^not-found/);
    }
  });

  it('[SR-073] information/payment needs a signed-in user only when the setting requires it', () => {
    expect(outcomeAt('/ru/information/payment', { ...anonymous, config: { isPaymentAuthRequired: true } })).toBe(
      'guard login',
    );
    expect(outcomeAt('/ru/information/payment', { ...signedIn, config: { isPaymentAuthRequired: true } })).toBe(
      'payment',
    );
    expect(outcomeAt('/ru/information/payment', { ...anonymous, config: { isPaymentAuthRequired: false } })).toBe(
      'payment',
    );
  });

  it('[SR-024] pages open to everyone never prompt for login', () => {
    for (const path of ['/ru/', '/ru/live', '/ru/casino', '/ru/information/about', '/ru/user/passwordreset']) {
      expect(resolveAt(path, anonymous).kind, path).toBe('page');
    }
  });
});
