import { expect, type Page, test } from '@playwright/test';
import { holdSiteCode } from './support/held-code';

/** Every error the page reports: console errors (React's own and the browser's) and uncaught ones. */
function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
  return errors;
}

/** The browser's own line for a document answered 404: the not-found page's status, not a fault. */
const NOT_FOUND_DOCUMENT = /Failed to load resource: the server responded with a status of 404/;

/** Answers /ru/ with the server's own answer, its HTML changed: the body is sent as text, so its encoding goes. */
async function changeHomeHtml(page: Page, change: (html: string) => string): Promise<void> {
  await page.route('**/ru/', async (route) => {
    const response = await route.fetch();
    const headers = Object.fromEntries(
      Object.entries(response.headers()).filter(([name]) => name !== 'content-encoding' && name !== 'content-length'),
    );
    const html = change(await response.text());
    await route.fulfill({ status: response.status(), headers, body: html });
  });
}

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('the home page arrives rendered: header and heading are in the server HTML', async ({ page }) => {
    const response = await page.goto('/ru/');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Ставки на спорт и казино' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  });

  test('the casino and line pages arrive with the remote app’s page in <main> (served by the server)', async ({
    page,
  }) => {
    await page.goto('/ru/casino');
    const casino = page.getByRole('main').locator('[data-remote-app-page="casino"]');
    await expect(casino.getByRole('heading', { level: 1, name: 'casino: /ru/casino' })).toBeVisible();
    await expect(casino.getByText('Sweet Bonanza')).toBeVisible();
    await page.goto('/en/line');
    const line = page.getByRole('main').locator('[data-remote-app-page="sport"]');
    await expect(line.getByRole('heading', { level: 1, name: 'Line' })).toBeVisible();
    await expect(line.locator('[data-market-id]').first()).toBeVisible();
  });
});

test('the browser takes over a served remote page: no remotePageLoad of its own, no console error, its code runs', async ({
  page,
}) => {
  const errors = collectPageErrors(page);
  const remotePageLoads: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/web-api/remote-pages/')) remotePageLoads.push(request.url());
  });
  await page.goto('/ru/casino', { waitUntil: 'networkidle' });
  await expect(page.getByRole('main').getByText('Sweet Bonanza')).toBeVisible();
  // The remote's own style and head arrive once the browser applied the page (its registry says ready).
  await expect(page.locator('head meta[name="remote-app"][content="casino"]')).toHaveCount(1);
  await page.goto('/en/line', { waitUntil: 'networkidle' });
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Line' })).toBeVisible();
  // the sport remote's code ran after hydration, over the served buttons: it marks them with the odds format it used
  await expect(page.locator('main [data-market-id][data-coef-view="0"]').first()).toBeVisible();
  expect(remotePageLoads).toEqual([]);
  expect(errors).toEqual([]);
});

test('hydration reports no error on the home, line, casino and login pages (the not-found page only its 404)', async ({
  page,
}) => {
  const errors = collectPageErrors(page);
  for (const path of ['/ru/', '/en/line', '/ru/casino', '/ru/user/login']) {
    await page.goto(path, { waitUntil: 'networkidle' });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
  expect(errors).toEqual([]);

  await page.goto('/en/no-such-page', { waitUntil: 'networkidle' });
  await expect(page.getByRole('heading', { name: '404' })).toBeVisible();
  expect(errors).toHaveLength(1);
  expect(errors[0]).toMatch(NOT_FOUND_DOCUMENT);
});

test('a server HTML that differs from what the browser renders is reported (the listener above would catch a mismatch)', async ({
  page,
}) => {
  const errors = collectPageErrors(page);
  // The page's heading only (the same words are in its <title>).
  await changeHomeHtml(page, (html) =>
    html.replace(/(<h1[^>]*>)Ставки на спорт и казино/, '$1Не то, что рендерит браузер'),
  );
  const answer = await page.goto('/ru/', { waitUntil: 'networkidle' });
  expect(await answer?.text()).toContain('Не то, что рендерит браузер');
  // React gives up on the server's HTML and renders the page itself: the right heading, and the mismatch reported.
  await expect(page.getByRole('heading', { level: 1, name: 'Ставки на спорт и казино' })).toBeVisible();
  await expect.poll(() => errors.length).toBeGreaterThan(0);
});

test('an inline script injected into the HTML without the nonce does not run, and the violation is reported', async ({
  page,
}) => {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => seen.push(event.effectiveDirective));
  });
  await changeHomeHtml(page, (html) =>
    html.replace('<head>', '<head><script>window.injectedScriptRan = true</script>'),
  );
  const report = page.waitForRequest(
    (request) => request.method() === 'POST' && new URL(request.url()).pathname === '/__csp-report',
  );
  const answer = await page.goto('/ru/');
  expect(answer?.headers()['content-security-policy']).toContain("'nonce-");
  expect(await answer?.text()).toContain('window.injectedScriptRan');
  await expect(page.getByRole('heading', { level: 1, name: 'Ставки на спорт и казино' })).toBeVisible();
  expect(
    await page.evaluate(() => (window as unknown as { injectedScriptRan?: boolean }).injectedScriptRan),
  ).toBeUndefined();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations))
    .toContain('script-src-elem');
  expect((await report).postData()).toContain('script-src');
});

test('a press on the server-rendered sign-in button before the site has taken the page over opens the login dialog once it has', async ({
  page,
}) => {
  const errors = collectPageErrors(page);
  // The site's code waits until the press is made: the press meets a page only the server has rendered.
  const release = await holdSiteCode(page);
  await page.goto('/ru/', { waitUntil: 'commit' });
  const signIn = page.getByRole('banner').getByRole('button', { name: 'Войти' });
  await signIn.click();
  await expect(page.getByRole('dialog', { name: 'Вход' })).toHaveCount(0);
  release();
  await expect(page.getByRole('dialog', { name: 'Вход' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('a press on a button of the page itself (inside its Suspense boundary, taken over after the layout) before the site has taken the page over still acts, once', async ({
  page,
}) => {
  const errors = collectPageErrors(page);
  const release = await holdSiteCode(page);
  await page.goto('/ru/user/login', { waitUntil: 'commit' });
  await page.getByRole('main').getByRole('button', { name: 'Зарегистрироваться' }).click();
  await expect(page).toHaveURL(/\/ru\/user\/login$/);
  release();
  await expect(page).toHaveURL(/\/ru\/registration$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Регистрация' })).toBeVisible();
  expect(errors).toEqual([]);
});
