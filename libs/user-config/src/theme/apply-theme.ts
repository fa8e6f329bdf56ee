import { themeName } from '@kickoff/ui';
import type { AppTheme } from '../preferences/preferences-state';
import { THEME_ATTRIBUTE } from './theme-boot';

/** The whole site at once: the attribute on <html> that theme.css reads, as the boot script sets it. */
export function applyTheme(doc: Document | undefined, appTheme: AppTheme): void {
  doc?.documentElement.setAttribute(THEME_ATTRIBUTE, themeName(appTheme));
}
