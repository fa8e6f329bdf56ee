import { DEFAULT_LANGUAGE, isLanguageSegment, SUPPORTED_LANGUAGES } from './languages';

/** The part of the site config's language entry this lib reads (structurally `SiteLanguage` of platform-api). */
export interface SiteLanguageLike {
  readonly code: string;
  readonly isHiddenForUnauthorized?: boolean;
}

/** Who is looking: hidden languages show to signed-in users and to browsers carrying the `ua` cookie. */
export interface LanguageAudience {
  readonly isAuthenticated: boolean;
  /** The raw `ua` cookie; only its presence counts (README, Decisions: I18N-004). */
  readonly uaCookie?: string | undefined;
}

export function seesHiddenLanguages({ isAuthenticated, uaCookie }: LanguageAudience): boolean {
  return isAuthenticated || (uaCookie ?? '').trim() !== '';
}

/** The site's languages this audience may see and switch to (I18N-003, I18N-004). */
export function visibleLanguages<T extends SiteLanguageLike>(
  siteLanguages: readonly T[],
  audience: LanguageAudience,
): T[] {
  const all = seesHiddenLanguages(audience);
  return siteLanguages.filter((language) => all || !language.isHiddenForUnauthorized);
}

export interface LanguageChoiceInput extends LanguageAudience {
  /** The `{lng}` route segment, taken as is: `EN` is no language (SR-004). */
  readonly urlLanguage?: string | undefined;
  /** The `lng` cookie, as `readLanguageCookie` gives it. */
  readonly cookieLanguage?: string | undefined;
  /** The site config's languages; until they are known, the languages Kickoff ships texts for are offered. */
  readonly siteLanguages?: readonly SiteLanguageLike[] | undefined;
}

function offeredLanguages({ siteLanguages, ...audience }: LanguageChoiceInput): ReadonlySet<string> {
  if (!siteLanguages) return new Set(SUPPORTED_LANGUAGES);
  return new Set(visibleLanguages(siteLanguages, audience).map((language) => language.code));
}

/** The URL's language, else the `lng` cookie's, else ru; each only when offered and visible to this audience. */
export function chooseLanguage(input: LanguageChoiceInput): string {
  const offered = offeredLanguages(input);
  for (const candidate of [input.urlLanguage, input.cookieLanguage]) {
    if (isLanguageSegment(candidate) && offered.has(candidate)) return candidate;
  }
  return DEFAULT_LANGUAGE;
}
