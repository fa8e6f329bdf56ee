import { expect, type Page, type Request, test } from '@playwright/test';

/*
 * Remote apps end to end: the emulator's demo remotes (libs/platform-mock handlers/remote-pages) rendered by the
 * site, their odds buttons calling window.KickoffHost, and the e2e hooks chosen by the page's query (`mock=…`).
 */

const REMOTE_PAGES = '/web-api/remote-pages/';
// the header's count: from 1100 px on screen, below it the bottom bar's item shows it (still in the header's HTML)
const couponBadge = (page: Page) =>
  page.getByRole('banner').getByRole('status', { name: /Ставок в купоне/, includeHidden: true });

/** Every remote page request of the page, with when it was sent. */
function recordRemotePageRequests(page: Page) {
  const sent: { request: Request; at: number }[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith(REMOTE_PAGES)) sent.push({ request, at: Date.now() });
  });
  return sent;
}

/** A key no other test (or project, or run) shares: flaky counts live in the one emulator all tests use. */
const uniqueKey = () => `${test.info().project.name}-${test.info().testId}-${Date.now()}`;

test('[RA-001][RA-018][RA-020] the line page loads the sport remote; an odds button adds the bet to the coupon and fires kickoff:coupon-updated', async ({
  page,
}) => {
  const sent = recordRemotePageRequests(page);
  // The server's own try fails (flaky once), so the browser loads the page itself: its call is the one checked here.
  await page.goto(`/ru/line?mock=flaky&failures=1&key=${uniqueKey()}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Линия' })).toBeVisible();
  await expect(couponBadge(page)).toHaveText('Купон (0)');

  const [first] = sent;
  expect(new URL(first?.request.url() ?? '').pathname).toBe('/web-api/remote-pages/sport/ru/line');
  expect(first?.request.method()).toBe('GET');
  expect(first?.request.headers()).toMatchObject({ 'mf-render-mode': 'json', 'mf-api-version': 'v2' });

  await page.evaluate(() => {
    const updates: unknown[] = [];
    (window as unknown as { couponUpdates: unknown[] }).couponUpdates = updates;
    window.addEventListener('kickoff:coupon-updated', (event) => updates.push((event as CustomEvent).detail));
  });
  const button = page.locator('main [data-market-id]:not([disabled])').first();
  const marketId = await button.getAttribute('data-market-id');
  await button.click();

  await expect(couponBadge(page)).toHaveText('Купон (1)');
  await expect(button).toHaveAttribute('data-bet-result', 'ok');
  const updates = await page.evaluate(
    () => (window as unknown as { couponUpdates: { coupon: { marketIds: string[] } }[] }).couponUpdates,
  );
  expect(updates.at(-1)?.coupon.marketIds).toEqual([marketId]);
  expect(
    await page.evaluate(
      () =>
        (window as unknown as { KickoffHost: { getCoupon(): { marketIds: string[] } } }).KickoffHost.getCoupon()
          .marketIds,
    ),
  ).toEqual([marketId]);
});

test('[RA-011] a remote page that fails twice in the browser is retried after 1000 and 2000 ms and then shows', async ({
  page,
}) => {
  const sent = recordRemotePageRequests(page);
  // Three failures: the server's one try (the page then goes out without it), then the browser's first two.
  await page.goto(`/ru/line?mock=flaky&failures=3&key=${uniqueKey()}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Линия' })).toBeVisible({ timeout: 15_000 });
  expect(sent).toHaveLength(3);
  const [first, second, third] = sent.map((entry) => entry.at);
  expect((second ?? 0) - (first ?? 0)).toBeGreaterThanOrEqual(900);
  expect((third ?? 0) - (second ?? 0)).toBeGreaterThanOrEqual(1900);
  await expect(page.getByText('Не удалось загрузить страницу')).toHaveCount(0);
});

test('[RA-013][RA-016] a remote page that always fails ends, after 3 retries, in the refresh view', async ({
  page,
}) => {
  const sent = recordRemotePageRequests(page);
  await page.goto('/ru/casino?mock=fail');
  await expect(page.getByText('Не удалось загрузить страницу')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('Проверьте подключение к интернету и обновите страницу.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Обновить' })).toBeVisible();
  expect(sent).toHaveLength(4);
  // Past where a 4th retry would have gone: no further automatic attempt.
  await page.waitForTimeout(1_500);
  expect(sent).toHaveLength(4);
});

test('[RA-007] a remote whose script comes from an origin not allowed is refused: nothing fetched, error logged, error view with reload', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  const foreign: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('not-allowed.example')) foreign.push(request.url());
  });
  await page.goto('/ru/line?mock=foreign-script');
  await expect(page.getByText('Не удалось запустить раздел. Попробуйте ещё раз.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Повторить' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Линия' })).toHaveCount(0);
  expect(foreign).toEqual([]);
  expect(
    errors.some(
      (text) => text.includes('sources not allowed') && text.includes('https://cdn.not-allowed.example/remote.js'),
    ),
  ).toBe(true);
});

test('[RA-007] a remote whose code throws shows the app error view and leaves the header usable', async ({ page }) => {
  await page.goto('/ru/casino?mock=throw');
  await expect(page.getByText('Не удалось запустить раздел. Попробуйте ещё раз.')).toBeVisible();
  await page.getByRole('link', { name: 'Линия', exact: true }).click();
  await expect(page).toHaveURL(/\/ru\/line$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Линия' })).toBeVisible();
  await expect(couponBadge(page)).toHaveText('Купон (0)');
});
