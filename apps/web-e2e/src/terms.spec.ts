import { expect, test } from '@playwright/test';
import { createPlayer, signInOnPlatform } from './support/platform-session';

test('[SES-054] [SES-057] a player whose terms changed is sent to confirm them; confirming takes them home', async ({
  page,
  context,
}) => {
  const login = await createPlayer(context.request, 'terms', { termsChanged: true });
  await signInOnPlatform(context.request, login);
  await page.goto('/ru/live');
  await expect(page).toHaveURL(/\/ru\/confirm-terms$/);
  const confirm = page.getByRole('button', { name: 'Принимаю правила' });
  await expect(confirm).toBeVisible();
  await confirm.click();
  await expect(page).toHaveURL(/\/ru\/$/);
});
