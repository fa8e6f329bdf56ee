/** One entry of a partner brand book (the platform's `partnerCssBrandBook`), as the config delivers it. */
export interface BrandBookEntry {
  readonly css_prop: string;
  readonly css_value: string;
}

export type BrandBookRefusal = 'property-not-allowed' | 'value-not-allowed';

/**
 * Ordinary properties a brand book may set on its target besides custom properties: colours and type only.
 * Anything that can load a resource, move layout or hide content stays out.
 */
export const BRAND_BOOK_PROPERTIES: ReadonlySet<string> = new Set([
  'color',
  'background-color',
  'border-color',
  'outline-color',
  'accent-color',
  'caret-color',
  'font-family',
]);

const CUSTOM_PROPERTY = /^--[A-Za-z0-9_-]+$/;

/*
 * A brand book is remote data applied to <html>. A value must not fetch (url(), image-set(), image(), src()),
 * run legacy script (expression()), or break out of its declaration (; { }). Backslashes are refused too:
 * a CSS escape such as `u\72l(` would spell url( past a plain text check. `<` `>` guard against the value
 * ever being written into a <style> element by someone else.
 */
const FORBIDDEN_VALUE = /url\s*\(|expression\s*\(|image-set\s*\(|image\s*\(|src\s*\(|[;{}\\<>]/i;
const MAX_VALUE_LENGTH = 500;

/** Why an entry may not be applied, or null when it is safe. */
export function brandBookRefusal(entry: BrandBookEntry): BrandBookRefusal | null {
  const property = entry.css_prop.trim();
  const allowed = CUSTOM_PROPERTY.test(property) || BRAND_BOOK_PROPERTIES.has(property.toLowerCase());
  if (!allowed) return 'property-not-allowed';
  const value = entry.css_value;
  if (value.length > MAX_VALUE_LENGTH || FORBIDDEN_VALUE.test(value)) return 'value-not-allowed';
  return null;
}
