import { isLanguageSegment } from '@kickoff/i18n';

/** The path's leading `{lng}` segment, or undefined when the first segment is not a language code. */
export function languageOf(pathname: string): string | undefined {
  const first = pathname.split('/')[1];
  return isLanguageSegment(first) ? first : undefined;
}

/**
 * SR-003: a path without `{lng}` becomes the same path and query under the user's language (history replace).
 * `/EN/live` and `/eng/live` get the prefix too and then match nothing: SR-004's 404.
 */
export function withLanguagePrefix(location: { pathname: string; search?: string }, language: string): string {
  return `/${language}${location.pathname}${location.search ?? ''}`;
}
