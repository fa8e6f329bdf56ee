// [MOD-016] Login modal: forms login_password, phone_password, sms (code sent + countdown), login_password_two_step_code; wrong credentials; submitting; closing; a real sign-in as demo. The page variant: LoginPage.stories.tsx.
import { DEMO_PASSWORD, DEMO_TWO_STEP_CODE } from '@kickoff/platform-mock';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { dialog, page, pick, SignInStory, story, textIn } from '../../testing/sign-in-story';
import { withSignInStoryTexts } from '../../testing/sign-in-texts';
import { signedInUserOf } from '../../testing/forms-site';

/**
 * Login modal: forms login_password, phone_password, sms (code sent + countdown), login_password_two_step_code; wrong credentials; submitting; closing; a real sign-in as demo. The page variant: LoginPage.stories.tsx.
 *
 * Implements **MOD-016**: Login modal / login page — group: session — variants: modal or full page; forms `login_password`, `phone_password`, `sms`, `login_password_two_step_code`.
 *
 * Usage: rendered by @kickoff/session-forms itself, not exported; each story's *Show code* shows the props in context.
 */
const meta = {
  title: 'Session/Sign in',
  tags: ['[MOD-016]'],
  component: SignInStory,
  decorators: [withSignInStoryTexts],
  args: { variant: 'modal', onForgotPassword: fn(), onRegister: fn() },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof SignInStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LoginPassword: Story = {
  name: 'Login and password',
  play: async ({ globals, args }) => {
    const text = textIn(globals);
    const modal = await dialog(text);
    await expect(modal.getByRole('radio', { name: text('session_login_form_login_password') })).toBeChecked();
    const login = modal.getByRole('textbox', { name: text('session_login_login_label') });
    await expect(login).toHaveFocus();
    await expect(login).toHaveAttribute('autocomplete', 'username');
    await expect(modal.getByLabelText(text('session_login_password_label'))).toHaveAttribute(
      'autocomplete',
      'current-password',
    );
    await userEvent.click(modal.getByRole('button', { name: text('session_login_forgot_password') }));
    await expect(args.onForgotPassword).toHaveBeenCalledTimes(1);
  },
};

export const SignsInAsDemo: Story = {
  name: 'Signed in',
  play: async ({ globals }) => {
    const text = textIn(globals);
    const modal = await dialog(text);
    await userEvent.type(modal.getByRole('textbox', { name: text('session_login_login_label') }), 'demo');
    await userEvent.type(modal.getByLabelText(text('session_login_password_label')), `${DEMO_PASSWORD}{Enter}`);
    await waitFor(() => expect(page().queryByRole('dialog')).toBeNull());
    await expect(page().getByTestId('signed-in-user')).toHaveTextContent('1001');
    await expect(signedInUserOf(story())).toBe(1001);
  },
};

export const PhonePassword: Story = {
  name: 'Phone and password',
  play: async ({ globals }) => {
    const text = textIn(globals);
    const modal = await dialog(text);
    await pick(modal, 'phone_password', text);
    const phone = modal.getByRole('textbox', { name: text('session_login_phone_label') });
    await expect(phone).toHaveAttribute('autocomplete', 'tel-national');
    await waitFor(() =>
      expect(modal.getByRole('combobox', { name: text('session_login_country_label') })).toHaveValue('ru'),
    );
    // Too short for the Russian mask: named inline, focus on the number.
    await userEvent.type(phone, '900');
    await userEvent.type(modal.getByLabelText(text('session_login_password_label')), `${DEMO_PASSWORD}{Enter}`);
    await waitFor(() =>
      expect(phone).toHaveAccessibleDescription(text('session_login_problem_phone_digits', { digits: 10 })),
    );
    await expect(phone).toHaveFocus();
    await userEvent.type(phone, '0001001{Enter}');
    await waitFor(() => expect(page().queryByRole('dialog')).toBeNull());
    await expect(page().getByTestId('signed-in-user')).toHaveTextContent('1001');
  },
};

export const SmsCodeSent: Story = {
  name: 'SMS code sent',
  play: async ({ globals }) => {
    const text = textIn(globals);
    const modal = await dialog(text);
    await pick(modal, 'sms', text);
    await userEvent.type(modal.getByRole('textbox', { name: text('session_login_phone_label') }), '9000001001');
    await userEvent.click(modal.getByRole('button', { name: text('session_login_sms_send') }));
    await expect(await modal.findByRole('status')).toHaveTextContent(
      text('session_login_sms_sent', { number: '79000001001' }),
    );
    await expect(modal.getByRole('textbox', { name: text('session_login_sms_code_label') })).toHaveFocus();
    const resend = modal.getByRole('button', { name: text('session_login_sms_resend') });
    await expect(resend).toBeDisabled();
    await expect(modal.getByText(text('session_login_sms_resend_in', { seconds: 60 }))).toBeVisible();
    story().time.advance(15_000);
    await expect(await modal.findByText(text('session_login_sms_resend_in', { seconds: 45 }))).toBeVisible();
  },
};

export const SmsResendAvailable: Story = {
  name: 'Signed in with an SMS code',
  play: async ({ globals }) => {
    const text = textIn(globals);
    const modal = await dialog(text);
    await pick(modal, 'sms', text);
    await userEvent.type(modal.getByRole('textbox', { name: text('session_login_phone_label') }), '9000001001{Enter}');
    const code = await modal.findByRole('textbox', { name: text('session_login_sms_code_label') });
    story().time.advance(60_000);
    await waitFor(() => expect(modal.getByRole('button', { name: text('session_login_sms_resend') })).toBeEnabled());
    await userEvent.type(code, '1234{Enter}');
    await waitFor(() => expect(page().queryByRole('dialog')).toBeNull());
    await expect(page().getByTestId('signed-in-user')).toHaveTextContent('1001');
  },
};

export const TwoStepCode: Story = {
  name: 'Two-step code',
  play: async ({ globals }) => {
    const text = textIn(globals);
    const modal = await dialog(text);
    await userEvent.type(modal.getByRole('textbox', { name: text('session_login_login_label') }), 'twostep');
    await userEvent.type(modal.getByLabelText(text('session_login_password_label')), `${DEMO_PASSWORD}{Enter}`);
    const code = await modal.findByRole('textbox', { name: text('session_login_two_step_code_label') });
    await waitFor(() => expect(code).toHaveFocus());
    await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    await userEvent.type(code, '000000{Enter}');
    await expect(await modal.findByRole('alert')).toHaveTextContent(text('session_login_error_code_wrong'));
    await userEvent.clear(code);
    await userEvent.type(code, `${DEMO_TWO_STEP_CODE}{Enter}`);
    await waitFor(() => expect(page().queryByRole('dialog')).toBeNull());
    await expect(page().getByTestId('signed-in-user')).toHaveTextContent('1007');
  },
};

export const WrongCredentials: Story = {
  name: 'Wrong credentials',
  args: { typed: { login: 'demo', password: 'not-the-password' } },
  play: async ({ globals }) => {
    const text = textIn(globals);
    const modal = await dialog(text);
    await userEvent.click(modal.getByRole('button', { name: text('session_login_submit') }));
    await expect(await modal.findByRole('alert')).toHaveTextContent(text('session_login_error_wrong_credentials'));
    await expect(page().getByTestId('signed-in-user')).toBeEmptyDOMElement();
  },
};

export const Submitting: Story = {
  name: 'Submitting',
  args: { typed: { login: 'demo', password: DEMO_PASSWORD }, holdSignIn: true },
  play: async ({ globals }) => {
    const text = textIn(globals);
    const modal = await dialog(text);
    await userEvent.click(modal.getByRole('button', { name: text('session_login_submit') }));
    const submit = await modal.findByRole('button', { name: text('session_login_submitting') });
    await expect(submit).toBeDisabled();
    await expect(submit.closest('form')).toHaveAttribute('aria-busy', 'true');
  },
};

export const ClosesOnEscape: Story = {
  name: 'Reopened after Escape',
  play: async ({ globals }) => {
    const text = textIn(globals);
    await dialog(text);
    await userEvent.keyboard('{Escape}');
    await expect(page().queryByRole('dialog')).toBeNull();
    const open = page().getByRole('button', { name: text('session_login_title') });
    await userEvent.click(open);
    const modal = await dialog(text);
    await userEvent.click(modal.getByRole('button', { name: text('ui_close') }));
    await expect(page().queryByRole('dialog')).toBeNull();
    await expect(open).toHaveFocus();
  },
};
