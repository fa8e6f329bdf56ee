import { describe, expect, it } from 'vitest';
import { chooseLanguage, visibleLanguages } from './language-choice';

const siteLanguages = [
  { code: 'ru', name: 'Русский', isHiddenForUnauthorized: false },
  { code: 'en', name: 'English', isHiddenForUnauthorized: false },
  { code: 'kz', name: 'Қазақша', isHiddenForUnauthorized: false },
  { code: 'uz', name: 'Oʻzbekcha', isHiddenForUnauthorized: true },
];
const anonymous = { isAuthenticated: false };
const signedIn = { isAuthenticated: true };

describe('chooseLanguage', () => {
  it('takes the {lng} of the URL when the site offers it', () => {
    expect(chooseLanguage({ ...anonymous, urlLanguage: 'en', cookieLanguage: 'kz', siteLanguages })).toBe('en');
  });

  it('takes the lng cookie when the URL has no language or one the site does not offer', () => {
    expect(chooseLanguage({ ...anonymous, cookieLanguage: 'kz', siteLanguages })).toBe('kz');
    expect(chooseLanguage({ ...anonymous, urlLanguage: 'de', cookieLanguage: 'en', siteLanguages })).toBe('en');
  });

  it('[I18N-001] chooses ru when neither the URL nor the cookie names an offered language', () => {
    expect(chooseLanguage({ ...anonymous })).toBe('ru');
    expect(chooseLanguage({ ...anonymous, urlLanguage: 'de', cookieLanguage: 'fr', siteLanguages })).toBe('ru');
  });

  it('never reads a segment that is not two lowercase letters as a language (SR-004)', () => {
    expect(chooseLanguage({ ...anonymous, urlLanguage: 'EN', cookieLanguage: 'eng', siteLanguages })).toBe('ru');
  });

  it('offers the languages Kickoff has texts for until the site config is known', () => {
    expect(chooseLanguage({ ...anonymous, urlLanguage: 'en' })).toBe('en');
    expect(chooseLanguage({ ...anonymous, urlLanguage: 'kz' })).toBe('ru');
  });

  it('[I18N-003] keeps a language hidden for unauthorized users from an anonymous visitor, by URL or cookie', () => {
    expect(chooseLanguage({ ...anonymous, urlLanguage: 'uz', cookieLanguage: 'en', siteLanguages })).toBe('en');
    expect(chooseLanguage({ ...anonymous, cookieLanguage: 'uz', siteLanguages })).toBe('ru');
    expect(chooseLanguage({ ...signedIn, urlLanguage: 'uz', siteLanguages })).toBe('uz');
  });

  it('[I18N-004] a ua cookie lets a browser not yet known as signed in keep a hidden language', () => {
    expect(chooseLanguage({ ...anonymous, uaCookie: 'a1b2c3', urlLanguage: 'uz', siteLanguages })).toBe('uz');
    expect(chooseLanguage({ ...anonymous, uaCookie: ' ', urlLanguage: 'uz', siteLanguages })).toBe('ru');
  });
});

describe('visibleLanguages', () => {
  it('[I18N-003] hides the languages hidden for unauthorized users from anonymous visitors only', () => {
    expect(visibleLanguages(siteLanguages, anonymous).map((language) => language.code)).toEqual(['ru', 'en', 'kz']);
    expect(visibleLanguages(siteLanguages, signedIn).map((language) => language.code)).toEqual([
      'ru',
      'en',
      'kz',
      'uz',
    ]);
  });

  it('[I18N-004] shows them to an anonymous visitor carrying a non-empty ua cookie', () => {
    expect(
      visibleLanguages(siteLanguages, { ...anonymous, uaCookie: 'a1b2c3' }).map((language) => language.code),
    ).toContain('uz');
    expect(
      visibleLanguages(siteLanguages, { ...anonymous, uaCookie: '' }).map((language) => language.code),
    ).not.toContain('uz');
  });

  it('keeps each entry whole, so the switcher can show its name', () => {
    expect(visibleLanguages(siteLanguages, anonymous)[2]).toBe(siteLanguages[2]);
  });
});
