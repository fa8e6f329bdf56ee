import type { ThemeChoice } from '../preferences/preferences-state';
import { THEME_ATTRIBUTE } from './theme-boot';

/** The whole site at once: the player's choice on <html>, as the boot script sets it (`system`: theme.css follows the device). */
export function applyTheme(doc: Document | undefined, choice: ThemeChoice): void {
  doc?.documentElement.setAttribute(THEME_ATTRIBUTE, choice);
}
