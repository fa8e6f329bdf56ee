// [MOD-004] Update notice: shown (title, text, reload-page action). Raised by the version check: ConnectedUpdateNotice.stories.tsx.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyLanguage } from '@kickoff/testing';
import { expect, fn, userEvent, within } from 'storybook/test';
import { textOf } from '../testing/with-texts';
import { UpdateNotice } from './UpdateNotice';

/**
 * Update notice: shown (title, text, reload-page action). Raised by the version check: ConnectedUpdateNotice.stories.tsx.
 *
 * Implements **MOD-004**: Update notice — group: shell-routing — variants: shown (title `main_update_notify_title_text`, text `main_update_notify_content_text`, reload-page action).
 *
 * Usage: rendered by @kickoff/shell-routing itself, not exported; each story's *Show code* shows the props in context.
 */
const meta = {
  title: 'Site/Update notice',
  tags: ['[MOD-004]'],
  component: UpdateNotice,
  args: { reload: fn() },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof UpdateNotice>;

export default meta;
type Story = StoryObj<typeof meta>;
type Globals = Record<string, unknown>;

const title = (globals: Globals) => textOf('main_update_notify_title_text', storyLanguage(globals));

export const Shown: Story = {
  name: 'Shown',
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    const notice = canvas.getByRole('status', { name: title(globals) });
    await expect(notice).toHaveTextContent(textOf('main_update_notify_content_text', storyLanguage(globals)));
    await userEvent.tab();
    const reload = canvas.getByRole('button', { name: textOf('shell_update_reload', storyLanguage(globals)) });
    await expect(reload).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.reload).toHaveBeenCalledTimes(1);
  },
};
