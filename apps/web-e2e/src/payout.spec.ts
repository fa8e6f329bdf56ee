import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { BetSlipPage, cents } from './support/bet-slip-page';
import { couponsOf, isBonusBetEnabled } from './support/emulator-coupons';
import { systemLineCount } from './support/odds-math';
import { createPlayer, signInOnPlatform } from './support/platform-session';

/*
 * Issue 28 point 6: the possible win the slip promises is the one the receipt (the platform's answer) shows and the
 * platform stores, for every kind of coupon; the express's bonus bet is sent and paid by the platform.
 */

async function playerOnLine(page: Page, request: APIRequestContext, prefix: string) {
  const userId = await signInOnPlatform(request, await createPlayer(request, prefix));
  const slip = new BetSlipPage(page, 'en');
  await slip.openLine();
  return { slip, userId };
}

/** Places the slip as it stands and checks slip = receipt = the platform's coupon, to the cent. */
async function expectReceiptAsPromised(slip: BetSlipPage, request: APIRequestContext, userId: number) {
  const promised = slip.figure('coupon_slip_possible_win');
  await expect(promised).toHaveText(/\d/);
  const slipCents = cents(await promised.textContent());
  await slip.placeAndConfirm();
  const receipt = slip.confirmation.locator('strong');
  await expect(receipt).toHaveCount(1);
  expect(cents(await receipt.textContent())).toBe(slipCents);
  const [coupon] = await couponsOf(request, userId);
  expect(Math.round((coupon?.possibleWin ?? 0) * 100)).toBe(slipCents);
  return coupon;
}

test('[issue 28] a single pays what the slip promised', async ({ page, context }) => {
  const { slip, userId } = await playerOnLine(page, context.request, 'payout-single');
  await slip.betOnGames(1);
  await slip.stake().fill('155');
  await expectReceiptAsPromised(slip, context.request, userId);
});

test('[issue 28] an express of 2 pays what the slip promised', async ({ page, context }) => {
  const { slip, userId } = await playerOnLine(page, context.request, 'payout-express');
  await slip.betOnGames(2);
  await slip.couponType('coupon_slip_type_1').check();
  await slip.stake().fill('333');
  await expectReceiptAsPromised(slip, context.request, userId);
});

test('[issue 28][CPN-021][CPN-022] an express of 3 with the bonus bet pays the boost the slip promised', async ({
  page,
  context,
}) => {
  test.skip(!(await isBonusBetEnabled(context.request)), "the emulator's site config offers no bonus bet");
  const { slip, userId } = await playerOnLine(page, context.request, 'payout-boost');
  await slip.betOnGames(3);
  await slip.couponType('coupon_slip_type_1').check();
  await slip.stake().fill('300');
  await expect(slip.rows.filter({ hasText: slip.text('coupon_slip_bonus_bet') })).toContainText(
    slip.text('coupon_slip_odds', { coef: '1.03' }),
  );
  const coupon = await expectReceiptAsPromised(slip, context.request, userId);
  expect(coupon?.typeId).toBe(1);
});

test('[issue 28] a system 2 of 3 pays what the slip promised', async ({ page, context }) => {
  const { slip, userId } = await playerOnLine(page, context.request, 'payout-system');
  await slip.betOnGames(3);
  await slip.couponType('coupon_slip_type_4').check();
  await slip.region.getByRole('combobox', { name: slip.text('coupon_slip_system_value') }).selectOption({
    label: slip.text('coupon_slip_system_option', { value: 2, count: 3, combo: systemLineCount(3, 2) }),
  });
  await slip.stake().fill('155');
  await expectReceiptAsPromised(slip, context.request, userId);
});
