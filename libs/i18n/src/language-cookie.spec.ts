import { createManualClock, documentCookies, memoryCookies } from '@kickoff/runtime';
import { afterEach, describe, expect, it } from 'vitest';
import { chooseLanguage } from './language-choice';
import { readLanguageCookie, readLanguageCookies, writeLanguageCookie } from './language-cookie';

const START = Date.UTC(2025, 0, 1);
const DAY_MS = 24 * 60 * 60 * 1000;

describe('lng cookie', () => {
  afterEach(() => {
    documentCookies(document).remove('lng');
  });

  it('reads a language code, forgiving case and spaces', () => {
    const clock = createManualClock(START);
    expect(readLanguageCookie(memoryCookies(clock, { lng: 'en' }))).toBe('en');
    expect(readLanguageCookie(memoryCookies(clock, { lng: ' RU ' }))).toBe('ru');
    expect(readLanguageCookie(memoryCookies(clock))).toBeUndefined();
  });

  it.each(['', 'english', 'r1', 'e n', '%E0', '{"lng":"en"}', 'undefined'])(
    'reads the junk value %j as no preference',
    (junk) => {
      expect(readLanguageCookie(memoryCookies(createManualClock(START), { lng: junk }))).toBeUndefined();
    },
  );

  it('a junk cookie leaves the choice to the default language', () => {
    const cookies = memoryCookies(createManualClock(START), { lng: 'english' });
    expect(chooseLanguage({ isAuthenticated: false, ...readLanguageCookies(cookies) })).toBe('ru');
  });

  it('is written on path / and kept for a year', () => {
    const clock = createManualClock(START);
    const cookies = memoryCookies(clock);
    writeLanguageCookie(cookies, 'en');

    expect(cookies.inspect('lng')?.options).toMatchObject({ path: '/', expires: new Date(START + 365 * DAY_MS) });
    clock.advance(364 * DAY_MS);
    expect(readLanguageCookie(cookies)).toBe('en');
    clock.advance(2 * DAY_MS);
    expect(readLanguageCookie(cookies)).toBeUndefined();
  });

  it('reaches document.cookie through the runtime jar', () => {
    const cookies = documentCookies(document);
    writeLanguageCookie(cookies, 'en');
    expect(readLanguageCookie(cookies)).toBe('en');
  });

  it('refuses to write a value the reader would reject', () => {
    const cookies = memoryCookies(createManualClock(START), { lng: 'en' });
    writeLanguageCookie(cookies, 'English');
    expect(readLanguageCookie(cookies)).toBe('en');
  });

  it('hands chooseLanguage the ua cookie too', () => {
    const cookies = memoryCookies(createManualClock(START), { lng: 'kz', ua: 'a1b2c3' });
    expect(readLanguageCookies(cookies)).toEqual({ cookieLanguage: 'kz', uaCookie: 'a1b2c3' });
  });
});
