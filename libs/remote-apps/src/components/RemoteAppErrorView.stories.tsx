// [MOD-009] Remote app error view: error with reload (no retry in progress); preloader (retry in progress).
import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyLanguage } from '@kickoff/testing';
import { createManualClock } from '@kickoff/runtime';
import { expect, fn, userEvent, within } from 'storybook/test';
import { remoteAppsResources } from '../i18n/resources';
import { RemoteAppErrorView } from './RemoteAppErrorView';

/** The texts a player of the story's language reads (`globals.locale`). */
const textsIn = (globals: Record<string, unknown>) => remoteAppsResources[storyLanguage(globals)];

/**
 * Remote app error view: error with reload (no retry in progress); preloader (retry in progress).
 *
 * Implements **MOD-009**: Remote app error view — group: remote-apps — variants: error with reload action (no retry in progress); preloader (retry in progress).
 *
 * Usage: rendered by @kickoff/remote-apps itself, not exported; each story's *Show code* shows the props in context.
 */
const meta = {
  title: 'Remote apps/App error',
  tags: ['[MOD-009]'],
  component: RemoteAppErrorView,
  args: { retrying: false, onReload: fn(), clock: createManualClock(0) },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof RemoteAppErrorView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ErrorWithReload: Story = {
  name: 'Error with reload',
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(textsIn(globals).remote_app_error_text)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: textsIn(globals).remote_app_reload }));
    await expect(args.onReload).toHaveBeenCalledOnce();
  },
};

export const Retrying: Story = {
  name: 'Retrying',
  args: { retrying: true },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('progressbar', { name: textsIn(globals).remote_page_retrying })).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};
