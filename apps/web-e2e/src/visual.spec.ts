import { devices, expect, type Locator, type Page, test } from '@playwright/test';
import { BetSlipPage } from './support/bet-slip-page';
import { siteTakenOver } from './support/site-taken-over';
import type { Language } from './support/site-texts';

/*
 * Visual baselines of the site's pages, as a visitor meets them on the production build: home in both languages, the
 * line, and the open slip with three bets, at 1366 × 900 and 390 × 844, light and dark. Each is compared with
 * `visual-baselines/pages/<page>-<width>-<theme>.png` (playwright.config.ts); `npm run visual:update` rewrites them.
 * What differs between two runs by nature (times, live minutes, balances) is masked, never the layout around it.
 */

const SIZES = [
  { width: 1366, height: 900, device: devices['Desktop Chrome'] },
  { width: 390, height: 844, device: devices['Pixel 7'] },
] as const;
const THEMES = ['light', 'dark'] as const;

/** `app_theme` is the cookie the server's theme boot script reads (libs/user-config/src/theme/theme-boot.ts). */
const THEME_COOKIE = { light: '0', dark: '1' } as const;

/**
 * The one-tap sign-in prompt an anonymous visitor gets (libs/session-forms one-tap) once the platform has answered with
 * its client id: waited for, so whether it has come yet never decides a pixel.
 */
const ONE_TAP = {
  ru: { title: 'Вход в один клик', continue: 'Продолжить с Google', close: 'Закрыть' },
  en: { title: 'Sign in with one tap', continue: 'Continue with Google', close: 'Close' },
} as const;

function oneTapPrompt(page: Page, language: Language): Locator {
  return page.getByRole('status', { name: ONE_TAP[language].title });
}

async function oneTapShown(page: Page, language: Language): Promise<void> {
  await expect(oneTapPrompt(page, language).getByRole('button', { name: ONE_TAP[language].continue })).toBeEnabled();
}

interface Shot {
  name: string;
  language: Language;
  /** Opens the page and brings it to the state the baseline shows. */
  show: (page: Page, language: Language) => Promise<void>;
}

async function openHome(page: Page, language: Language): Promise<void> {
  await page.goto(`/${language}/`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await oneTapShown(page, language);
}

async function openLine(page: Page, language: Language): Promise<void> {
  await new BetSlipPage(page, language).openLine();
  await oneTapShown(page, language);
}

/** The visitor closes the one-tap prompt first: on a phone it lies over the slip's bar. */
async function openSlipWithThreeBets(page: Page, language: Language): Promise<void> {
  const slip = new BetSlipPage(page, language);
  await slip.openLine();
  await siteTakenOver(page);
  await oneTapShown(page, language);
  await oneTapPrompt(page, language).getByRole('button', { name: ONE_TAP[language].close }).click();
  await expect(oneTapPrompt(page, language)).toHaveCount(0);
  const odds = await slip.betOnGames(3);
  await slip.expectBets(odds);
}

const SHOTS: Shot[] = [
  { name: 'home-ru', language: 'ru', show: openHome },
  { name: 'home-en', language: 'en', show: openHome },
  { name: 'line', language: 'ru', show: openLine },
  { name: 'slip-3-bets', language: 'ru', show: openSlipWithThreeBets },
];

/** What no two runs show alike: times and dates, live minutes, a new player's balance. */
function changingParts(page: Page): Locator[] {
  return [page.locator('time'), page.getByTestId('account-balance'), page.locator('[data-live-minute]')];
}

for (const { width, height, device } of SIZES) {
  for (const theme of THEMES) {
    test.describe(`${width} × ${height}, ${theme}`, () => {
      test.use({
        userAgent: device.userAgent,
        isMobile: device.isMobile,
        hasTouch: device.hasTouch,
        viewport: { width, height },
        // One CSS pixel, one screenshot pixel: baselines stay small and compare across the two sizes alike.
        deviceScaleFactor: 1,
        colorScheme: theme,
        reducedMotion: 'reduce',
      });

      for (const { name, language, show } of SHOTS) {
        test(`${name} at ${width}, ${theme}`, async ({ page, context, baseURL }) => {
          await context.addCookies([{ name: 'app_theme', value: THEME_COOKIE[theme], url: baseURL! }]);
          await show(page, language);
          await siteTakenOver(page);
          await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
          await page.evaluate(() => document.fonts.ready);
          await expect(page).toHaveScreenshot(`${name}-${width}-${theme}.png`, { mask: changingParts(page) });
        });
      }
    });
  }
}
