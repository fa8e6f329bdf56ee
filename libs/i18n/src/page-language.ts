import { chooseLanguage } from './language-choice';
import { readLanguageCookies, writeLanguageCookie } from './language-cookie';
import { isLanguageSegment } from './languages';
import type { CookieJar } from '@kickoff/runtime';
import type { i18n as I18n } from 'i18next';

/** The path's leading `{lng}` segment, or undefined when the first segment is no language code (SR-004). */
export function languageOf(pathname: string): string | undefined {
  const first = pathname.split('/').find((segment) => segment !== '');
  return isLanguageSegment(first) ? first : undefined;
}

/**
 * i18n wiring step 2: the language at start, from the URL and the `lng` cookie. The session and the site
 * config are not known yet; the router chooses again with them (hidden languages) on every navigation.
 */
export function startLanguage(pathname: string, cookies: Pick<CookieJar, 'get'>): string {
  return chooseLanguage({ urlLanguage: languageOf(pathname), ...readLanguageCookies(cookies), isAuthenticated: false });
}

/** i18n wiring step 4: a language change is remembered in the `lng` cookie and told to the document (`<html lang>`). */
export function followLanguage(
  i18n: I18n,
  cookies: Pick<CookieJar, 'set'>,
  root: { lang: string } | undefined,
): () => void {
  const apply = (language: string) => {
    writeLanguageCookie(cookies, language);
    if (root) root.lang = language;
  };
  apply(i18n.language);
  i18n.on('languageChanged', apply);
  return () => i18n.off('languageChanged', apply);
}
