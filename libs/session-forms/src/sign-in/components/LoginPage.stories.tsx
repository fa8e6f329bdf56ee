// [MOD-016] Login page: the sign-in form as the login route shows it, under the page heading; light and dark.
import { DEMO_PASSWORD } from '@kickoff/platform-mock';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { page, pick, SignInStory, textIn } from '../../testing/sign-in-story';
import { withSignInStoryTexts } from '../../testing/sign-in-texts';

/**
 * Login page: the sign-in form as the login route shows it, under the page heading; light and dark.
 *
 * Implements **MOD-016**: Login modal / login page — group: session — variants: modal or full page; forms `login_password`, `phone_password`, `sms`, `login_password_two_step_code`.
 *
 * Usage: rendered by @kickoff/session-forms itself, not exported; each story's *Show code* shows the props in context.
 */
const meta = {
  title: 'Session/Sign-in page',
  tags: ['[MOD-016]'],
  component: SignInStory,
  decorators: [withSignInStoryTexts],
  args: { variant: 'page', onForgotPassword: fn(), onRegister: fn() },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SignInStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PageVariant: Story = {
  name: 'Login and password',
  args: { variant: 'page' },
  parameters: { layout: 'fullscreen' },
  play: async ({ globals, canvasElement, args }) => {
    const text = textIn(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: text('session_login_title') })).toBeVisible();
    await expect(page().queryByRole('dialog')).toBeNull();
    await pick(canvas, 'sms', text);
    await pick(canvas, 'login_password', text);
    await userEvent.click(canvas.getByRole('button', { name: text('session_login_register') }));
    await expect(args.onRegister).toHaveBeenCalledTimes(1);
    await userEvent.type(canvas.getByRole('textbox', { name: text('session_login_login_label') }), 'demo');
    await userEvent.type(canvas.getByLabelText(text('session_login_password_label')), `${DEMO_PASSWORD}{Enter}`);
    await waitFor(() => expect(canvas.getByTestId('signed-in-user')).toHaveTextContent('1001'));
  },
};

export const PageTwoStep: Story = {
  name: 'Two-step code',
  args: { variant: 'page', typed: { login: 'twostep', password: DEMO_PASSWORD } },
  parameters: { layout: 'fullscreen' },
  play: async ({ globals, canvasElement }) => {
    const text = textIn(globals);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: text('session_login_submit') }));
    await expect(await canvas.findByRole('textbox', { name: text('session_login_two_step_code_label') })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: text('session_login_two_step_back') }));
    await expect(canvas.getByRole('radio', { name: text('session_login_form_login_password') })).toBeChecked();
  },
};
