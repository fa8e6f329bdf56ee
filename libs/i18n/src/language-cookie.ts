import type { CookieJar } from '@kickoff/runtime';
import { isLanguageSegment } from './languages';

export const LANGUAGE_COOKIE = 'lng';
/** The cookie the platform sets at sign-in and logout deletes (SES-013); it widens the visible languages (I18N-004). */
export const UA_COOKIE = 'ua';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** The `lng` cookie when it holds a language code; anything else is junk and reads as no preference. */
export function readLanguageCookie(cookies: Pick<CookieJar, 'get'>): string | undefined {
  // Case and spaces are forgiven: an old or hand-edited `RU ` still states a clear preference.
  const value = cookies.get(LANGUAGE_COOKIE)?.trim().toLowerCase();
  return isLanguageSegment(value) ? value : undefined;
}

export function writeLanguageCookie(cookies: Pick<CookieJar, 'set'>, language: string): void {
  // Never persist what the reader would reject: it would only shadow a good value.
  if (!isLanguageSegment(language)) return;
  cookies.set(LANGUAGE_COOKIE, language, { path: '/', maxAgeSeconds: ONE_YEAR_SECONDS, sameSite: 'Lax' });
}

/** What `chooseLanguage` needs from the cookies, read in one go at start. */
export function readLanguageCookies(cookies: Pick<CookieJar, 'get'>): {
  cookieLanguage: string | undefined;
  uaCookie: string | undefined;
} {
  return { cookieLanguage: readLanguageCookie(cookies), uaCookie: cookies.get(UA_COOKIE) };
}
