import type { ThemeName } from './apply-theme';
import { type BrandBookEntry, brandBookRefusal } from './brand-book-guard';

/*
 * What the server writes into <head> so the first paint is right before any script runs (or where none runs).
 * A <head> style may land before or after theme.css, so each rule outranks theme.css by specificity rather than
 * order: theme.css's strongest selector is `:root:not([data-theme])` (two classes' worth).
 */

/**
 * A partner's brand book as one rule on the page: the entries brandBookRefusal lets through, in order (a later entry
 * of the same property wins, as with applyBrandBook), or '' when none is left. Three `:root`s outrank every theme rule.
 * Safe inside a <style> element: the guard refuses `;`, `{`, `}`, `<`, `>` and backslashes in values, and a property
 * is a custom property name or one of a few colour and font properties.
 */
export function brandBookStyle(entries: readonly BrandBookEntry[]): string {
  const declarations = entries
    .filter((entry) => brandBookRefusal(entry) === null)
    .map((entry) => `${entry.css_prop.trim()}:${entry.css_value.trim()}`);
  return declarations.length > 0 ? `:root:root:root{${declarations.join(';')}}` : '';
}

/**
 * The player's theme for a page without the `data-theme` attribute yet (the server's HTML before the boot script,
 * or with scripts off): the same switches theme.css flips, so no token is written twice. Once a script puts
 * `data-theme` on <html>, this rule no longer matches and theme.css alone decides.
 */
export function chosenThemeStyle(theme: ThemeName): string {
  const [light, dark] = theme === 'dark' ? [' ', 'initial'] : ['initial', ' '];
  return `:root:root:not([data-theme]){--ko-when-light:${light};--ko-when-dark:${dark};color-scheme:${theme}}`;
}
