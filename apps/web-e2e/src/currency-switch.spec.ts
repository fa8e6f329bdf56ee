import { expect, test } from '@playwright/test';
import { BetSlipPage } from './support/bet-slip-page';
import { couponsOf, placementsOf } from './support/emulator-coupons';
import { createPlayer, signInOnPlatform } from './support/platform-session';
import { RUB_AND_USD, USD_ACCOUNT } from './support/player-accounts';

/*
 * Issue 28 point 4 as a player met it: a stake typed in roubles must never be placed in dollars after the player
 * makes the USD account active. The player has the demo player's accounts (RUB main active, USD with 250 $) but is
 * one of this test's own: the switch changes the active account on the platform, which the other tests of `demo`,
 * running at the same time, would see.
 */

test('[issue 28] a 200 ₽ stake is cleared, with a notice, when the player switches to the USD account; nothing is placed in dollars', async ({
  page,
  context,
}) => {
  const login = await createPlayer(context.request, 'currency-switch', { accounts: RUB_AND_USD });
  const userId = await signInOnPlatform(context.request, login);
  const slip = new BetSlipPage(page, 'en');
  await slip.openLine();
  await expect.poll(() => slip.balanceCents()).toBe(1_000_000);

  await slip.betOnGames(1);
  await slip.stake().fill('200');
  await expect(slip.placeButton).toHaveText(/(RUB|₽)\s?200\.00|200\.00\s?(RUB|₽)/);

  // The switch as a player makes it: the header's balance → "My accounts" → "Make active" on the USD wallet, then the
  // header's "Line". Every step is the site's own navigation: a reload would drop the stake (CPN-003 saves none).
  await slip.close();
  const header = page.getByRole('banner');
  await header.getByRole('button', { name: new RegExp(slip.text('accounts_balance_label')) }).click();
  await page.getByRole('menuitem', { name: slip.text('accounts_office_link') }).click();
  await expect(page).toHaveURL(/\/en\/office\/account$/);
  const usdWallet = page
    .getByRole('list', { name: slip.text('accounts_wallets') })
    .getByRole('listitem')
    .filter({ hasText: /^USD/ });
  await page.getByRole('button', { name: `${slip.text('accounts_make_active')}: USD`, exact: true }).click();
  await expect(usdWallet).toContainText(slip.text('accounts_active'));
  await expect.poll(async () => (await page.getByTestId('account-balance').textContent()) ?? '').toContain('$');
  expect(await slip.balanceCents()).toBe(25_000);
  // the header's link from 1100 px, the bottom bar's below: whichever shows
  await page.getByRole('link', { name: slip.text('shell_nav_line'), exact: true }).click();
  await expect(page).toHaveURL(/\/en\/line$/);

  await slip.open();
  await expect(
    slip.region.getByRole('status').filter({ hasText: slip.text('coupon_slip_stake_cleared', { currency: 'USD' }) }),
  ).toBeVisible();
  // No stake left: the field reads empty or 0 (flagged as invalid), never 200.
  await expect(slip.stake()).toHaveValue(/^0?$/);
  await expect(slip.placeButton).not.toContainText('200');
  await expect(slip.placeButton).toBeDisabled();
  // A player who presses it anyway sends nothing.
  await slip.placeButton.click({ force: true });

  // The slip still places, in dollars, what the player types now: so the platform's log below can see this player.
  await slip.stake().fill('3');
  await expect(slip.placeButton).toHaveText(/(USD|\$)\s?3\.00|3\.00\s?(USD|\$)/);
  await slip.placeAndConfirm();
  await expect.poll(() => slip.balanceCents()).toBe(24_700);

  const sent = await placementsOf(context.request, userId);
  expect(sent.map(({ body }) => [body['accountId'], body['amount']])).toEqual([[USD_ACCOUNT, 3]]);
  expect((await couponsOf(context.request, userId)).map(({ amount }) => amount)).toEqual([3]);
});
