// [MOD-023] Confirm-terms page over the mock platform: rules listed; confirmed; failed → the confirm-terms error alert.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Provider } from 'react-redux';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { buildPlayerSite, type PlayerSite } from '@kickoff/testing';
import { selectTermsChanged } from '../state/selectors';
import { termsStatusReceived } from '../state/session-slice';
import { withSessionStoryTexts, sessionStoryText } from '../testing/with-session-texts';
import { sessionState } from '../testing/session-state';
import { ConfirmTermsPage } from './ConfirmTermsPage';

/** The `terms` demo player, signed in, whose terms changed: what a real visit to the confirm page looks like. */
async function termsUser(): Promise<{ platform: PlayerSite }> {
  const platform = buildPlayerSite({ features: [sessionState] });
  await platform.signIn('terms');
  platform.store.dispatch(termsStatusReceived({ changed: true, updatedAt: null }));
  return { platform };
}

/**
 * Confirm-terms page over the mock platform: rules listed; confirmed; failed → the confirm-terms error alert.
 *
 * Implements **MOD-023**: Confirm-terms error alert — group: session — variants: shown (text `information_confirm_terms_error`, no close button, outside click does not close).
 *
 * Usage: `import { ConfirmTermsPage } from '@kickoff/session';` — each story's *Show code* gives the props in context; its texts come from the lib's i18n resources (see the lib's README).
 */
const meta = {
  title: 'Session/Confirm terms page',
  component: ConfirmTermsPage,
  args: { onConfirmed: fn(), hrefOf: (link: string) => `/ru${link}` },
  decorators: [withSessionStoryTexts],
  loaders: [termsUser],
  render: (args, { loaded }) => (
    <Provider store={(loaded as { platform: PlayerSite }).platform.store}>
      <ConfirmTermsPage {...args} />
    </Provider>
  ),
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ConfirmTermsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const platformOf = (loaded: unknown) => (loaded as { platform: PlayerSite }).platform;

export const RulesListed: Story = {
  name: 'Rules listed',
  play: async ({ globals, canvasElement }) => {
    const text = sessionStoryText(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: text('session_terms_title') })).toBeVisible();
    const list = await canvas.findByRole('list', { name: text('session_terms_list') });
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(3);
    await expect(within(items[0]!).getByRole('link')).toHaveAttribute('href', '/ru/information/rules/general');
    await expect(items[0]!).toHaveTextContent(text('session_terms_points', { positions: '1, 2' }));
    await expect(canvas.getByRole('button', { name: text('session_terms_confirm') })).toBeVisible();
  },
};

export const Confirmed: Story = {
  name: 'Confirmed, on to home',
  play: async ({ globals, canvasElement, args, loaded }) => {
    const text = sessionStoryText(globals);
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: text('session_terms_confirm') }));
    await waitFor(() => expect(args.onConfirmed).toHaveBeenCalledTimes(1));
    await expect(selectTermsChanged(platformOf(loaded).store.getState())).toBe(false);
    await expect(within(document.body).queryByRole('alertdialog')).toBeNull();
  },
};

export const Failed: Story = {
  name: 'Failed, the error alert',
  tags: ['[MOD-023]'],
  play: async ({ globals, canvasElement, args, loaded }) => {
    const text = sessionStoryText(globals);
    const canvas = within(canvasElement);
    const confirm = await canvas.findByRole('button', { name: text('session_terms_confirm') });
    // The terms change again while the page is open: the listed version is outdated and the platform refuses it.
    platformOf(loaded).mock.patchState({ termsChanged: true });
    await userEvent.click(confirm);
    const page = within(document.body);
    const alert = await page.findByRole('alertdialog', { name: text('main_error') });
    await expect(alert).toHaveAccessibleDescription(text('information_confirm_terms_error'));
    await expect(within(alert).queryByRole('button', { name: text('ui_close') })).toBeNull();
    await userEvent.click(page.getByTestId('modal-backdrop'), { skipHover: true });
    await expect(page.getByRole('alertdialog')).toBeVisible();
    await expect(args.onConfirmed).not.toHaveBeenCalled();
    await userEvent.click(within(alert).getByRole('button', { name: text('main_ok') }));
    await expect(page.queryByRole('alertdialog')).toBeNull();
    await expect(canvas.getByRole('button', { name: text('session_terms_confirm') })).toBeVisible();
  },
};
