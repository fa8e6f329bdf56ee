/**
 * SES-035: the `redirectUrl` the page opens, as an absolute URL. A path is taken relative to the site; anything
 * that is not http(s) (`javascript:`, `data:`, `blob:` …) or not a URL at all is refused (null): the answer must
 * never make the page run code.
 */
export function openableRedirectUrl(redirectUrl: unknown, siteOrigin: string): string | null {
  if (typeof redirectUrl !== 'string' || redirectUrl.trim() === '') return null;
  let url: URL;
  try {
    url = new URL(redirectUrl.trim(), siteOrigin);
  } catch {
    return null;
  }
  return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
}

/** Who is signing in, as SES-034 sends it. */
export interface OneTapSignInContext {
  language: string;
  currency: string;
  countryId: number;
}

/** The context checked the way the platform expects it (two-letter language, ISO currency, a country id); null when unusable. */
export function readOneTapContext(
  context: Partial<OneTapSignInContext> | null | undefined,
): OneTapSignInContext | null {
  if (!context) return null;
  const { language, currency, countryId } = context;
  if (typeof language !== 'string' || !/^[a-z]{2}$/.test(language)) return null;
  if (typeof currency !== 'string' || !/^[A-Z]{3}$/.test(currency)) return null;
  if (typeof countryId !== 'number' || !Number.isInteger(countryId) || countryId < 0) return null;
  return { language, currency, countryId };
}
