import type { Meta, StoryObj } from '@storybook/react-vite';
import { createManualClock } from '@kickoff/runtime';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RemotePageErrorView } from './RemotePageErrorView';

// One clock per story file: the play function moves it to show the throttle window closing.
const clock = createManualClock(1_000_000);

const meta = {
  title: 'remote-apps/RemotePageErrorView',
  component: RemotePageErrorView,
  args: { onReload: fn(), clock },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof RemotePageErrorView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FinalError: Story = {
  name: '[MOD-010] final error: title, text and refresh button',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const refresh = canvas.getByRole('button', { name: 'Обновить' });
    await expect(canvas.getByRole('heading')).toBeVisible();
    await userEvent.click(refresh);
    await expect(args.onReload).toHaveBeenCalledTimes(1);
  },
};

export const RefreshThrottled: Story = {
  name: '[MOD-010] a second refresh within 1000 ms is ignored',
  play: async ({ canvasElement, args }) => {
    const refresh = within(canvasElement).getByRole('button', { name: 'Обновить' });
    await userEvent.click(refresh);
    clock.advance(999);
    await userEvent.click(refresh);
    await expect(args.onReload).toHaveBeenCalledTimes(1);
    clock.advance(1);
    await userEvent.click(refresh);
    await expect(args.onReload).toHaveBeenCalledTimes(2);
  },
};
