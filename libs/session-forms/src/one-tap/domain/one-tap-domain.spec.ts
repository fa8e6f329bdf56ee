import { describe, expect, it } from 'vitest';
import { openableRedirectUrl, readOneTapContext } from './one-tap-domain';

const SITE = 'https://kickoff.example';

describe('openableRedirectUrl', () => {
  it('[SES-035] opens http(s) URLs as they are and paths on the site', () => {
    expect(openableRedirectUrl('https://kickoff.example/ru/', SITE)).toBe('https://kickoff.example/ru/');
    expect(openableRedirectUrl('http://partner.example/welcome?x=1', SITE)).toBe('http://partner.example/welcome?x=1');
    expect(openableRedirectUrl('/ru/registration/social?currency=RUB', SITE)).toBe(
      'https://kickoff.example/ru/registration/social?currency=RUB',
    );
  });

  it('[SES-035] refuses anything that is not http(s) or not a URL (security)', () => {
    for (const bad of [
      'javascript:alert(1)',
      ' JavaScript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:x',
      'blob:https://kickoff.example/1',
      'file:///etc/passwd',
      'http://[bad',
      '',
      '  ',
      42,
      null,
      undefined,
    ]) {
      expect(openableRedirectUrl(bad, SITE)).toBeNull();
    }
  });
});

describe('readOneTapContext', () => {
  it('[SES-034] accepts a two-letter language, an ISO currency and a country id', () => {
    expect(readOneTapContext({ language: 'ru', currency: 'RUB', countryId: 1 })).toEqual({
      language: 'ru',
      currency: 'RUB',
      countryId: 1,
    });
  });

  it('refuses a context the platform would not understand', () => {
    for (const bad of [
      null,
      undefined,
      {},
      { language: 'RU', currency: 'RUB', countryId: 1 },
      { language: 'ru', currency: 'rub', countryId: 1 },
      { language: 'ru', currency: 'RUB', countryId: 1.5 },
      { language: 'ru', currency: 'RUB', countryId: -1 },
    ]) {
      expect(readOneTapContext(bad)).toBeNull();
    }
  });
});
