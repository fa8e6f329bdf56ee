// [MOD-009] Remote app error view: error with reload (no retry in progress); preloader (retry in progress).
import type { Meta, StoryObj } from '@storybook/react-vite';
import { createManualClock } from '@kickoff/runtime';
import { expect, fn, userEvent, within } from 'storybook/test';
import { remoteAppsResources } from '../i18n/resources';
import { RemoteAppErrorView } from './RemoteAppErrorView';

const ru = remoteAppsResources.ru;

const meta = {
  title: 'remote-apps/RemoteAppErrorView',
  component: RemoteAppErrorView,
  args: { retrying: false, onReload: fn(), clock: createManualClock(0) },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof RemoteAppErrorView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ErrorWithReload: Story = {
  name: '[MOD-009] error with reload (no retry in progress)',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(ru.remote_app_error_text)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: ru.remote_app_reload }));
    await expect(args.onReload).toHaveBeenCalledOnce();
  },
};

export const Retrying: Story = {
  name: '[MOD-009] preloader (retry in progress)',
  args: { retrying: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('progressbar', { name: ru.remote_page_retrying })).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};
