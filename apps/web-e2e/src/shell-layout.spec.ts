import { expect, type Page, test } from '@playwright/test';
import { BetSlipPage } from './support/bet-slip-page';
import { openSiteMenu } from './support/site-menu';
import { siteTakenOver } from './support/site-taken-over';
import { siteText } from './support/site-texts';

/**
 * The shell's face (issue 29): one-row header, bottom bar and menu drawer below 1100 px; three columns from 1366 px,
 * the sports menu and the slip collapsing as the player leaves them. Each case sets its own window and runs in one
 * project (the desktop one, or the phone one where touch matters).
 */
const onlyIn = (project: 'desktop' | 'mobile') =>
  test.skip(test.info().project.name !== project, `the case sets its own window: run once, in ${project}`);

const box = async (page: Page, selector: string) => {
  const found = await page.locator(selector).first().boundingBox();
  if (!found) throw new Error(`${selector} is not on screen`);
  return found;
};

test('at 390 × 844 the header is one row at most 56 px tall and the bottom bar shows the slip’s count', async ({
  page,
}) => {
  onlyIn('mobile');
  await page.setViewportSize({ width: 390, height: 844 });
  const slip = new BetSlipPage(page, 'en');
  await slip.openLine();
  const header = page.getByRole('banner');
  const bar = await header.boundingBox();
  expect(bar?.height).toBeLessThanOrEqual(56);
  // one row: everything the header shows sits inside its 56 px
  const parts = await header
    .locator('a:visible, button:visible')
    .evaluateAll((elements) =>
      elements.map((element) => element.getBoundingClientRect()).map(({ top, bottom }) => ({ top, bottom })),
    );
  expect(parts.length).toBeGreaterThanOrEqual(3);
  for (const part of parts) expect(part.bottom).toBeLessThanOrEqual(56);

  const bottomBar = page.getByRole('navigation', { name: 'Sections' });
  await expect(bottomBar.getByRole('link', { name: 'Line', exact: true })).toHaveAttribute('aria-current', 'page');
  await expect(slip.couponCount(0)).toBeVisible();
  await slip.pick(...(await slip.oddsOfGames(2)));
  await expect(bottomBar.getByRole('button', { name: 'Bet slip 2', exact: true })).toBeVisible();
  await expect(bottomBar.getByTestId('bottom-bar-count-slip')).toHaveText('2');
  // the bottom bar's item opens the slip's sheet
  await bottomBar.getByRole('button', { name: 'Bet slip 2', exact: true }).click();
  await expect(slip.sheet).toBeVisible();
});

for (const path of ['/ru/', '/en/line', '/ru/casino', '/en/information/about']) {
  test(`at 320 px nothing overflows ${path}`, async ({ page }) => {
    onlyIn('mobile');
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto(path);
    await siteTakenOver(page);
    await expect(page.getByRole('banner')).toBeVisible();
    const widths = await page.evaluate(() => ({
      scroll: document.documentElement.scrollWidth,
      inner: window.innerWidth,
    }));
    expect(widths.scroll).toBeLessThanOrEqual(widths.inner);
    expect((await page.getByRole('banner').boundingBox())?.height).toBeLessThanOrEqual(56);
  });
}

test('at 1366 the sports menu, the content and the slip stand side by side', async ({ page }) => {
  onlyIn('desktop');
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/en/line');
  const menu = page.getByRole('navigation', { name: 'Sports' });
  await expect(menu.getByRole('link', { name: /^Football live: \d+ events: \d+$/ })).toBeVisible();
  const left = await box(page, '[data-layout="main"] > div > [data-slot="left"]');
  const content = await box(page, 'main');
  const right = await box(page, '[data-slot="aside"]');
  expect(left.x + left.width).toBeLessThanOrEqual(content.x);
  expect(content.x + content.width).toBeLessThanOrEqual(right.x);
  expect(right.x + right.width).toBeLessThanOrEqual(1366);
  // side by side: their tops on one line under the header
  for (const column of [left, content, right]) expect(Math.abs(column.y - content.y)).toBeLessThan(2);
  expect(left.width).toBeGreaterThan(200);
});

test('[UC-023] hide_left and hide_right collapse the columns and survive a reload', async ({ page }) => {
  onlyIn('desktop');
  await page.setViewportSize({ width: 1366, height: 900 });
  const slip = new BetSlipPage(page, 'en');
  await slip.openLine();
  await siteTakenOver(page);
  await slip.pick(...(await slip.oddsOfGames(1)));
  const leftWidth = async () => (await box(page, '[data-slot="left"]')).width;
  const rightWidth = async () => (await box(page, '[data-slot="aside"]')).width;
  const contentWidth = async () => (await box(page, 'main')).width;
  const [openLeft, openRight, openContent] = [await leftWidth(), await rightWidth(), await contentWidth()];

  await page.getByRole('button', { name: siteText('en', 'shell_sports_menu_collapse') }).click();
  await page.getByRole('button', { name: 'Collapse the bet slip' }).click();
  await expect.poll(leftWidth).toBeLessThan(openLeft / 2);
  await expect.poll(rightWidth).toBeLessThan(openRight);
  expect(await contentWidth()).toBeGreaterThan(openContent);
  // the sports menu keeps its icons, each link still named by its sport
  await expect(page.getByRole('link', { name: /^Football live: \d+ events: \d+$/ })).toBeVisible();
  await expect
    .poll(() =>
      page
        .context()
        .cookies()
        .then((all) => all.find((c) => c.name === 'hide_left')?.value),
    )
    .toBe('1');

  await page.reload();
  await expect(page.getByRole('button', { name: siteText('en', 'shell_sports_menu_collapse') })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.getByRole('button', { name: 'Expand the bet slip' })).toBeVisible();
  await expect.poll(leftWidth).toBeLessThan(openLeft / 2);
  await expect.poll(rightWidth).toBeLessThan(openRight);
});

test('the menu drawer opens from the menu button, keeps focus inside, closes on Escape and holds language, theme and odds format', async ({
  page,
}) => {
  onlyIn('mobile');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/ru/');
  await siteTakenOver(page);
  const menu = await openSiteMenu(page, 'ru');
  await expect(menu.getByRole('navigation', { name: 'Язык' }).getByRole('link', { name: 'EN' })).toBeVisible();
  await expect(menu.getByRole('group', { name: 'Тема' })).toBeVisible();
  await expect(menu.getByRole('combobox', { name: 'Формат коэффициентов' })).toBeVisible();
  await expect(menu.getByRole('navigation', { name: 'Основная навигация' }).getByRole('link')).toHaveCount(4);
  // Tab goes round inside the drawer, never to the page behind it
  for (let step = 0; step < 12; step += 1) {
    await page.keyboard.press('Tab');
    expect(await menu.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Меню', exact: true })).toBeFocused();
  // theme and odds format are not in the header on any size
  await expect(page.getByRole('banner').getByRole('radio')).toHaveCount(0);
  await expect(page.getByRole('banner').getByRole('combobox')).toHaveCount(0);
});

test('on a desktop the theme and the odds format live in the menu drawer, not in the header', async ({ page }) => {
  onlyIn('desktop');
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/en/');
  await siteTakenOver(page);
  await expect(page.getByRole('banner').getByRole('radio')).toHaveCount(0);
  await expect(page.getByRole('banner').getByRole('combobox')).toHaveCount(0);
  const menu = await openSiteMenu(page, 'en');
  await expect(menu.getByRole('group', { name: 'Theme' })).toBeVisible();
  await expect(menu.getByRole('combobox', { name: 'Odds format' })).toBeVisible();
});
