import { expect, type Page, test } from '@playwright/test';
import { createPlayer, signInOnPlatform } from './support/platform-session';
import { RUB_AND_USD } from './support/player-accounts';

/** Intl writes no-break spaces; the header's text is compared with plain ones. */
const plain = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim();
const balanceButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: /Баланс/ });

test('demo signs in with the form and sees its RUB balance in the header', async ({ page }) => {
  await page.goto('/ru/');
  await page.getByRole('banner').getByRole('button', { name: 'Войти' }).click();
  const dialog = page.getByRole('dialog', { name: 'Вход' });
  await dialog.getByLabel('E-mail или логин').fill('demo');
  await dialog.getByLabel('Пароль', { exact: true }).fill('demo1234');
  await dialog.getByRole('button', { name: 'Войти' }).click();
  await expect(dialog).toBeHidden();
  await expect
    .poll(async () => plain(await page.getByTestId('account-balance').textContent()))
    .toMatch(/^\d[\d ]*,\d{2} ₽$/);
});

test('switching to USD shows the USD balance with no frame of the old account’s money or currency', async ({
  page,
  context,
}) => {
  const login = await createPlayer(context.request, 'accounts-switch', { accounts: RUB_AND_USD });
  await signInOnPlatform(context.request, login);
  await page.goto('/ru/');
  await expect.poll(async () => plain(await page.getByTestId('account-balance').textContent())).toBe('10 000,00 ₽');

  // Every text the balance shows from here on: on each DOM mutation of the header and on each animation frame.
  await page.evaluate(() => {
    const frames: string[] = [];
    (window as unknown as { balanceFrames: string[] }).balanceFrames = frames;
    const banner = document.querySelector('[role="banner"], header') ?? document.body;
    const read = () => {
      const text = document.querySelector('[data-testid="account-balance"]')?.textContent ?? '';
      if (frames.at(-1) !== text) frames.push(text);
    };
    new MutationObserver(read).observe(banner, { subtree: true, childList: true, characterData: true });
    const everyFrame = () => {
      read();
      requestAnimationFrame(everyFrame);
    };
    requestAnimationFrame(everyFrame);
  });

  await balanceButton(page).click();
  await page.getByRole('menuitemradio', { name: /^USD/ }).click();
  await expect.poll(async () => plain(await page.getByTestId('account-balance').textContent())).toBe('250,00 $');

  const frames = (await page.evaluate(() => (window as unknown as { balanceFrames: string[] }).balanceFrames)).map(
    plain,
  );
  expect(frames).toContain('250,00 $');
  for (const frame of frames) {
    expect(frame.includes('10 000') && frame.includes('$'), `old money under the new currency: ${frame}`).toBe(false);
    expect(frame.includes('250') && frame.includes('₽'), `new money under the old currency: ${frame}`).toBe(false);
  }
});

test('[ACC-010] adding a currency on the office page shows the new wallet once the poll finds it', async ({
  page,
  context,
}) => {
  // The platform takes 2.5 s to open the account: the page polls (1 s apart) until it is there.
  const login = await createPlayer(context.request, 'accounts-add', { accounts: RUB_AND_USD, accountOpeningMs: 2_500 });
  await signInOnPlatform(context.request, login);
  await page.goto('/ru/office/account');
  const wallets = page.getByRole('list', { name: 'Кошельки' });
  await expect(wallets.getByRole('listitem')).toHaveCount(2);

  await page.getByRole('combobox', { name: 'Валюта' }).selectOption({ label: 'EUR · Euro' });
  await page.getByRole('button', { name: 'Добавить' }).click();
  await expect(page.getByText('Открываем счёт…')).toBeVisible();
  await expect(wallets.getByRole('listitem')).toHaveCount(3);
  await expect(wallets.getByRole('listitem').nth(2)).toContainText('EUR');
  await expect(page.getByText('Открываем счёт…')).toBeHidden();
});
