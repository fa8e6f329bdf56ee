import { expect, test } from '@playwright/test';
import { openSiteMenu } from './support/site-menu';

test('[SR-003] / lands on /ru/ with header, home content and footer', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/ru\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Ставки на спорт и казино' })).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
});

test('[SR-003] a path without language keeps its query under /ru/', async ({ page }) => {
  await page.goto('/live?sport=1');
  await expect(page).toHaveURL(/\/ru\/live\?sport=1$/);
});

test('[SR-006] an unknown path shows "This page could not be found"', async ({ page }) => {
  await page.goto('/en/no-such-page');
  await expect(page.getByText('This page could not be found')).toBeVisible();
  await expect(page.getByRole('heading', { name: '404' })).toBeVisible();
});

test('[SR-004] /EN/live is not a language prefix and gives the not-found page', async ({ page }) => {
  await page.goto('/EN/live');
  await expect(page.getByText('Страница не найдена')).toBeVisible();
});

test('[SR-002] switching language keeps the page and changes its texts', async ({ page }) => {
  await page.goto('/ru/');
  // the menu holds the language switch on every size (the header too, from 1100 px)
  await (await openSiteMenu(page, 'ru')).getByRole('link', { name: 'EN' }).click();
  await expect(page).toHaveURL(/\/en\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sports betting and casino' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('the design system theme reaches the built site: tokens on :root, themed body', async ({ page }) => {
  await page.goto('/ru/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const theme = await page.evaluate(() => ({
    background: getComputedStyle(document.documentElement).getPropertyValue('--ko-bg').trim(),
    bodyBackground: getComputedStyle(document.body).backgroundColor,
    font: getComputedStyle(document.body).fontFamily,
  }));
  expect(theme.background).toBe('#f4f6f9');
  expect(theme.bodyBackground).toBe('rgb(244, 246, 249)');
  expect(theme.font).toContain('system-ui');
});
