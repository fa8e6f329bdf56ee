// [MOD-023] Confirm-terms error alert: shown (text information_confirm_terms_error, no close button, outside click does not close).
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { withSessionStoryTexts, sessionStoryText } from '../testing/with-session-texts';
import { ConfirmTermsErrorAlert } from './ConfirmTermsErrorAlert';

/**
 * Confirm-terms error alert: shown (text information_confirm_terms_error, no close button, outside click does not close).
 *
 * Implements **MOD-023**: Confirm-terms error alert — group: session — variants: shown (text `information_confirm_terms_error`, no close button, outside click does not close).
 *
 * Usage: rendered by @kickoff/session itself, not exported; each story's *Show code* shows the props in context.
 */
const meta = {
  title: 'Session/Terms error alert',
  tags: ['[MOD-023]'],
  component: ConfirmTermsErrorAlert,
  args: { open: true, onAcknowledge: fn() },
  decorators: [withSessionStoryTexts],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ConfirmTermsErrorAlert>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = () => within(document.body);

export const Shown: Story = {
  name: 'Shown',
  play: async ({ globals, args }) => {
    const text = sessionStoryText(globals);
    const alert = await page().findByRole('alertdialog', { name: text('main_error') });
    await expect(alert).toHaveAccessibleDescription(text('information_confirm_terms_error'));
    // No close button: the one button is the answer, and there is no ×.
    await expect(within(alert).queryByRole('button', { name: text('ui_close') })).toBeNull();
    await expect(
      within(alert)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual([text('main_ok')]);
    // An outside click (on the dimmed page) and Escape leave it open.
    await userEvent.click(page().getByTestId('modal-backdrop'), { skipHover: true });
    await expect(page().getByRole('alertdialog')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(page().getByRole('alertdialog')).toBeVisible();
    await expect(args.onAcknowledge).not.toHaveBeenCalled();
  },
};

export const Acknowledged: Story = {
  name: 'Acknowledged',
  play: async ({ globals, args }) => {
    const text = sessionStoryText(globals);
    const alert = await page().findByRole('alertdialog', { name: text('main_error') });
    await expect(within(alert).getByRole('button', { name: text('main_ok') })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onAcknowledge).toHaveBeenCalledTimes(1);
  },
};
