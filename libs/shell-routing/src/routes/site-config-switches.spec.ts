import { describe, expect, it } from 'vitest';
import { resolveRoute } from './resolve-route';
import { outcomeAt } from './testing/resolve-at';

describe('pages the site config or the build turns off', () => {
  it('[SR-007] a page whose availableRoutes entry is false is not found; a missing entry leaves it on', () => {
    expect(outcomeAt('/ru/bingo', { config: { availableRoutes: { bingo: false } } })).toBe('not-found disabled');
    expect(outcomeAt('/ru/bingo', { config: { availableRoutes: {} } })).toBe('bingo');
  });

  it('[SR-007] an area switched off takes all of its pages with it, game pages too', () => {
    const config = { availableRoutes: { casino: false } };
    for (const path of ['/ru/casino', '/ru/casino/slots/game/1/x', '/ru/casino-lobby', '/ru/bonus/casino/landing-a']) {
      expect(outcomeAt(path, { config }), path).toBe('not-found disabled');
    }
    expect(outcomeAt('/ru/livecasino', { config })).toBe('livecasino');
  });

  it('[SR-007] a switched-off page still answers 404 to a signed-out visitor, not a login prompt', () => {
    expect(
      outcomeAt('/ru/office/account', { isAuthenticated: false, config: { availableRoutes: { office: false } } }),
    ).toBe('not-found disabled');
  });

  it('[SR-046] statistic is not found when the config disables it', () => {
    expect(outcomeAt('/ru/statistic', { config: { availableRoutes: { statistic: false } } })).toBe(
      'not-found disabled',
    );
    expect(outcomeAt('/ru/statistic', { config: { availableRoutes: { statistic: true } } })).toBe('statistic');
  });

  it('[SR-066] office/identification only with identification allowed', () => {
    expect(outcomeAt('/ru/office/identification', { config: { isIdentificationEnabled: false } })).toBe(
      'not-found disabled',
    );
    expect(outcomeAt('/ru/office/identification', { config: { isIdentificationEnabled: true } })).toBe(
      'office-identification',
    );
  });

  it('[SR-071] the rules section is not found unless the rules route is enabled', () => {
    expect(outcomeAt('/ru/information/rules/sport', { config: { availableRoutes: { rules: false } } })).toBe(
      'not-found disabled',
    );
    expect(outcomeAt('/ru/information/rules/sport', { config: { availableRoutes: {} } })).toBe('not-found disabled');
    expect(outcomeAt('/ru/information/rules/sport/2', { config: { availableRoutes: { rules: true } } })).toBe('rules');
  });

  it('[SR-072] information/payment needs the payment route enabled', () => {
    expect(outcomeAt('/ru/information/payment', { config: { isPaymentRouteEnabled: false } })).toBe(
      'not-found disabled',
    );
    expect(outcomeAt('/ru/information/payment', { config: { isPaymentRouteEnabled: true } })).toBe('payment');
  });

  it('[SR-074] registration is not found when the site does not allow registration', () => {
    for (const path of ['/ru/registration', '/ru/registration/social', '/ru/registration-old']) {
      expect(outcomeAt(path, { isAuthenticated: false, config: { isRegistrationEnabled: false } }), path).toBe(
        'not-found disabled',
      );
    }
    expect(
      outcomeAt('/ru/registration/social', { isAuthenticated: false, config: { isRegistrationEnabled: true } }),
    ).toBe('registration');
  });

  it('[SR-042] the cricket section is not routable in a production build; cricket-app stays', () => {
    for (const path of [
      '/ru/cricket/all-champs',
      '/ru/cricket/all-events',
      '/ru/cricket/broadcasts',
      '/ru/cricket/champ/ipl',
      '/ru/cricket/player-info/7',
      '/ru/cricket/game/3',
    ]) {
      expect(outcomeAt(path, { isProduction: true }), path).toBe('not-found disabled');
      expect(outcomeAt(path, { isProduction: false }), path).toMatch(/^cricket-/);
    }
    expect(outcomeAt('/ru/cricket-app', { isProduction: true })).toBe('cricket-app');
  });

  it('[SR-078] debugger and internal-vpn are not found in production, pages elsewhere', () => {
    for (const name of ['debugger', 'internal-vpn']) {
      expect(outcomeAt(`/ru/${name}`, { isProduction: true })).toBe('not-found disabled');
      expect(outcomeAt(`/ru/${name}`, { isProduction: false })).toBe(name);
    }
  });

  it('without any site config, the fallback config decides: identification off, payment (signed in) and registration on', () => {
    const anonymous = { isAuthenticated: false, isProduction: true, userLanguage: 'ru' };
    const at = (pathname: string) => resolveRoute({ pathname }, anonymous);
    expect(at('/ru/office/identification')).toMatchObject({ kind: 'not-found', reason: 'disabled' });
    expect(at('/ru/information/payment')).toMatchObject({ kind: 'guard', to: 'login' });
    expect(at('/ru/registration')).toMatchObject({ kind: 'page', route: { name: 'registration' } });
    expect(at('/ru/information/rules/sport')).toMatchObject({ kind: 'not-found', reason: 'disabled' });
  });
});
