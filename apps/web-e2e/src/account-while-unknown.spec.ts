import { expect, test } from '@playwright/test';
import { signInOnPlatform } from './support/platform-session';
import { siteTakenOver } from './support/site-taken-over';

/*
 * Issue 28, point 10: while the session is unknown a signed-in player's header holds a placeholder (the platform's
 * readable `ua` marker tells the server and the browser a player is probably signed in), never "Log in": not in the
 * first HTML, not while the check is on its way, not while it hangs.
 */
test('[SES-001] a signed-in player never sees “Log in” while the session check hangs; the player shows once it answers', async ({
  page,
}) => {
  await signInOnPlatform(page.request, 'demo');
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/web-api/user/check-session', async (route) => {
    await held;
    await route.continue();
  });

  const response = await page.goto('/en/information/about');
  expect(await response?.text()).toMatch(/<div class="[^"]*" aria-busy="true"><button/);
  await siteTakenOver(page);
  const banner = page.getByRole('banner');
  const pending = banner.locator('[aria-busy="true"]');
  await expect(pending).toHaveCount(1);
  await page.waitForTimeout(1_500);
  await expect(banner.getByRole('button', { name: 'Log in' })).toHaveCount(0);
  await expect(pending).toHaveCount(1);

  release();
  await expect(banner.getByTestId('account-player')).toHaveText('Player 1001');
});

test('[SES-001] a visitor without the marker gets “Log in” in the first HTML', async ({ page }) => {
  const response = await page.goto('/en/information/about');
  const html = (await response?.text()) ?? '';
  expect(html).not.toContain('aria-busy="true"><button');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeVisible();
});
