import type { PlatformMock } from '@kickoff/platform-mock';
import { render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { FeaturePortsProvider } from '@kickoff/store';
import { Provider } from 'react-redux';
import { vi } from 'vitest';
import { ConnectedForgotPasswordModal } from '../forgot-password/components/ConnectedForgotPasswordModal';
import { createForgotPasswordSite } from './forgot-password-site';
import { ForgotPasswordTexts, textOf } from './forgot-password-texts';

/** The connected modal over a real store and the platform mock, opened as the home route's flag opens it. */
export function renderForgotPassword(mock: PlatformMock) {
  const s = createForgotPasswordSite(mock);
  const onClosed = vi.fn<(outcome: 'exit' | 'cancel') => void>();
  const user = userEvent.setup();
  render(
    <Provider store={s.store}>
      <FeaturePortsProvider ports={s.ports}>
        <ForgotPasswordTexts>
          <ConnectedForgotPasswordModal queryFlag onClosed={onClosed} />
        </ForgotPasswordTexts>
      </FeaturePortsProvider>
    </Provider>,
  );
  const dialog = () => within(screen.getByRole('dialog', { name: textOf('session_forgot_title') }));
  const button = (key: string) => dialog().getByRole('button', { name: textOf(key) });

  /** Types the login and asks for a code; resolves once the code entry is there. */
  const askForCode = async (login = 'demo') => {
    await user.type(dialog().getByRole('textbox', { name: textOf('session_forgot_login_label') }), login);
    await user.click(button('session_forgot_send_code'));
    return dialog().findByRole('textbox', { name: textOf('session_forgot_code_label') });
  };
  /** Types a code and confirms it. */
  const enterCode = async (code: string) => {
    const field = dialog().getByRole('textbox', { name: textOf('session_forgot_code_label') });
    await user.clear(field);
    await user.type(field, code);
    await user.click(button('session_forgot_check_code'));
  };
  const newPasswordField = () => dialog().getByLabelText(textOf('session_forgot_password_label'));
  const confirmationField = () => dialog().getByLabelText(textOf('session_forgot_confirm_label'));
  /** Types the new password and its confirmation and saves. */
  const choosePassword = async (password: string, confirmation = password) => {
    await user.type(newPasswordField(), password);
    await user.type(confirmationField(), confirmation);
    await user.click(button('session_forgot_save'));
  };
  return {
    ...s,
    onClosed,
    user,
    dialog,
    button,
    askForCode,
    enterCode,
    newPasswordField,
    confirmationField,
    choosePassword,
  };
}
