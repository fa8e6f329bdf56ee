import { expect, test } from '@playwright/test';
import { BetSlipPage, startsWith } from './support/bet-slip-page';
import { siteText } from './support/site-texts';

/*
 * The home page (issue 29): live games and the next matches, server-rendered with their odds, which add to the slip,
 * show chosen, and leave the slip when pressed again.
 */

test.describe('with JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false });

  test('[issue 29] the server’s home page already holds live games with their odds and the next matches', async ({
    page,
  }) => {
    await page.goto('/ru/');
    const live = page.getByRole('region', { name: siteText('ru', 'shell_home_live_title') });
    await expect(live.getByRole('listitem').first()).toBeVisible();
    await expect(
      live.getByRole('button', { name: startsWith(`${siteText('ru', 'shell_home_outcome_1')} `) }).first(),
    ).toBeVisible();
    const upcoming = page.getByRole('region', { name: siteText('ru', 'shell_home_upcoming_title') });
    await expect(upcoming.getByRole('time').first()).toBeVisible();
  });
});

test('[issue 29] home: a live game’s odds add its bet to the slip and show chosen; pressing again removes it', async ({
  page,
}) => {
  const slip = new BetSlipPage(page, 'en');
  await page.goto('/en/');
  await expect(page.locator('html[data-site-ready]')).toHaveCount(1);
  const live = page.getByRole('region', { name: siteText('en', 'shell_home_live_title') });
  const odds = live.getByRole('button', { name: startsWith(`${siteText('en', 'shell_home_outcome_1')} `) }).first();
  await expect(odds).toHaveAttribute('aria-pressed', 'false');
  await odds.click();
  await expect(odds).toHaveAttribute('aria-pressed', 'true');
  await expect(slip.couponCount(1)).toBeVisible();
  await odds.click();
  await expect(odds).toHaveAttribute('aria-pressed', 'false');
  await expect(slip.couponCount(0)).toBeVisible();
});
