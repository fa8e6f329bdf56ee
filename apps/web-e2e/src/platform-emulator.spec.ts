import { expect, test, type Page, type Request } from '@playwright/test';

/** The contract's API families (`PLATFORM_BASE_PATHS` in @kickoff/platform-api). */
const PLATFORM_PATH = /^\/(web-api|bff-api|limit-service-api|blocks-api|redirects-api|captcha|social-api)(\/|$)/;

function collectPlatformRequests(page: Page): Request[] {
  const seen: Request[] = [];
  page.on('request', (request) => {
    if (PLATFORM_PATH.test(new URL(request.url()).pathname)) seen.push(request);
  });
  return seen;
}

// These tests change the one emulator's state: they run one after another, in their own project (see playwright.config.ts).
test.describe.configure({ mode: 'serial' });

test('[API-002] every platform request the page makes carries X-Requested-With and X-app-n', async ({ page }) => {
  const seen = collectPlatformRequests(page);
  // /ru/ gathers the site config at start (CFG-002): at least that call must come.
  const first = page.waitForRequest((request) => PLATFORM_PATH.test(new URL(request.url()).pathname));
  await page.goto('/ru/');
  await first;
  await page.waitForLoadState('networkidle');
  expect(seen.length).toBeGreaterThan(0);
  for (const request of seen) {
    const headers = await request.allHeaders();
    expect(headers['x-requested-with'], request.url()).toBeTruthy();
    expect(headers['x-app-n'], request.url()).toBeTruthy();
  }
});

test('[API-002] a platform call from the page reaches the emulator on the same origin with both headers', async ({
  page,
  request,
  baseURL,
}) => {
  await page.goto('/ru/');
  expect((await request.delete('/__emulator/requests')).status()).toBe(204);
  const seen = collectPlatformRequests(page);
  const answer = await page.evaluate(async () => {
    const response = await fetch('/web-api/user/gettoken?force_refresh=true', {
      headers: { 'X-Requested-With': 'XMLHttpRequest', 'X-app-n': 'kickoff-e2e' },
    });
    return { status: response.status, body: await response.json() };
  });
  expect(answer.status).toBe(200);
  expect(typeof answer.body.token).toBe('string');
  // The app may be calling the platform too: every call, ours included, stays on the page's origin.
  expect(seen.length).toBeGreaterThan(0);
  for (const sent of seen) expect(new URL(sent.url()).origin).toBe(new URL(baseURL as string).origin);

  // What the platform side received, from the mock's request log.
  const received: { headers: Record<string, string> }[] = await (
    await request.get('/__emulator/requests?call=getToken')
  ).json();
  const ours = received.filter((entry) => entry.headers['x-app-n'] === 'kickoff-e2e');
  expect(ours).toHaveLength(1);
  expect(ours[0]?.headers['x-requested-with']).toBe('XMLHttpRequest');
});

test('POST /__emulator/reset restores the state a PATCH /__emulator/state changed', async ({ request }) => {
  // Earlier tests used the platform (a token was issued): start from the seed, then leave it and come back.
  expect((await request.post('/__emulator/reset')).status()).toBe(204);
  const seed = await (await request.get('/__emulator/state')).json();
  const patched = await request.patch('/__emulator/state', {
    data: { termsChanged: true, maintenance: { isActive: true } },
  });
  expect(patched.status()).toBe(204);
  const changed = await (await request.get('/__emulator/state')).json();
  expect(changed).not.toEqual(seed);

  expect((await request.post('/__emulator/reset')).status()).toBe(204);
  // A reset lays the seed out from its own moment (the model follows the wall clock), so the times differ: compare what the patch changed.
  expect(await (await request.get('/__emulator/state')).json()).toMatchObject({
    termsChanged: seed.termsChanged,
    maintenance: seed.maintenance,
  });
});

test('an unknown /web-api path answers 404 JSON', async ({ request }) => {
  const response = await request.get('/web-api/no-such-call', {
    headers: { 'X-Requested-With': 'XMLHttpRequest', 'X-app-n': 'kickoff-e2e' },
  });
  expect(response.status()).toBe(404);
  expect(response.headers()['content-type']).toMatch(/^application\/json/);
  expect(await response.json()).toMatchObject({ error_code: 404 });
});

test('a deep link is answered with the page, rendered on the server, and the app takes over', async ({
  page,
  request,
}) => {
  const response = await request.get('/ru/casino/slots/game/42/book-of-ra');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^text\/html/);
  // The web server in front answers pages: never stored by shared caches, always revalidated.
  expect(response.headers()['cache-control']).toBe('private, no-cache');
  // Markup right inside the root (a Suspense boundary's comment may come first).
  expect(await response.text()).toMatch(/<div id="root">(?:<!--[^>]*-->)*<[a-z]/);

  await page.goto('/ru/casino/slots/game/42/book-of-ra');
  await expect(page.getByRole('banner')).toBeVisible();
});
