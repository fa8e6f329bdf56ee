import { expect, test } from '@playwright/test';
import { createPlayer } from './support/platform-session';

// The platform mock sends every recovery the code 4321 (DEMO_RECOVERY_CODE of @kickoff/platform-mock).
const RECOVERY_CODE = '4321';

test('[SR-086] [SES-047] [MOD-020] the forgot-password link of the home route recovers a password; the new one signs in', async ({
  page,
  request,
}) => {
  const login = await createPlayer(request, 'forgot');
  await page.goto('/ru/?showForgotPasswordModal=1');
  const dialog = page.getByRole('dialog', { name: 'Восстановление пароля' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Логин, e-mail или телефон').fill(login);
  await dialog.getByRole('button', { name: 'Получить код' }).click();

  await dialog.getByLabel('Код из сообщения').fill('0000');
  await dialog.getByRole('button', { name: 'Подтвердить' }).click();
  await expect(dialog.getByText('Неверный код. Проверьте его и введите ещё раз.')).toBeVisible();
  await dialog.getByLabel('Код из сообщения').fill(RECOVERY_CODE);
  await dialog.getByRole('button', { name: 'Подтвердить' }).click();

  await dialog.getByLabel('Новый пароль').fill('brand-new-secret');
  await dialog.getByLabel('Повторите пароль').fill('brand-new-secret');
  await dialog.getByRole('button', { name: 'Сохранить пароль' }).click();
  await expect(dialog.getByText('Пароль изменён. Войдите с новым паролем.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Войти' }).click();

  // Exit leads to the sign-in form, and the query that opened the modal is gone.
  const signIn = page.getByRole('dialog', { name: 'Вход' });
  await expect(signIn).toBeVisible();
  await expect(page).toHaveURL(/\/ru\/$/);
  await signIn.getByLabel('E-mail или логин').fill(login);
  await signIn.getByLabel('Пароль', { exact: true }).fill('brand-new-secret');
  await signIn.getByRole('button', { name: 'Войти' }).click();
  await expect(page.getByTestId('account-player')).toBeVisible();
});
