// [MOD-016] Login modal / login page: forms login_password, phone_password, sms (code sent + countdown), login_password_two_step_code; modal vs page; wrong credentials; submitting; a real sign-in as demo.
import { createPlatformMock, DEMO_PASSWORD, DEMO_TWO_STEP_CODE } from '@kickoff/platform-mock';
import { Button } from '@kickoff/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { Provider, useDispatch, useSelector } from 'react-redux';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { platformMockFetch } from '../testing/platform-mock-fetch';
import { createSignInTestStore, type SignInTestStore } from '../testing/sign-in-test-store';
import { signInText, withSignInStoryTexts } from '../testing/sign-in-texts';
import { selectUserId } from '../state/selectors';
import type { SwitchableForm } from './auth-forms';
import { fieldChanged, formSwitched, loginModalOpened } from './auth-form-slice';
import { ConnectedLoginModal } from './ConnectedLoginModal';
import { ConnectedLoginPage } from './ConnectedLoginPage';
import type { AuthField } from './form-problems';

/** The store of the story on screen: play functions move its time and read its session. */
let current: SignInTestStore | undefined;
const story = () => {
  if (!current) throw new Error('no sign-in story mounted');
  return current;
};

/** Sign-in calls that never answer: the form stays in its submitting state for review. */
function holdingSignIns(inner: typeof fetch): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    return new URL(request.url).pathname.startsWith('/web-api/auth/login') ? new Promise<Response>(() => undefined) : inner(request);
  };
}

interface SignInStoryProps {
  variant: 'modal' | 'page';
  form?: SwitchableForm;
  typed?: Partial<Record<AuthField, string>>;
  holdSignIn?: boolean;
  onForgotPassword: () => void;
  onRegister: () => void;
}

function SignedInUser() {
  const userId = useSelector(selectUserId);
  return <p data-testid="signed-in-user">{userId === null ? 'Гость' : `Пользователь ${userId}`}</p>;
}

function OpenLoginButton() {
  const dispatch = useDispatch();
  return (
    <Button variant="secondary" onClick={() => dispatch(loginModalOpened())}>
      Открыть вход
    </Button>
  );
}

/**
 * A real store over the platform mock: the one API with the real base query, the sign-in listeners, the mock's
 * handlers answering in-process (`getResponse`); only time is manual.
 */
function SignInStory({ variant, form, typed = {}, holdSignIn = false, onForgotPassword, onRegister }: SignInStoryProps) {
  const [setup] = useState(() => {
    const mock = createPlatformMock();
    const s = createSignInTestStore(mock, { fetch: holdSignIn ? holdingSignIns(platformMockFetch(mock)) : platformMockFetch(mock) });
    if (form) s.store.dispatch(formSwitched(form));
    for (const [field, value] of Object.entries(typed)) s.store.dispatch(fieldChanged({ field: field as AuthField, value }));
    if (variant === 'modal') s.store.dispatch(loginModalOpened());
    return s;
  });
  useEffect(() => {
    current = setup;
    return () => setup.stop();
  }, [setup]);
  const links = { onForgotPassword, onRegister };
  return (
    <Provider store={setup.store}>
      <SignedInUser />
      {variant === 'modal' ? (
        <>
          <OpenLoginButton />
          <ConnectedLoginModal {...links} />
        </>
      ) : (
        <ConnectedLoginPage {...links} />
      )}
    </Provider>
  );
}

const meta = {
  title: 'session/LoginModal',
  component: SignInStory,
  decorators: [withSignInStoryTexts],
  args: { variant: 'modal', onForgotPassword: fn(), onRegister: fn() },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof SignInStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const ru = (key: string, options?: Record<string, string | number>) => signInText(key, 'ru', options);
// The modal renders in a portal on <body>, outside the story's canvas element.
const page = () => within(document.body);
const dialog = async () => within(await page().findByRole('dialog', { name: ru('session_login_title') }));
const pick = async (scope: ReturnType<typeof within>, form: SwitchableForm) =>
  userEvent.click(scope.getByRole('radio', { name: ru(`session_login_form_${form}`) }));

export const LoginPassword: Story = {
  name: '[MOD-016] login_password',
  play: async ({ args }) => {
    const modal = await dialog();
    await expect(modal.getByRole('radio', { name: ru('session_login_form_login_password') })).toBeChecked();
    const login = modal.getByRole('textbox', { name: ru('session_login_login_label') });
    await expect(login).toHaveFocus();
    await expect(login).toHaveAttribute('autocomplete', 'username');
    await expect(modal.getByLabelText(ru('session_login_password_label'))).toHaveAttribute('autocomplete', 'current-password');
    await userEvent.click(modal.getByRole('button', { name: ru('session_login_forgot_password') }));
    await expect(args.onForgotPassword).toHaveBeenCalledTimes(1);
  },
};

export const SignsInAsDemo: Story = {
  name: '[MOD-016] signs in as demo',
  play: async () => {
    const modal = await dialog();
    await userEvent.type(modal.getByRole('textbox', { name: ru('session_login_login_label') }), 'demo');
    await userEvent.type(modal.getByLabelText(ru('session_login_password_label')), `${DEMO_PASSWORD}{Enter}`);
    await waitFor(() => expect(page().queryByRole('dialog')).toBeNull());
    await expect(page().getByTestId('signed-in-user')).toHaveTextContent('1001');
    await expect(selectUserId(story().store.getState())).toBe(1001);
  },
};

export const PhonePassword: Story = {
  name: '[MOD-016] phone_password',
  play: async () => {
    const modal = await dialog();
    await pick(modal, 'phone_password');
    const phone = modal.getByRole('textbox', { name: ru('session_login_phone_label') });
    await expect(phone).toHaveAttribute('autocomplete', 'tel-national');
    await waitFor(() => expect(modal.getByRole('combobox', { name: ru('session_login_country_label') })).toHaveValue('ru'));
    // Too short for the Russian mask: named inline, focus on the number.
    await userEvent.type(phone, '900');
    await userEvent.type(modal.getByLabelText(ru('session_login_password_label')), `${DEMO_PASSWORD}{Enter}`);
    await waitFor(() => expect(phone).toHaveAccessibleDescription(ru('session_login_problem_phone_digits', { digits: 10 })));
    await expect(phone).toHaveFocus();
    await userEvent.type(phone, '0001001{Enter}');
    await waitFor(() => expect(page().queryByRole('dialog')).toBeNull());
    await expect(page().getByTestId('signed-in-user')).toHaveTextContent('1001');
  },
};

export const SmsCodeSent: Story = {
  name: '[MOD-016] sms: code sent, countdown',
  play: async () => {
    const modal = await dialog();
    await pick(modal, 'sms');
    await userEvent.type(modal.getByRole('textbox', { name: ru('session_login_phone_label') }), '9000001001');
    await userEvent.click(modal.getByRole('button', { name: ru('session_login_sms_send') }));
    await expect(await modal.findByRole('status')).toHaveTextContent(ru('session_login_sms_sent', { number: '79000001001' }));
    await expect(modal.getByRole('textbox', { name: ru('session_login_sms_code_label') })).toHaveFocus();
    const resend = modal.getByRole('button', { name: ru('session_login_sms_resend') });
    await expect(resend).toBeDisabled();
    await expect(modal.getByText(ru('session_login_sms_resend_in', { seconds: 60 }))).toBeVisible();
    story().time.advance(15_000);
    await expect(await modal.findByText(ru('session_login_sms_resend_in', { seconds: 45 }))).toBeVisible();
  },
};

export const SmsResendAvailable: Story = {
  name: '[MOD-016] sms: countdown over, signs in with the code',
  play: async () => {
    const modal = await dialog();
    await pick(modal, 'sms');
    await userEvent.type(modal.getByRole('textbox', { name: ru('session_login_phone_label') }), '9000001001{Enter}');
    const code = await modal.findByRole('textbox', { name: ru('session_login_sms_code_label') });
    story().time.advance(60_000);
    await waitFor(() => expect(modal.getByRole('button', { name: ru('session_login_sms_resend') })).toBeEnabled());
    await userEvent.type(code, '1234{Enter}');
    await waitFor(() => expect(page().queryByRole('dialog')).toBeNull());
    await expect(page().getByTestId('signed-in-user')).toHaveTextContent('1001');
  },
};

export const TwoStepCode: Story = {
  name: '[MOD-016] login_password_two_step_code',
  play: async () => {
    const modal = await dialog();
    await userEvent.type(modal.getByRole('textbox', { name: ru('session_login_login_label') }), 'twostep');
    await userEvent.type(modal.getByLabelText(ru('session_login_password_label')), `${DEMO_PASSWORD}{Enter}`);
    const code = await modal.findByRole('textbox', { name: ru('session_login_two_step_code_label') });
    await waitFor(() => expect(code).toHaveFocus());
    await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    await userEvent.type(code, '000000{Enter}');
    await expect(await modal.findByRole('alert')).toHaveTextContent(ru('session_login_error_code_wrong'));
    await userEvent.clear(code);
    await userEvent.type(code, `${DEMO_TWO_STEP_CODE}{Enter}`);
    await waitFor(() => expect(page().queryByRole('dialog')).toBeNull());
    await expect(page().getByTestId('signed-in-user')).toHaveTextContent('1007');
  },
};

export const WrongCredentials: Story = {
  name: '[MOD-016] wrong credentials',
  args: { typed: { login: 'demo', password: 'not-the-password' } },
  play: async () => {
    const modal = await dialog();
    await userEvent.click(modal.getByRole('button', { name: ru('session_login_submit') }));
    await expect(await modal.findByRole('alert')).toHaveTextContent(ru('session_login_error_wrong_credentials'));
    await expect(page().getByTestId('signed-in-user')).toHaveTextContent('Гость');
  },
};

export const Submitting: Story = {
  name: '[MOD-016] submitting',
  args: { typed: { login: 'demo', password: DEMO_PASSWORD }, holdSignIn: true },
  play: async () => {
    const modal = await dialog();
    await userEvent.click(modal.getByRole('button', { name: ru('session_login_submit') }));
    const submit = await modal.findByRole('button', { name: ru('session_login_submitting') });
    await expect(submit).toBeDisabled();
    await expect(submit.closest('form')).toHaveAttribute('aria-busy', 'true');
  },
};

export const ClosesOnEscape: Story = {
  name: '[MOD-016] modal: closes on Escape and reopens',
  play: async () => {
    await dialog();
    await userEvent.keyboard('{Escape}');
    await expect(page().queryByRole('dialog')).toBeNull();
    const open = page().getByRole('button', { name: 'Открыть вход' });
    await userEvent.click(open);
    const modal = await dialog();
    await userEvent.click(modal.getByRole('button', { name: signInText('ui_close', 'ru') }));
    await expect(page().queryByRole('dialog')).toBeNull();
    await expect(open).toHaveFocus();
  },
};

export const PageVariant: Story = {
  name: '[MOD-016] page variant',
  args: { variant: 'page' },
  parameters: { layout: 'fullscreen' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: ru('session_login_title') })).toBeVisible();
    await expect(page().queryByRole('dialog')).toBeNull();
    await pick(canvas, 'sms');
    await pick(canvas, 'login_password');
    await userEvent.click(canvas.getByRole('button', { name: ru('session_login_register') }));
    await expect(args.onRegister).toHaveBeenCalledTimes(1);
    await userEvent.type(canvas.getByRole('textbox', { name: ru('session_login_login_label') }), 'demo');
    await userEvent.type(canvas.getByLabelText(ru('session_login_password_label')), `${DEMO_PASSWORD}{Enter}`);
    await waitFor(() => expect(canvas.getByTestId('signed-in-user')).toHaveTextContent('1001'));
  },
};

export const PageTwoStepDark: Story = {
  name: '[MOD-016] page variant, two-step form (dark)',
  args: { variant: 'page', typed: { login: 'twostep', password: DEMO_PASSWORD } },
  globals: { theme: 'dark' },
  parameters: { layout: 'fullscreen' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: ru('session_login_submit') }));
    await expect(await canvas.findByRole('textbox', { name: ru('session_login_two_step_code_label') })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: ru('session_login_two_step_back') }));
    await expect(canvas.getByRole('radio', { name: ru('session_login_form_login_password') })).toBeChecked();
  },
};
