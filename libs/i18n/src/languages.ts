export const DEFAULT_LANGUAGE = 'ru';
export const FALLBACK_LANGUAGE = 'en';
export const DEFAULT_CURRENCY = 'RUB';

/** Languages Kickoff ships texts for; the route rule below accepts any two-letter code. */
export const SUPPORTED_LANGUAGES = ['ru', 'en'] as const;
export type LanguageCode = (typeof SUPPORTED_LANGUAGES)[number];

const LANGUAGE_SEGMENT = /^[a-z]{2}$/;

/** The `{lng}` route segment: exactly two lowercase Latin letters (`EN`, `eng`, `r1` are not). */
export function isLanguageSegment(segment: string | undefined): segment is string {
  return segment !== undefined && LANGUAGE_SEGMENT.test(segment);
}

export function isSupportedLanguage(segment: string | undefined): segment is LanguageCode {
  return (SUPPORTED_LANGUAGES as readonly string[]).includes(segment ?? '');
}
