import { expect, test } from '@playwright/test';
import { siteTakenOver } from './support/site-taken-over';

/**
 * A player on a slow phone types into the server's login page before the site's script has come. What they typed is
 * theirs once the site takes the page over: it stays in the fields, and the sign-in uses it.
 */
test('a login, password and "remember me" entered before the site takes the login page over stay and sign the player in', async ({
  page,
}) => {
  // The site's script is held until the player has typed, as on a slow connection.
  let releaseScript!: () => void;
  const scriptHeld = new Promise<void>((resolve) => (releaseScript = resolve));
  await page.route('**/assets/*.js', async (route) => {
    await scriptHeld;
    await route.continue();
  });

  await page.goto('/ru/user/login', { waitUntil: 'commit' });
  const main = page.getByRole('main');
  const login = main.getByLabel('E-mail или логин');
  const password = main.getByLabel('Пароль', { exact: true });
  const remember = main.getByRole('checkbox', { name: 'Запомнить меня' });
  await expect(login).toBeVisible();
  await login.fill('demo');
  await password.fill('demo1234');
  await remember.check();
  // Everything above happened on the server's HTML alone.
  await expect(page.locator('html[data-site-ready]')).toHaveCount(0);

  releaseScript();
  await siteTakenOver(page);
  await expect(login).toHaveValue('demo');
  await expect(password).toHaveValue('demo1234');
  await expect(remember).toBeChecked();

  // The form's state holds them too: the sign-in sends them, and the platform knows the player.
  const signIn = page.waitForRequest(
    (request) => request.method() === 'POST' && new URL(request.url()).pathname === '/web-api/auth/login',
  );
  await main.getByRole('button', { name: 'Войти' }).click();
  expect((await signIn).postDataJSON()).toMatchObject({
    login: Buffer.from('demo').toString('base64'),
    password: Buffer.from('demo1234').toString('base64'),
    save: true,
  });
  await expect(page.getByTestId('account-player')).toHaveText('Игрок 1001');
});
