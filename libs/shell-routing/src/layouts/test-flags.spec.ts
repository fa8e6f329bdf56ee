import { describe, expect, it } from 'vitest';
import { isTestOn, testSpellings } from './test-flags';

describe('A/B test flags', () => {
  it('[SR-017] both documents’ names of the navigation test, camelCase or kebab-case, are the same test', () => {
    expect(testSpellings('hideNavOnRegistration').sort()).toEqual(
      [
        'hide-nav-on-registration',
        'hide-navigation-on-registration',
        'hideNavOnRegistration',
        'hideNavigationOnRegistration',
      ].sort(),
    );
    for (const spelling of [
      'hide-nav-on-registration',
      'hide-navigation-on-registration',
      'hideNavigationOnRegistration',
      'hideNavOnRegistration',
    ]) {
      expect(isTestOn({ [spelling]: true }, 'hideNavOnRegistration')).toBe(true);
    }
  });

  it('[SR-017] the test is off when no spelling is true, and other tests do not count', () => {
    expect(isTestOn({}, 'hideNavOnRegistration')).toBe(false);
    expect(isTestOn(undefined, 'hideNavOnRegistration')).toBe(false);
    expect(isTestOn({ 'hide-nav-on-registration': false }, 'hideNavOnRegistration')).toBe(false);
    expect(isTestOn({ hideNavOnLogin: true, navOnRegistration: true }, 'hideNavOnRegistration')).toBe(false);
  });
});
