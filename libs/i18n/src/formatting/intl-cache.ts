import { FALLBACK_LANGUAGE } from '../languages';

/**
 * Intl formatters are costly to build and are asked for on every render of every odds row and clock,
 * so one instance per locale and option set is kept for the life of the page.
 */
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();
const numberFormats = new Map<string, Intl.NumberFormat>();

function cached<F, O>(cache: Map<string, F>, locale: string, options: O, create: () => F): F {
  const key = `${locale}|${JSON.stringify(options)}`;
  let formatter = cache.get(key);
  if (!formatter) {
    formatter = create();
    cache.set(key, formatter);
  }
  return formatter;
}

export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return cached(dateTimeFormats, locale, options, () => new Intl.DateTimeFormat(locale, options));
}

export function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  return cached(numberFormats, locale, options, () => new Intl.NumberFormat(locale, options));
}

/**
 * The Intl locale for a site language. Site codes such as `kz` or `ua` are not Intl languages, and an
 * unknown locale would silently format in whatever the browser runs in; en is at least predictable.
 */
export function intlLocale(language: string): string {
  try {
    return Intl.DateTimeFormat.supportedLocalesOf(language).length > 0 ? language : FALLBACK_LANGUAGE;
  } catch {
    return FALLBACK_LANGUAGE;
  }
}
