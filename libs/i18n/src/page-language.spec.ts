import { createManualClock, memoryCookies } from '@kickoff/runtime';
import { describe, expect, it } from 'vitest';
import { createI18n } from './create-i18n';
import { followLanguage, languageOf, startLanguage } from './page-language';

const jar = (cookies: Record<string, string> = {}) => {
  const jarOf = memoryCookies(createManualClock(0));
  for (const [name, value] of Object.entries(cookies)) jarOf.set(name, value, { path: '/' });
  return jarOf;
};

describe('language at start', () => {
  it('[SR-004] only a two-lowercase-letter first segment is a language', () => {
    expect(languageOf('/en/live')).toBe('en');
    expect(languageOf('/EN/live')).toBeUndefined();
    expect(languageOf('/eng/live')).toBeUndefined();
    expect(languageOf('/')).toBeUndefined();
  });

  it('[I18N-001] the URL language first, then the lng cookie, else ru', () => {
    expect(startLanguage('/en/live', jar({ lng: 'ru' }))).toBe('en');
    expect(startLanguage('/live', jar({ lng: 'en' }))).toBe('en');
    expect(startLanguage('/live', jar({ lng: 'junk!' }))).toBe('ru');
    expect(startLanguage('/', jar())).toBe('ru');
  });

  it('a language change is written to the lng cookie and to <html lang>', async () => {
    const cookies = jar();
    const i18n = createI18n({ language: 'ru' });
    const root = document.createElement('html');
    const stop = followLanguage(i18n, cookies, root);
    expect(root.lang).toBe('ru');
    await i18n.changeLanguage('en');
    expect(cookies.get('lng')).toBe('en');
    expect(root.lang).toBe('en');
    stop();
    await i18n.changeLanguage('ru');
    expect(cookies.get('lng')).toBe('en');
  });
});
