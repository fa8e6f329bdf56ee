import { expect, test } from '@playwright/test';
import { signInOnPlatform } from './support/platform-session';

// Moves the one emulator's clock: runs in its own project, after the emulator's tests and before the others (playwright.config.ts).
test.describe.configure({ mode: 'serial' });

test.afterAll(async ({ request }) => {
  expect((await request.post('/__emulator/reset')).ok()).toBe(true);
});

test('[SES-005] [SES-007] a session that ends on the platform (its clock moved past the idle lifetime) logs the page out within one poll', async ({
  page,
  context,
}) => {
  await page.clock.install();
  await signInOnPlatform(context.request);
  await page.goto('/ru/');
  await expect(page.getByTestId('account-player')).toBeVisible();

  // The platform ends sessions idle for 30 minutes; the page does not know yet.
  expect((await context.request.post('/__emulator/clock', { data: { advanceMs: 31 * 60 * 1000 } })).ok()).toBe(true);
  await expect(page.getByTestId('account-player')).toBeVisible();

  // One poll interval (60 s) later the session check answers no user.
  await page.clock.fastForward('01:01');
  await expect(page.getByRole('button', { name: 'Войти' })).toBeVisible();
  await expect(page.getByTestId('account-player')).toHaveCount(0);
});
