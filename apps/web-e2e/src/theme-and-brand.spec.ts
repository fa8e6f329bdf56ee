import { partnerBrandBookExamples } from '@kickoff/platform-api-testing';
import {
  type APIRequestContext,
  type Browser,
  type BrowserContextOptions,
  expect,
  type Page,
  test,
} from '@playwright/test';

/*
 * The site's look from the first byte (@kickoff/ui's theme.css, @kickoff/user-config's theme): a device in dark mode
 * gets the dark theme with no light frame until the player chooses, a choice wins over the device, and a partner's
 * brand book re-colours the site's frame in the server's HTML. Scripts off proves the server's HTML alone is right.
 */

const DARK_BG = 'rgb(15, 23, 34)'; // theme.css --ko-bg, dark
const LIGHT_BG = 'rgb(244, 246, 249)'; // theme.css --ko-bg, light
const KICKOFF_HEADER = 'rgb(13, 27, 42)'; // theme.css --ko-header-bg, light
const GREEN_GOLD_HEADER = 'rgb(11, 61, 46)'; // the green-gold partner's --ko-header-bg, #0b3d2e

const bodyBackground = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
/** The header's bar: the banner's own frame, which the site's header-bg token colours. */
const headerBar = (page: Page) => page.getByRole('banner').locator(':scope > *').first();
const backgroundOf = (page: Page) =>
  headerBar(page).evaluate((element) => {
    const style = getComputedStyle(element);
    return { background: style.backgroundColor, text: style.color };
  });

async function openHome(browser: Browser, options: BrowserContextOptions, cookie?: string) {
  const context = await browser.newContext(options);
  if (cookie) await context.addCookies([{ name: 'app_theme', value: cookie, url: options.baseURL ?? '' }]);
  const page = await context.newPage();
  // What the page looked like at its first frame, recorded in the page before anything of the site's runs.
  await page.addInitScript(() => {
    requestAnimationFrame(() => {
      (window as unknown as { firstFrame: string }).firstFrame = getComputedStyle(document.body).backgroundColor;
    });
  });
  await page.goto('/ru/');
  await expect(page.getByRole('banner')).toBeVisible();
  return { context, page };
}

const firstFrame = (page: Page) => page.evaluate(() => (window as unknown as { firstFrame?: string }).firstFrame);

test.describe('the theme in the server’s HTML', () => {
  for (const javaScriptEnabled of [false, true]) {
    const scripts = javaScriptEnabled ? 'scripts on' : 'scripts off';

    test(`[UC-014] a dark device with no theme chosen gets the dark theme with no light frame (${scripts})`, async ({
      browser,
      baseURL,
    }) => {
      const { context, page } = await openHome(browser, { baseURL, colorScheme: 'dark', javaScriptEnabled });
      expect(await bodyBackground(page)).toBe(DARK_BG);
      if (javaScriptEnabled) {
        // the boot script ran before the first paint: the device's theme, dark, from the first frame on
        await expect.poll(() => firstFrame(page)).toBe(DARK_BG);
        await expect(page.locator('html')).toHaveAttribute('data-theme', 'system');
      } else {
        // nothing ran: the HTML and its stylesheet alone are dark
        await expect(page.locator('html')).not.toHaveAttribute('data-theme', /./);
      }
      await context.close();
    });

    test(`[UC-014] [UC-023] a light choice wins over a dark device, and a dark one over a light device (${scripts})`, async ({
      browser,
      baseURL,
    }) => {
      const light = await openHome(browser, { baseURL, colorScheme: 'dark', javaScriptEnabled }, '0');
      expect(await bodyBackground(light.page)).toBe(LIGHT_BG);
      if (javaScriptEnabled) await expect.poll(() => firstFrame(light.page)).toBe(LIGHT_BG);
      await light.context.close();

      const dark = await openHome(browser, { baseURL, colorScheme: 'light', javaScriptEnabled }, '1');
      expect(await bodyBackground(dark.page)).toBe(DARK_BG);
      if (javaScriptEnabled) await expect.poll(() => firstFrame(dark.page)).toBe(DARK_BG);
      await dark.context.close();
    });
  }
});

/** The emulator's domain as a partner's (its site config's brand book), or Kickoff's own again with `[]`. */
const brandTheDomain = (request: APIRequestContext, partnerCssBrandBook: readonly unknown[]) =>
  request.patch('/__emulator/state', { data: { siteConfig: { domainSettings: { partnerCssBrandBook } } } });

test.describe('a partner’s brand book', () => {
  // The emulator's site config is one for every test running now: one project switches it, for as short as it can.
  test.skip(({ isMobile }) => isMobile, 'the site config is shared: the desktop project switches it alone');

  test('[CFG-011] [CFG-012] re-colours the header in the server’s HTML, and the site keeps it once it takes over', async ({
    browser,
    baseURL,
    request,
  }) => {
    const kickoff = await openHome(browser, { baseURL, javaScriptEnabled: false });
    expect(await backgroundOf(kickoff.page)).toEqual({ background: KICKOFF_HEADER, text: 'rgb(255, 255, 255)' });
    await kickoff.context.close();

    expect((await brandTheDomain(request, partnerBrandBookExamples['green-gold'])).status()).toBe(204);
    try {
      const partner = await openHome(browser, { baseURL, javaScriptEnabled: false });
      expect(await backgroundOf(partner.page)).toEqual({ background: GREEN_GOLD_HEADER, text: 'rgb(255, 255, 255)' });
      await partner.context.close();

      const withScripts = await openHome(browser, { baseURL, javaScriptEnabled: true });
      await expect(withScripts.page.locator('html[data-site-ready]')).toHaveCount(1);
      // the browser holds the book on <html> now, and the server's style has given way to it
      await expect(withScripts.page.locator('html')).toHaveAttribute('style', /--ko-header-bg: ?#0b3d2e/);
      expect(await backgroundOf(withScripts.page)).toEqual({
        background: GREEN_GOLD_HEADER,
        text: 'rgb(255, 255, 255)',
      });
      await withScripts.context.close();
    } finally {
      await brandTheDomain(request, []);
    }
  });
});
