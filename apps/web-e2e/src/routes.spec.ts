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

test('[SR-067] /{lng}/office is a 301 to office/account; an anonymous visitor then meets the login guard', async ({
  page,
}) => {
  const response = await page.request.get('/ru/office', { maxRedirects: 0 });
  expect(response.status()).toBe(301);
  expect(response.headers()['location']).toBe('/ru/office/account');

  // The office is for signed-in players (SR-026): after the 301 the guard sends this visitor to log in, coming back after.
  await page.goto('/ru/office');
  await expect(page).toHaveURL(/\/ru\/user\/login\?returnTo=%2Fru%2Foffice%2Faccount$/);
});
