import { expect, type Page } from '@playwright/test';

/**
 * Waits until the site has taken the server's page over (apps/web's PageTakenOver marks <html>): a value typed into a
 * server-rendered field before then is not the form's yet, so a test types only after it.
 */
export async function siteTakenOver(page: Page): Promise<void> {
  await expect(page.locator('html[data-site-ready]')).toHaveCount(1);
}
