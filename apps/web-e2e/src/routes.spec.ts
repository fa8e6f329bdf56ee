import { expect, test } from '@playwright/test';

// The emulator answers a fresh page load from the site's own route table (@kickoff/shell-routing).

test('[SR-054] a legacy games path is answered with a real 301 to the current one', async ({ page }) => {
  const response = await page.request.get('/ru/games-project/crash-x', { maxRedirects: 0 });
  expect(response.status()).toBe(301);
  expect(response.headers()['location']).toBe('/ru/games/crash-x');
});

test('[SR-006] an unknown path is a real HTTP 404 and the page shows the not-found text', async ({ page }) => {
  const response = await page.goto('/en/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByText('This page could not be found')).toBeVisible();
});

test('[SR-067] /{lng}/office is a 301 to office/account, and the browser lands there', async ({ page }) => {
  const response = await page.request.get('/ru/office', { maxRedirects: 0 });
  expect(response.status()).toBe(301);
  expect(response.headers()['location']).toBe('/ru/office/account');

  await page.goto('/ru/office');
  await expect(page).toHaveURL(/\/ru\/office\/account$/);
});
