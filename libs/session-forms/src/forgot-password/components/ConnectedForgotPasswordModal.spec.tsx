import { DEMO_RECOVERY_CODE } from '@kickoff/platform-mock';
import { act, screen } from '@testing-library/react';
import { describe, expect, it, beforeEach } from 'vitest';
import { renderForgotPassword } from '../../testing/render-forgot-password';
import { textOf } from '../../testing/forgot-password-texts';
import { overridablePlatform } from '@kickoff/testing';

let platform = overridablePlatform();
beforeEach(() => {
  platform = overridablePlatform();
});

/** Calls the platform took up (the client's first call of a page is answered 120 and retried with a fingerprint). */
const calls = (name: string) =>
  platform.mock.requests(name).filter((request) => request.headers['x-fingerprint'] !== undefined).length;

describe('forgot-password modal over the store', () => {
  it('[SES-047] the code entry counts the code’s time and the resend wait down with the clock; a new code restarts both', async () => {
    const m = renderForgotPassword(platform.mock);
    const code = await m.askForCode();
    expect(screen.getByRole('dialog')).toHaveTextContent(textOf('session_forgot_code_sent', 'en', { login: 'demo' }));
    expect(code).toHaveAccessibleDescription(textOf('session_forgot_code_valid_for', 'en', { time: '5:00' }));
    expect(m.dialog().getByText(textOf('session_forgot_resend_in', 'en', { time: '1:00' }))).toBeVisible();
    expect(m.dialog().queryByRole('button', { name: textOf('session_forgot_resend') })).toBeNull();

    act(() => m.passTime(1_000));
    expect(code).toHaveAccessibleDescription(textOf('session_forgot_code_valid_for', 'en', { time: '4:59' }));
    expect(m.dialog().getByText(textOf('session_forgot_resend_in', 'en', { time: '0:59' }))).toBeVisible();

    act(() => m.passTime(59_000));
    await m.user.click(m.button('session_forgot_resend'));
    await m.dialog().findByText(textOf('session_forgot_resend_in', 'en', { time: '1:00' }));
    expect(calls('passwordRecoveryStart')).toBe(2);
    expect(m.dialog().getByRole('textbox', { name: textOf('session_forgot_code_label') })).toHaveAccessibleDescription(
      textOf('session_forgot_code_valid_for', 'en', { time: '5:00' }),
    );
    m.stop();
  });

  it('[SES-048] a wrong code is told at the code field, and the entry stays for the next try', async () => {
    const m = renderForgotPassword(platform.mock);
    await m.askForCode();
    await m.enterCode('0000');
    const field = m.dialog().getByRole('textbox', { name: textOf('session_forgot_code_label') });
    await m.dialog().findByText(textOf('session_forgot_wrong_code'));
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(expect.stringContaining(textOf('session_forgot_wrong_code')));

    await m.enterCode(DEMO_RECOVERY_CODE);
    expect(await m.dialog().findByText(textOf('session_forgot_approve_text'))).toBeVisible();
    m.stop();
  });

  it('[SES-048] when the code’s time runs out the entry gives way to a new code, and the new code brings it back', async () => {
    const m = renderForgotPassword(platform.mock);
    await m.askForCode();
    act(() => m.passTime(300_000));
    const alert = await m.dialog().findByRole('alert');
    expect(alert).toHaveTextContent(textOf('session_forgot_time_up_title'));
    expect(alert).toHaveTextContent(textOf('session_forgot_time_up'));
    expect(m.dialog().queryByRole('textbox', { name: textOf('session_forgot_code_label') })).toBeNull();
    expect(m.dialog().queryByRole('button', { name: textOf('session_forgot_check_code') })).toBeNull();
    const resend = m.button('session_forgot_resend');
    expect(resend).toHaveFocus();

    await m.user.click(resend);
    const code = await m.dialog().findByRole('textbox', { name: textOf('session_forgot_code_label') });
    expect(code).toHaveValue('');
    expect(code).toHaveFocus();
    await m.enterCode(DEMO_RECOVERY_CODE);
    expect(await m.dialog().findByText(textOf('session_forgot_approve_text'))).toBeVisible();
    m.stop();
  });

  it('an unknown login is told at the login field, until the player changes it', async () => {
    const m = renderForgotPassword(platform.mock);
    const login = m.dialog().getByRole('textbox', { name: textOf('session_forgot_login_label') });
    await m.user.type(login, 'nobody-at-all');
    await m.user.click(m.button('session_forgot_send_code'));
    await m.dialog().findByText(textOf('session_forgot_unknown_login'));
    expect(login).toHaveAttribute('aria-invalid', 'true');
    await m.user.type(login, 'x');
    expect(m.dialog().queryByText(textOf('session_forgot_unknown_login'))).toBeNull();
  });

  it('nothing is sent while the login or the code is not filled in right', async () => {
    const m = renderForgotPassword(platform.mock);
    await m.user.click(m.button('session_forgot_send_code'));
    expect(m.dialog().getByText(textOf('session_forgot_login_required'))).toBeVisible();
    await m.askForCode();
    await m.enterCode('12a');
    expect(m.dialog().getByText(textOf('session_forgot_code_format'))).toBeVisible();
    expect(calls('passwordRecoveryCheckCode')).toBe(0);
    m.stop();
  });

  it('the new password needs 8 characters and the same confirmation before it is sent', async () => {
    const m = renderForgotPassword(platform.mock);
    await m.askForCode();
    await m.enterCode(DEMO_RECOVERY_CODE);
    await m.dialog().findByText(textOf('session_forgot_approve_text'));
    expect(m.newPasswordField()).toHaveFocus();
    expect(m.newPasswordField()).toHaveAttribute('autocomplete', 'new-password');

    await m.choosePassword('short12');
    expect(m.dialog().getByText(textOf('session_forgot_password_too_short'))).toBeVisible();
    await m.user.clear(m.newPasswordField());
    await m.user.clear(m.confirmationField());
    await m.choosePassword('long-enough', 'long-enougH');
    expect(m.dialog().getByText(textOf('session_forgot_password_mismatch'))).toBeVisible();
    expect(calls('passwordRecoverySave')).toBe(0);
  });

  it('[SES-047] the player may go back from the code entry to correct the login', async () => {
    const m = renderForgotPassword(platform.mock);
    await m.askForCode('demo');
    await m.user.click(m.button('session_forgot_change_login'));
    const login = m.dialog().getByRole('textbox', { name: textOf('session_forgot_login_label') });
    expect(login).toHaveValue('demo');
    expect(login).toHaveFocus();
  });

  it('[SES-047] Escape at the code entry cancels; a click beside the dialog there keeps it open', async () => {
    const m = renderForgotPassword(platform.mock);
    await m.askForCode();
    await m.user.click(screen.getByTestId('modal-backdrop'));
    expect(m.dialog().getByRole('textbox', { name: textOf('session_forgot_code_label') })).toBeVisible();
    await m.user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(m.onClosed).toHaveBeenCalledExactlyOnceWith('cancel');
    expect(m.timers.pending).toBe(0);
  });
});
