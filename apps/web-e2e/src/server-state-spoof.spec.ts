import { expect, test } from '@playwright/test';
import { siteTakenOver } from './support/site-taken-over';

/*
 * A remote page's HTML posing as the site server's state (issue 28, point 8): the emulator's `mock=state-spoof`
 * ends the sport page's body with `<div id="kickoff-server-state" hidden>{…}</div>`, a state whose site config
 * switches the casino off. Served in the first HTML (server-rendered, sanitised), it must not become the browser's
 * start state: the Casino link still leads to the casino.
 */
test('a remote page holding a fake server state cannot switch the Casino link off', async ({ page }) => {
  const response = await page.goto('/en/line?mock=state-spoof');
  const html = (await response?.text()) ?? '';
  // The remote page was served in the first response, its id prefixed by the sanitiser (SANITIZE_NAMED_PROPS).
  expect(html).toContain('id="user-content-kickoff-server-state"');
  expect(html.match(/id="kickoff-server-state"/g)).toHaveLength(1);
  await expect(page.getByRole('heading', { level: 1, name: 'Line' })).toBeVisible();
  await siteTakenOver(page);
  expect(await page.evaluate(() => document.getElementById('kickoff-server-state')?.localName)).toBe('script');

  await page.getByRole('link', { name: 'Casino', exact: true }).first().click();
  await expect(page).toHaveURL(/\/en\/casino$/);
  await expect(page.getByRole('heading', { level: 1, name: 'casino: /en/casino' })).toBeVisible();
  await expect(page.getByText('This page could not be found')).toHaveCount(0);
});
