import { ANALYTICS_EVENT, type AnalyticsEvent } from '@kickoff/contracts';
// [MOD-018] Captcha over the platform mock: validated (event 10190), failed (event 10191, error shown), unrecoverable failure (closed, nothing else shown).
import { Button } from '@kickoff/ui';
import { captchaUpdate } from '@kickoff/platform-api';
import { createPlatformMock } from '@kickoff/platform-mock';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Provider } from 'react-redux';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { createCaptchaSite, demoCaptchaAnswer } from '../../testing/captcha-site';
import { captchaOneTapStoryTexts, captchaOneTapTextIn } from '../../testing/with-captcha-one-tap-texts';
import { ConnectedCaptchaModal } from './ConnectedCaptchaModal';

interface DemoArgs {
  /** The analytics port. */
  track: (event: AnalyticsEvent) => void;
  /** How the sign-in ended, as the sign-in form would learn it. */
  onSignInDone: (outcome: unknown) => void;
  /** The captcha service cannot be reached: every `GET /captcha/update` fails. */
  captchaServiceDown?: boolean;
}

/**
 * A page where user `captcha` signs in: the real platform client, with the bridge's `solveCaptcha`, sends the
 * login to the platform mock (answered in the page), the store and listeners run as in the app.
 */
function SignInAsCaptchaUser({ track, onSignInDone, captchaServiceDown = false }: DemoArgs) {
  const [demo] = useState(() => {
    const refuse = (request: Request) => captchaServiceDown && new URL(request.url).pathname === captchaUpdate.path;
    return createCaptchaSite(createPlatformMock(), { refuse, track });
  });
  const [signedInAs, setSignedInAs] = useState<number | null>(null);
  const signIn = async () => {
    const outcome = await demo.signIn('captcha');
    onSignInDone(outcome);
    if ('data' in outcome) setSignedInAs((outcome.data as { user_id: number }).user_id);
  };
  return (
    <Provider store={demo.store}>
      <Button onClick={() => void signIn()}>Sign in as “captcha”</Button>
      {signedInAs !== null && <p>Signed in: user {signedInAs}</p>}
      <ConnectedCaptchaModal />
    </Provider>
  );
}

/**
 * Captcha over the platform mock: validated (event 10190), failed (event 10191, error shown), unrecoverable failure (closed, nothing else shown).
 *
 * Implements **MOD-018**: Captcha challenge — group: session — variants: one captcha kind each for error codes 100, 111, 112, 113; validated (success, event 10190); failed (event 10191); unrecoverable failure (stops silently).
 *
 * Usage: rendered by @kickoff/session-forms itself, not exported; each story's *Show code* shows the props in context.
 */
const meta = {
  title: 'Session/Captcha at sign-in',
  tags: ['[MOD-018]'],
  component: SignInAsCaptchaUser,
  decorators: [captchaOneTapStoryTexts],
  args: { track: fn(), onSignInDone: fn() },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof SignInAsCaptchaUser>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = () => within(document.body);
const signIn = (canvas: HTMLElement) =>
  userEvent.click(within(canvas).getByRole('button', { name: 'Sign in as “captcha”' }));
const dialog = async (t: ReturnType<typeof captchaOneTapTextIn>) =>
  within(await page().findByRole('dialog', { name: t('session_captcha_title') }));
const challengeText = async (modal: Awaited<ReturnType<typeof dialog>>) =>
  (await modal.findByText(/^Type \d{4}$/, {}, { timeout: 5000 })).textContent ?? '';

export const Validated: Story = {
  name: 'Validated',
  play: async ({ globals, canvasElement, args }) => {
    const t = captchaOneTapTextIn(globals);
    await signIn(canvasElement);
    const modal = await dialog(t);
    const answer = demoCaptchaAnswer(await challengeText(modal));
    await userEvent.type(modal.getByRole('textbox', { name: t('session_captcha_answer') }), answer);
    await userEvent.click(modal.getByRole('button', { name: t('session_captcha_submit') }));
    await waitFor(() =>
      expect(args.track).toHaveBeenCalledWith({ id: ANALYTICS_EVENT.captchaSuccess, detail: { code: 111, type: 111 } }),
    );
    await expect(await within(canvasElement).findByText(/^Signed in: user \d+$/)).toBeVisible();
    await expect(page().queryByRole('dialog')).toBeNull();
  },
};

export const Failed: Story = {
  name: 'Failed, a new challenge',
  play: async ({ globals, canvasElement, args }) => {
    const t = captchaOneTapTextIn(globals);
    await signIn(canvasElement);
    const modal = await dialog(t);
    const first = await challengeText(modal);
    await userEvent.type(modal.getByRole('textbox', { name: t('session_captcha_answer') }), '0000');
    await userEvent.click(modal.getByRole('button', { name: t('session_captcha_submit') }));
    await expect(await modal.findByRole('alert')).toHaveTextContent('Wrong captcha answer');
    await waitFor(() =>
      expect(args.track).toHaveBeenCalledWith({ id: ANALYTICS_EVENT.captchaFail, detail: { code: 111, type: 111 } }),
    );
    await waitFor(() => expect(modal.getByText(/^Type \d{4}$/).textContent).not.toBe(first));
    await expect(args.onSignInDone).not.toHaveBeenCalled();
  },
};

export const Unrecoverable: Story = {
  name: 'Unrecoverable failure',
  args: { captchaServiceDown: true },
  play: async ({ canvasElement, args }) => {
    await signIn(canvasElement);
    await waitFor(() =>
      expect(args.onSignInDone).toHaveBeenCalledWith({
        error: expect.objectContaining({ kind: 'captcha-required', silent: true }),
      }),
    );
    await expect(page().queryByRole('dialog')).toBeNull();
    await expect(page().queryByRole('alert')).toBeNull();
    await expect(within(canvasElement).queryByText(/Signed in/)).toBeNull();
    await expect(args.track).not.toHaveBeenCalled();
  },
};
