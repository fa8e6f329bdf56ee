import { expect, type Locator, type Page } from '@playwright/test';
import { type Language, siteText } from './site-texts';

/**
 * The menu drawer the header's menu button opens (every size): the sections, the language, the theme and the odds
 * format. Opened again until the browser has taken the server's HTML over (a press before that is not heard).
 */
export async function openSiteMenu(page: Page, language: Language): Promise<Locator> {
  const menu = page.getByRole('dialog', { name: siteText(language, 'shell_menu'), exact: true });
  const button = page.getByRole('banner').getByRole('button', { name: siteText(language, 'shell_menu'), exact: true });
  await expect(async () => {
    if (!(await menu.isVisible())) await button.click();
    await expect(menu).toBeVisible({ timeout: 1_000 });
  }).toPass();
  return menu;
}
