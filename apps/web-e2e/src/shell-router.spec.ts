import { expect, type Page, test } from '@playwright/test';

// The shell's router in the production build, served by the web server in front of the emulator.

/** The chunk of the remote page every remote-app route (live among them) loads as its page. */
const PAGE_CHUNK = /\/assets\/RemoteAppPage-[\w-]+\.js$/;

/** The route the page says it shows (the remote page's section names it, as the placeholder did). */
const placeholderFor = (page: Page, routeName: string) => page.locator(`section[data-route="${routeName}"]`);

/** A mark that lives only as long as the document: gone means the page was loaded anew. */
const markDocument = (page: Page) => page.evaluate(() => Object.assign(window, { kickoffSameDocument: true }));
const isSameDocument = (page: Page) => page.evaluate(() => 'kickoffSameDocument' in window);

test('[SR-003] a path without language lands under the visitor language, query kept', async ({ page }) => {
  await page.goto('/live?sport=1');
  await expect(page).toHaveURL(/\/ru\/live\?sport=1$/);
  await expect(placeholderFor(page, 'live')).toBeVisible();
});

test('[SR-006] an unknown path is an HTTP 404 from the server and shows "This page could not be found"', async ({
  page,
}) => {
  const response = await page.goto('/en/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByText('This page could not be found')).toBeVisible();
  await expect(page.getByRole('link', { name: 'To the home page' })).toHaveAttribute('href', '/en/');
});

test('[SR-024] [SR-026] an anonymous visitor opening /ru/office/account lands on the login route', async ({ page }) => {
  await page.goto('/ru/office/account');
  await expect(page).toHaveURL(/\/ru\/user\/login\?returnTo=%2Fru%2Foffice%2Faccount$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Вход' })).toBeVisible();
});

test('[SR-014] the casino first-bonus landing is headless: no header, no footer', async ({ page }) => {
  await page.goto('/ru/bonus/casino/landing-x');
  await expect(placeholderFor(page, 'casino-bonus-landing')).toBeVisible();
  await expect(page.locator('[data-layout="headless"]')).toBeVisible();
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
});

test('[SR-108] a page chunk that fails to load during navigation: the target loads with a full page load', async ({
  page,
}) => {
  await page.goto('/ru/');
  await expect(page.getByRole('heading', { level: 1, name: 'Ставки на спорт и казино' })).toBeVisible();
  let requests = 0;
  await page.route(PAGE_CHUNK, (route) => (++requests === 1 ? route.abort('failed') : route.continue()));
  await markDocument(page);

  // the header's sections from 1100 px, the bottom bar's below
  await page.getByRole('link', { name: 'Лайв', exact: true }).filter({ visible: true }).first().click();

  await expect(placeholderFor(page, 'live')).toBeVisible();
  await expect(page).toHaveURL(/\/ru\/live$/);
  expect(await isSameDocument(page)).toBe(false);
  // the new document arrives rendered by the server; the browser asks for the chunk again as it takes over
  await expect.poll(() => requests).toBe(2);
});

test('[SR-109] a chunk that keeps failing on a first load reloads once, then shows the error page', async ({
  page,
}) => {
  let requests = 0;
  await page.route(PAGE_CHUNK, (route) => {
    requests += 1;
    return route.abort('failed');
  });
  let documents = 0;
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) documents += 1;
  });

  await page.goto('/ru/live');

  await expect(page.getByRole('heading', { level: 1, name: 'Ошибка' })).toBeVisible();
  await expect(page.getByText('500')).toHaveText('Код ошибки: 500');
  expect(documents).toBe(2);
  expect(requests).toBe(2);
});
