// [MOD-019] Social one-tap prompt over the platform mock: shown to anonymous visitors; signed in (redirectUrl opened); hidden for signed-in users.
import { createPlatformMock } from '@kickoff/platform-mock';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { FeaturePortsProvider } from '@kickoff/store';
import { Provider } from 'react-redux';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { createOneTapSite, ONE_TAP_SITE_ORIGIN } from '../../testing/one-tap-site';
import { captchaOneTapStoryTexts, captchaOneTapTextIn } from '../../testing/with-captcha-one-tap-texts';
import { OneTapPrompt } from './OneTapPrompt';

interface DemoArgs {
  /** The provider adapter: the credential Google would give (the mock's demo credential of user `demo`). */
  requestCredential: (clientId: string) => Promise<string | null>;
  openUrl: (url: string) => void;
  /** A signed-in user's id, or null for an anonymous visitor. */
  userId: number | null;
}

/** The prompt as the layout mounts it, over a real store whose platform client is answered by the mock in the page. */
function PageWithOneTap({ requestCredential, openUrl, userId }: DemoArgs) {
  const [demo] = useState(() => {
    return createOneTapSite(createPlatformMock(), { requestCredential, openUrl, userId });
  });
  return (
    <Provider store={demo.store}>
      <FeaturePortsProvider ports={demo.ports}>
        <OneTapPrompt />
      </FeaturePortsProvider>
    </Provider>
  );
}

/**
 * Social one-tap prompt over the platform mock: shown to anonymous visitors; signed in (redirectUrl opened); hidden for signed-in users.
 *
 * Implements **MOD-019**: Social sign-in (one-tap) prompt — group: session — variants: shown to anonymous visitors; signed in (redirectUrl opened); hidden for signed-in users.
 *
 * Usage: rendered by @kickoff/session-forms itself, not exported; each story's *Show code* shows the props in context.
 */
const meta = {
  title: 'Session/One tap',
  tags: ['[MOD-019]'],
  component: PageWithOneTap,
  decorators: [captchaOneTapStoryTexts],
  args: { requestCredential: fn(async () => 'demo-credential:demo'), openUrl: fn(), userId: null },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof PageWithOneTap>;

export default meta;
type Story = StoryObj<typeof meta>;

const continueButton = (canvas: HTMLElement, t: ReturnType<typeof captchaOneTapTextIn>) =>
  within(canvas).findByRole('button', { name: t('session_one_tap_continue') });

export const ShownToAnonymous: Story = {
  name: 'Shown to a visitor',
  play: async ({ globals, canvasElement, args }) => {
    const t = captchaOneTapTextIn(globals);
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status', { name: t('session_one_tap_title') })).toHaveTextContent(
      t('session_one_tap_text'),
    );
    await waitFor(async () => expect(await continueButton(canvasElement, t)).toBeEnabled());
    await expect(args.requestCredential).not.toHaveBeenCalled();
  },
};

export const SignedIn: Story = {
  name: 'Signed in',
  play: async ({ globals, canvasElement, args }) => {
    const t = captchaOneTapTextIn(globals);
    const button = await continueButton(canvasElement, t);
    await waitFor(() => expect(button).toBeEnabled());
    await userEvent.click(button);
    await expect(await within(canvasElement).findByText(t('session_one_tap_redirecting'))).toBeVisible();
    await expect(args.requestCredential).toHaveBeenCalledWith(expect.stringMatching(/.+/));
    await expect(args.openUrl).toHaveBeenCalledWith(`${ONE_TAP_SITE_ORIGIN}/ru/`);
  },
};

export const HiddenForSignedIn: Story = {
  name: 'Hidden for a player',
  args: { userId: 7 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('status')).toBeNull();
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};
