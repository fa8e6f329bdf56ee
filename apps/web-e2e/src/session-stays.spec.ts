import { expect, type Request, test } from '@playwright/test';
import { createPlayer, signInOnPlatform } from './support/platform-session';

const STEP_MS = 5_000;
const TEN_MINUTES_MS = 10 * 60 * 1000;

test('[SES-008] a signed-in player left on a page for 10 minutes (page clock, 5 s at a time) is never shown as signed out', async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  await page.clock.install();
  const login = await createPlayer(context.request, 'stays');
  const userId = await signInOnPlatform(context.request, login);
  await page.goto('/ru/');
  const player = page.getByTestId('account-player');
  await expect(player).toHaveText(`Игрок ${userId}`);

  // Any moment the header loses the player, even between two steps, is remembered by the page itself.
  await page.evaluate(() => {
    const seen = { signedOut: 0 };
    (window as unknown as { __signedOutSeen: typeof seen }).__signedOutSeen = seen;
    new MutationObserver(() => {
      if (!document.querySelector('[data-testid="account-player"]')) seen.signedOut += 1;
    }).observe(document.body, { childList: true, subtree: true });
  });

  const checks: string[] = [];
  page.on('requestfinished', (request) => {
    if (new URL(request.url()).pathname === '/web-api/user/check-session') checks.push(request.url());
  });
  // Platform calls on their way: the page clock must not jump past their timeouts while the real network answers.
  const inFlight = new Set<Request>();
  page.on(
    'request',
    (request) => void (new URL(request.url()).pathname.startsWith('/web-api/') && inFlight.add(request)),
  );
  const settled = (request: Request) => void inFlight.delete(request);
  page.on('requestfinished', settled);
  page.on('requestfailed', settled);

  for (let elapsed = 0; elapsed < TEN_MINUTES_MS; elapsed += STEP_MS) {
    await page.clock.runFor(STEP_MS);
    // Let the polls this step started leave the page (queued behind promises) and come back before the next step:
    // waitForLoadState('networkidle') would not wait, the page reached that state once, long ago.
    await page.evaluate(() => Promise.resolve());
    await expect.poll(() => inFlight.size, { intervals: [20, 50, 100] }).toBe(0);
    await expect(player, `at ${(elapsed + STEP_MS) / 1000} s`).toBeVisible({ timeout: 1_000 });
  }
  expect(
    await page.evaluate(
      () => (window as unknown as { __signedOutSeen: { signedOut: number } }).__signedOutSeen.signedOut,
    ),
  ).toBe(0);
  await expect(page.getByRole('button', { name: 'Войти' })).toHaveCount(0);
  // The session was really checked all along: once a minute (SES-008's poll), ten times or so.
  expect(checks.length).toBeGreaterThanOrEqual(9);
});
