// [SES-001] The header's account corner: a visitor is offered log in and sign up (the forms' chunk opens them); a
// signed-in player sees who they are and logs out after confirming. Texts are the toolbar language's.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { TestSiteFrame } from '@kickoff/testing';
import { createSessionStorySite, type FormsAsked, type SessionStorySite } from '../testing/session-story-site';
import { AccountArea } from './AccountArea';

type Args = FormsAsked & { signedInAs?: string };

/**
 * [SES-001] The header's account corner: a visitor is offered log in and sign up (the forms' chunk opens them); a signed-in player sees who they are and logs out after confirming. Texts are the toolbar language's.
 *
 * Usage: `import { AccountArea } from '@kickoff/session';` — each story's *Show code* gives the props in context; its texts come from the lib's i18n resources (see the lib's README).
 */
const meta = {
  title: 'Session/Account area',
  tags: ['[SES-001]'],
  args: { openLogin: fn(), openRegistration: fn(), openForgotPassword: fn() },
  loaders: [
    async ({ globals, args }) => ({
      site: await createSessionStorySite({ globals, asked: args as FormsAsked, signedInAs: (args as Args).signedInAs }),
    }),
  ],
  render: (_, { loaded }) => (
    <TestSiteFrame site={(loaded as { site: SessionStorySite }).site}>
      <AccountArea />
    </TestSiteFrame>
  ),
  parameters: { layout: 'padded' },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

const siteOf = (loaded: unknown) => (loaded as { site: SessionStorySite }).site;

export const Visitor: Story = {
  name: 'Visitor',
  play: async ({ canvasElement, args, loaded }) => {
    const { t } = siteOf(loaded).i18n;
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t('session_account_login') }));
    await waitFor(() => expect(args.openLogin).toHaveBeenCalledTimes(1));
    await userEvent.click(canvas.getByRole('button', { name: t('session_account_register') }));
    await waitFor(() => expect(args.openRegistration).toHaveBeenCalledTimes(1));
  },
};

export const Player: Story = {
  name: 'Player',
  args: { signedInAs: 'demo' },
  play: async ({ canvasElement, loaded }) => {
    const { t } = siteOf(loaded).i18n;
    const canvas = within(canvasElement);
    await expect(canvas.getByText(t('session_account_player', { id: 1001 }))).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('session_account_logout') })).toBeVisible();
  },
};

export const LoggedOut: Story = {
  name: 'Logged out after the confirmation',
  args: Player.args,
  play: async (context) => {
    await Player.play?.(context);
    const { canvasElement, loaded } = context;
    const { t } = siteOf(loaded).i18n;
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t('session_account_logout') }));
    const confirmation = within(await within(document.body).findByRole('alertdialog', { name: t('header_you_sure') }));
    await userEvent.click(confirmation.getByRole('button', { name: t('shell_logout_confirm') }));
    await expect(await canvas.findByRole('button', { name: t('session_account_login') })).toBeVisible();
    await expect(siteOf(loaded).mock.requests('authDisconnect')).toHaveLength(1);
  },
};
