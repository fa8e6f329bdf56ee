import { DEMO_PASSWORD, DEMO_TWO_STEP_CODE } from '@kickoff/platform-mock';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { describe, expect, it, vi, beforeEach } from 'vitest';
import { overridablePlatform } from '@kickoff/testing';
import { createSignInSite, type SignInSite } from '../../testing/sign-in-site';
import { signInText as text, withSignInTexts } from '../../testing/sign-in-texts';
import { selectAuthForm } from '../state/auth-form-selectors';
import { loginModalOpened } from '../state/auth-form-slice';
import { ConnectedLoginModal } from './ConnectedLoginModal';
import { ConnectedLoginPage } from './ConnectedLoginPage';
import { signedInUserOf } from '../../testing/forms-site';

let platform = overridablePlatform();
beforeEach(() => {
  platform = overridablePlatform();
});

function renderModal(s: SignInSite = createSignInSite(platform.mock)) {
  const links = { onForgotPassword: vi.fn(), onRegister: vi.fn() };
  render(
    withSignInTexts(
      <Provider store={s.store}>
        <ConnectedLoginModal {...links} />
      </Provider>,
    ),
  );
  act(() => void s.store.dispatch(loginModalOpened({ returnTo: '/office' })));
  return {
    s,
    links,
    user: userEvent.setup(),
    dialog: () => screen.getByRole('dialog', { name: text('session_login_title') }),
  };
}

describe('LoginModal', () => {
  it('[MOD-016] demo signs in from the modal with Enter: the modal closes and the store holds user 1001', async () => {
    const { s, user, dialog } = renderModal();
    const login = within(dialog()).getByRole('textbox', { name: text('session_login_login_label') });
    expect(login).toHaveFocus();
    await user.type(login, 'demo');
    await user.type(within(dialog()).getByLabelText(text('session_login_password_label')), `${DEMO_PASSWORD}{Enter}`);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(signedInUserOf(s)).toBe(1001);
  });

  it('[SES-019] the switcher moves between the login, phone and SMS forms', async () => {
    const { s, user, dialog } = renderModal();
    const modal = within(dialog());
    const switcher = within(modal.getByRole('group', { name: text('session_login_form_switcher') }));
    expect(switcher.getByRole('radio', { name: text('session_login_form_login_password') })).toBeChecked();

    await user.click(switcher.getByRole('radio', { name: text('session_login_form_phone_password') }));
    expect(selectAuthForm(s.store.getState()).currentForm).toBe('phone_password');
    expect(modal.getByRole('textbox', { name: text('session_login_phone_label') })).toHaveAttribute(
      'autocomplete',
      'tel-national',
    );
    expect(modal.getByLabelText(text('session_login_password_label'))).toHaveAttribute(
      'autocomplete',
      'current-password',
    );
    await waitFor(() =>
      expect(modal.getByRole('combobox', { name: text('session_login_country_label') })).toHaveValue('ru'),
    );

    await user.click(switcher.getByRole('radio', { name: text('session_login_form_sms') }));
    expect(selectAuthForm(s.store.getState()).currentForm).toBe('sms');
    expect(modal.queryByLabelText(text('session_login_password_label'))).toBeNull();
    expect(modal.getByRole('button', { name: text('session_login_sms_send') })).toHaveAttribute('type', 'submit');

    await user.click(switcher.getByRole('radio', { name: text('session_login_form_login_password') }));
    expect(modal.getByRole('textbox', { name: text('session_login_login_label') })).toHaveAttribute(
      'autocomplete',
      'username',
    );
  });

  it('names empty fields inline and moves focus to the first of them', async () => {
    const { user, dialog } = renderModal();
    const modal = within(dialog());
    await user.click(modal.getByRole('button', { name: text('session_login_submit') }));
    const login = await modal.findByRole('textbox', { name: text('session_login_login_label') });
    await waitFor(() => expect(login).toHaveAttribute('aria-invalid', 'true'));
    expect(login).toHaveAccessibleDescription(text('session_login_problem_login_required'));
    expect(modal.getByLabelText(text('session_login_password_label'))).toHaveAccessibleDescription(
      text('session_login_problem_password_required'),
    );
    expect(login).toHaveFocus();
  });

  it('says "wrong login or password" for a wrong password', async () => {
    const { user, dialog } = renderModal();
    const modal = within(dialog());
    await user.type(modal.getByRole('textbox', { name: text('session_login_login_label') }), 'demo');
    await user.type(modal.getByLabelText(text('session_login_password_label')), 'wrong-one{Enter}');
    expect(await modal.findByRole('alert')).toHaveTextContent(text('session_login_error_wrong_credentials'));
    expect(dialog()).toBeInTheDocument();
  });

  it('[SES-024] a two-step account gets the code form, focused, and signs in with the code', async () => {
    const { s, user, dialog } = renderModal();
    const modal = within(dialog());
    await user.type(modal.getByRole('textbox', { name: text('session_login_login_label') }), 'twostep');
    await user.type(modal.getByLabelText(text('session_login_password_label')), `${DEMO_PASSWORD}{Enter}`);
    const code = await modal.findByRole('textbox', { name: text('session_login_two_step_code_label') });
    await waitFor(() => expect(code).toHaveFocus());
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(modal.queryByRole('group', { name: text('session_login_form_switcher') })).toBeNull();
    await user.type(code, `${DEMO_TWO_STEP_CODE}{Enter}`);
    await waitFor(() => expect(signedInUserOf(s)).toBe(1007));
    expect(platform.mock.requests('authTwoStep').at(-1)?.body).toEqual({
      two_step_token: expect.stringMatching(/^2s-/),
      code: DEMO_TWO_STEP_CODE,
    });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes on Escape, on the × and on a click outside', async () => {
    const { s, user, dialog } = renderModal();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => void s.store.dispatch(loginModalOpened()));
    await user.click(within(dialog()).getByRole('button', { name: text('ui_close') }));
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => void s.store.dispatch(loginModalOpened()));
    await user.click(screen.getByTestId('modal-backdrop'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(selectAuthForm(s.store.getState()).loginModal).toEqual({ open: false, returnTo: null });
  });

  it('"forgot password?" and "register" hand over to their flows', async () => {
    const { user, dialog, links } = renderModal();
    await user.click(within(dialog()).getByRole('button', { name: text('session_login_forgot_password') }));
    await user.click(within(dialog()).getByRole('button', { name: text('session_login_register') }));
    expect(links.onForgotPassword).toHaveBeenCalledTimes(1);
    expect(links.onRegister).toHaveBeenCalledTimes(1);
  });

  it('[SES-023] the SMS form sends the code, counts down to the next one, then signs in', async () => {
    const { s, user, dialog } = renderModal();
    const modal = within(dialog());
    await user.click(modal.getByRole('radio', { name: text('session_login_form_sms') }));
    await user.type(modal.getByRole('textbox', { name: text('session_login_phone_label') }), '9000001001{Enter}');
    expect(await modal.findByRole('status')).toHaveTextContent(
      text('session_login_sms_sent', 'en', { number: '79000001001' }),
    );
    const resend = modal.getByRole('button', { name: text('session_login_sms_resend') });
    expect(resend).toBeDisabled();
    expect(modal.getByText(text('session_login_sms_resend_in', 'en', { seconds: 60 }))).toBeInTheDocument();
    act(() => s.time.advance(60_000));
    expect(resend).toBeEnabled();
    const code = modal.getByRole('textbox', { name: text('session_login_sms_code_label') });
    expect(code).toHaveFocus();
    await user.type(code, '1234{Enter}');
    await waitFor(() => expect(signedInUserOf(s)).toBe(1001));
    expect(platform.mock.requests('authSendSms').at(-1)?.body).toEqual({ 'phone-number': '79000001001' });
    expect(platform.mock.requests('authLoginBySms').at(-1)?.body).toEqual({
      'phone-number': '79000001001',
      'phone-code': '1234',
    });
  });
});

describe('LoginPage', () => {
  it('[MOD-016] the login route shows the same form under the page heading', async () => {
    const s = createSignInSite(platform.mock);
    const user = userEvent.setup();
    render(
      withSignInTexts(
        <Provider store={s.store}>
          <ConnectedLoginPage onForgotPassword={vi.fn()} onRegister={vi.fn()} />
        </Provider>,
        'ru',
      ),
    );
    expect(screen.getByRole('heading', { level: 1, name: text('session_login_title', 'ru') })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: text('session_login_title', 'ru') })).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: text('session_login_login_label', 'ru') }), 'demo');
    await user.type(screen.getByLabelText(text('session_login_password_label', 'ru')), `${DEMO_PASSWORD}{Enter}`);
    await waitFor(() => expect(signedInUserOf(s)).toBe(1001));
  });
});
