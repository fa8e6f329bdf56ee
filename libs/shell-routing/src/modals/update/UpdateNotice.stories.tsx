// [MOD-004] Update notice: shown (title, text, reload-page action). Raised by the version check: ConnectedUpdateNotice.stories.tsx.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { textOf } from '../testing/with-texts';
import { UpdateNotice } from './UpdateNotice';

const meta = {
  title: 'shell/UpdateNotice',
  component: UpdateNotice,
  args: { reload: fn() },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof UpdateNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

const title = () => textOf('main_update_notify_title_text', 'ru');

export const Shown: Story = {
  name: '[MOD-004] shown',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const notice = canvas.getByRole('status', { name: title() });
    await expect(notice).toHaveTextContent(textOf('main_update_notify_content_text', 'ru'));
    await userEvent.tab();
    const reload = canvas.getByRole('button', { name: textOf('shell_update_reload', 'ru') });
    await expect(reload).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.reload).toHaveBeenCalledTimes(1);
  },
};

export const ShownDark: Story = {
  name: '[MOD-004] shown (dark)',
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: title() })).toBeVisible();
  },
};
