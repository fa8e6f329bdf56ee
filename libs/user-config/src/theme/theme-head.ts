import { selectSiteConfig } from '@kickoff/site-config';
import type { HeadInput, HeadTag } from '@kickoff/store';
import { brandBookStyle, chosenThemeStyle } from '@kickoff/ui';

/** The head styles' ids: the brand book's is looked for again when the browser takes the look over. */
export const THEME_STYLE_ID = 'theme';
export const BRAND_BOOK_STYLE_ID = 'brand-book';

/** The partner brand book of the page's site config (CFG-011), none while it is not loaded. */
export const brandBookOf = (state: HeadInput['state'], language: string) =>
  selectSiteConfig(state, language)?.domainSettings.partnerCssBrandBook;

/**
 * The look of the server's first HTML, right with or without scripts: the player's theme choice (none under
 * `system`: theme.css follows the device by itself) and the partner's brand book (CFG-012), as head styles.
 */
export function themeHead({ state, route }: HeadInput): HeadTag[] {
  const tags: HeadTag[] = [];
  const choice = state.preferences?.themeChoice;
  if (choice === 'light' || choice === 'dark')
    tags.push({ kind: 'style', id: THEME_STYLE_ID, css: chosenThemeStyle(choice) });
  const brand = brandBookStyle(brandBookOf(state, route.language) ?? []);
  if (brand) tags.push({ kind: 'style', id: BRAND_BOOK_STYLE_ID, css: brand });
  return tags;
}
