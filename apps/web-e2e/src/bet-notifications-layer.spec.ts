import { expect, test } from '@playwright/test';
import { BetSlipPage } from './support/bet-slip-page';
import { createPlayer, signInOnPlatform } from './support/platform-session';

/*
 * Issue 28 point 10: at 1280 × 900 the slip is the right column's aside with its place button at the bottom; bet
 * notifications (MOD-026, due 5 min after a line bet, at most 3) must never lie over that button.
 */

const LINE_NOTIFICATION_MS = 5 * 60_000;

test.use({ viewport: { width: 1280, height: 900 } });

test('[issue 28][MOD-026] three bet notifications at 1280 × 900 leave the place button clickable', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await page.clock.install();
  await signInOnPlatform(context.request, await createPlayer(context.request, 'notified'));
  const slip = new BetSlipPage(page, 'en');
  await slip.openLine();
  const odds = await slip.oddsOfGames(4);
  for (const bet of odds.slice(0, 3)) {
    await slip.pick(bet);
    await slip.open();
    await slip.stake().fill('100');
    await slip.placeAndConfirm();
    await slip.region.getByRole('button', { name: slip.text('coupon_slip_placed_done') }).click();
  }
  await page.clock.runFor(LINE_NOTIFICATION_MS + 5_000);
  const toasts = page.locator('[data-ko-live-layer] li');
  await expect(toasts).toHaveCount(3);

  await slip.pick(odds[3]!);
  await slip.open();
  await slip.stake().fill('100');
  await expect(slip.placeButton).toBeVisible();
  // Playwright's actionability check: the click would land on the button, nothing lies over it
  await slip.placeButton.click({ trial: true, timeout: 5_000 });
  const button = await slip.placeButton.boundingBox();
  for (const toast of await toasts.all()) {
    const box = await toast.boundingBox();
    const overlaps =
      !!box &&
      !!button &&
      box.x < button.x + button.width &&
      button.x < box.x + box.width &&
      box.y < button.y + button.height &&
      button.y < box.y + box.height;
    expect(overlaps).toBe(false);
  }
});
