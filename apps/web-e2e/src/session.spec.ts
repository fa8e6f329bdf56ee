import { expect, test } from '@playwright/test';
import { cookieNames, signInOnPlatform } from './support/platform-session';

test('[SES-001] [SES-005] a player signed in on the platform is known to the page from its first session check', async ({
  page,
  context,
}) => {
  const userId = await signInOnPlatform(context.request);
  await page.goto('/ru/');
  await expect(page.getByTestId('account-player')).toHaveText(`Игрок ${userId}`);
  await expect(page.getByRole('button', { name: 'Войти' })).toHaveCount(0);
});

test('[SES-013] [SES-017] [SR-093] the logout confirmation clears ua and user_token and reloads a page for everyone', async ({
  page,
  context,
}) => {
  await signInOnPlatform(context.request);
  await page.goto('/ru/');
  await expect(page.getByTestId('account-player')).toBeVisible();
  // The terms poll of a signed-in player fetches a token: both cookies are there before the logout.
  await expect.poll(() => cookieNames(context)).toEqual(expect.arrayContaining(['ua', 'user_token']));

  await page.getByRole('button', { name: 'Выйти' }).click();
  const confirmation = page.getByRole('alertdialog');
  await confirmation.getByRole('button', { name: 'Отмена' }).click();
  await expect(page.getByTestId('account-player')).toBeVisible();

  await page.getByRole('button', { name: 'Выйти' }).click();
  const reload = page.waitForEvent('load');
  await confirmation.getByRole('button', { name: 'Выйти' }).click();
  await reload;
  await expect(page.getByRole('button', { name: 'Войти' })).toBeVisible();
  const names = await cookieNames(context);
  expect(names).not.toContain('ua');
  expect(names).not.toContain('user_token');
});
