// [MOD-020] Forgot-password modal, one story per step: call, code sent, code wrong, time up, approve, password saved (success), exit, cancel.
import { Button } from '@kickoff/ui';
import type { Decorator, Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { FeaturePortsProvider } from '@kickoff/store';
import { Provider } from 'react-redux';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  DEMO_NEW_PASSWORD,
  type ForgotPasswordDemo,
  type ForgotPasswordDemoStart,
  forgotPasswordDemo,
} from '../../testing/forgot-password-demo';
import { ForgotPasswordTexts, textOf } from '../../testing/forgot-password-texts';
import { storyLanguage } from '@kickoff/testing';
import { forgotPasswordActions } from '../state/forgot-password-slice';
import { ConnectedForgotPasswordModal } from './ConnectedForgotPasswordModal';

/** Our texts beside ui's and the spec's, in the toolbar's language (the shared story bundles do not carry them). */
const withForgotPasswordTexts: Decorator = (Story, context) => (
  <ForgotPasswordTexts language={context.globals['locale'] === 'en' ? 'en' : 'ru'}>
    <Story />
  </ForgotPasswordTexts>
);

interface DemoArgs {
  onClosed: (outcome: 'exit' | 'cancel') => void;
}

/** The page under the modal: its link opens the modal again after it closed, as a sign-in form's link will. */
function PageWithForgotPassword({ demo, onClosed }: DemoArgs & { demo: ForgotPasswordDemo }) {
  const { t } = useTranslation();
  return (
    <Provider store={demo.store}>
      <FeaturePortsProvider ports={demo.ports}>
        <Button variant="ghost" onClick={() => demo.store.dispatch(forgotPasswordActions.forgotPasswordOpened())}>
          {t('session_forgot_title')}
        </Button>
        <ConnectedForgotPasswordModal queryFlag onClosed={onClosed} />
      </FeaturePortsProvider>
    </Provider>
  );
}

const demoOf = (context: Pick<StoryContext, 'loaded'>) => (context.loaded as { demo: ForgotPasswordDemo }).demo;

/** The story's store, walked through the platform mock to `start` before the story renders. */
const startingAt = (start: ForgotPasswordDemoStart) => ({
  loaders: [async () => ({ demo: await forgotPasswordDemo(start) })],
});

/**
 * Forgot-password modal, one story per step: call, code sent, code wrong, time up, approve, password saved (success), exit, cancel.
 *
 * Implements **MOD-020**: Forgot-password modal — group: session — variants (steps): call, code sent, code wrong or time up (`wrong_code` / `time_up`), approve, password saved, success, exit, cancel.
 *
 * Usage: rendered by @kickoff/session-forms itself, not exported; each story's *Show code* shows the props in context.
 */
const meta = {
  title: 'Session/Forgot password',
  tags: ['[MOD-020]'],
  args: { onClosed: fn() },
  decorators: [withForgotPasswordTexts],
  parameters: { layout: 'fullscreen' },
  render: (args, context) => <PageWithForgotPassword demo={demoOf(context)} onClosed={args.onClosed} />,
} satisfies Meta<DemoArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

// The modal renders in a portal on <body>, outside the story's canvas element.
const page = () => within(document.body);
type Text = (key: string, values?: Record<string, string>) => string;
/** What a player of the story's language reads. */
const textIn =
  (globals: Record<string, unknown>): Text =>
  (key, values) =>
    textOf(key, storyLanguage(globals), values);
const dialog = async (text: Text) => within(await page().findByRole('dialog', { name: text('session_forgot_title') }));
const codeField = (modal: Awaited<ReturnType<typeof dialog>>, text: Text) =>
  modal.getByRole('textbox', { name: text('session_forgot_code_label') });

export const Call: Story = {
  name: 'Call',
  ...startingAt('call'),
  play: async ({ globals }) => {
    const text = textIn(globals);
    const modal = await dialog(text);
    const login = modal.getByRole('textbox', { name: text('session_forgot_login_label') });
    await expect(login).toHaveFocus();
    await userEvent.click(modal.getByRole('button', { name: text('session_forgot_send_code') }));
    await expect(login).toHaveAccessibleDescription(text('session_forgot_login_required'));
    await userEvent.type(login, 'nobody-at-all{Enter}');
    await expect(await modal.findByText(text('session_forgot_unknown_login'))).toBeVisible();
    await userEvent.clear(login);
    await userEvent.type(login, 'demo{Enter}');
    await expect(await modal.findByRole('textbox', { name: text('session_forgot_code_label') })).toBeVisible();
  },
};

export const CodeSent: Story = {
  name: 'Code sent',
  ...startingAt('code sent'),
  play: async ({ globals, loaded }) => {
    const text = textIn(globals);
    const modal = await dialog(text);
    const code = codeField(modal, text);
    await expect(code).toHaveFocus();
    await expect(code).toHaveAccessibleDescription(text('session_forgot_code_valid_for', { time: '5:00' }));
    await expect(modal.getByText(text('session_forgot_resend_in', { time: '1:00' }))).toBeVisible();
    demoOf({ loaded }).passTime(60_000);
    await expect(await modal.findByRole('button', { name: text('session_forgot_resend') })).toBeVisible();
    await expect(code).toHaveAccessibleDescription(text('session_forgot_code_valid_for', { time: '4:00' }));
  },
};

export const CodeWrong: Story = {
  name: 'Wrong code',
  ...startingAt('code wrong'),
  play: async ({ globals }) => {
    const text = textIn(globals);
    const modal = await dialog(text);
    const code = codeField(modal, text);
    await expect(code).toHaveAttribute('aria-invalid', 'true');
    await expect(code).toHaveAccessibleDescription(expect.stringContaining(text('session_forgot_wrong_code')));
    await userEvent.type(code, '4321{Enter}');
    await expect(await modal.findByText(text('session_forgot_approve_text'))).toBeVisible();
  },
};

export const TimeUp: Story = {
  name: 'Time up',
  ...startingAt('time up'),
  play: async ({ globals }) => {
    const text = textIn(globals);
    const modal = await dialog(text);
    const alert = modal.getByRole('alert');
    await expect(alert).toHaveTextContent(text('session_forgot_time_up_title'));
    await expect(modal.queryByRole('textbox', { name: text('session_forgot_code_label') })).toBeNull();
    await userEvent.click(modal.getByRole('button', { name: text('session_forgot_resend') }));
    await waitFor(() => expect(codeField(modal, text)).toHaveFocus());
    await expect(codeField(modal, text)).toHaveAccessibleDescription(
      text('session_forgot_code_valid_for', { time: '5:00' }),
    );
  },
};

export const Approve: Story = {
  name: 'New password',
  ...startingAt('approve'),
  play: async ({ globals }) => {
    const text = textIn(globals);
    const modal = await dialog(text);
    const password = modal.getByLabelText(text('session_forgot_password_label'));
    const confirmation = modal.getByLabelText(text('session_forgot_confirm_label'));
    await expect(password).toHaveFocus();
    await userEvent.type(password, 'short12');
    await userEvent.type(confirmation, 'short12{Enter}');
    await expect(modal.getByText(text('session_forgot_password_too_short'))).toBeVisible();
    await userEvent.clear(password);
    await userEvent.clear(confirmation);
    await userEvent.type(password, DEMO_NEW_PASSWORD);
    await userEvent.type(confirmation, `${DEMO_NEW_PASSWORD}{Enter}`);
    await expect(await modal.findByText(text('session_forgot_success'))).toBeVisible();
  },
};

export const PasswordSaved: Story = {
  name: 'Password saved',
  ...startingAt('success'),
  play: async ({ globals, args }) => {
    const text = textIn(globals);
    const modal = await dialog(text);
    await expect(modal.getByRole('status')).toHaveTextContent(text('session_forgot_success'));
    await expect(modal.getByRole('button', { name: text('session_forgot_sign_in') })).toHaveFocus();
    await expect(args.onClosed).not.toHaveBeenCalled();
  },
};

export const Exit: Story = {
  name: 'Exit',
  ...startingAt('success'),
  play: async ({ globals, args }) => {
    const text = textIn(globals);
    const modal = await dialog(text);
    await userEvent.click(modal.getByRole('button', { name: text('session_forgot_sign_in') }));
    await expect(page().queryByRole('dialog')).toBeNull();
    await expect(args.onClosed).toHaveBeenCalledTimes(1);
    await expect(args.onClosed).toHaveBeenCalledWith('exit');
  },
};

export const Cancel: Story = {
  name: 'Cancelled',
  ...startingAt('code sent'),
  play: async ({ globals, args }) => {
    const text = textIn(globals);
    const modal = await dialog(text);
    // Midway, a click beside the dialog does not throw the code away; Escape or Cancel does.
    await userEvent.click(page().getByTestId('modal-backdrop'));
    await expect(codeField(modal, text)).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(page().queryByRole('dialog')).toBeNull();
    await expect(args.onClosed).toHaveBeenCalledTimes(1);
    await expect(args.onClosed).toHaveBeenCalledWith('cancel');
    // Opened again, the flow starts afresh at the call step.
    await userEvent.click(page().getByRole('button', { name: text('session_forgot_title') }));
    const reopened = await dialog(text);
    await expect(reopened.getByRole('textbox', { name: text('session_forgot_login_label') })).toHaveValue('');
    await userEvent.click(reopened.getByRole('button', { name: text('session_forgot_cancel') }));
    await expect(args.onClosed).toHaveBeenCalledTimes(2);
    await expect(args.onClosed).toHaveBeenLastCalledWith('cancel');
  },
};
