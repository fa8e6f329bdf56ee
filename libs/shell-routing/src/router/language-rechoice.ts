import { chooseLanguage, type SiteLanguageLike } from '@kickoff/i18n';
import type { LanguageCookies } from './shell-options';

interface Rechoice extends LanguageCookies {
  url: URL;
  /** The `{lng}` of a page the route table resolved, so one the site offers. */
  language: string;
  siteLanguages: readonly SiteLanguageLike[] | undefined;
  isAuthenticated: boolean;
}

/**
 * I18N-003 via the i18n wiring step 3: an offered language hidden from this audience is replaced by the one
 * chosen for them (cookie, else ru), same path and query. `undefined` when the URL's language stands.
 */
export function hiddenLanguageReplacement({
  url,
  language,
  siteLanguages,
  isAuthenticated,
  cookieLanguage,
  uaCookie,
}: Rechoice): string | undefined {
  const chosen = chooseLanguage({ urlLanguage: language, cookieLanguage, uaCookie, siteLanguages, isAuthenticated });
  if (chosen === language) return undefined;
  return `${url.pathname.replace(/^\/+[^/]+/, `/${chosen}`)}${url.search}${url.hash}`;
}
