import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyLanguage } from '@kickoff/testing';
import { specResources } from '@kickoff/i18n';
import { createManualClock } from '@kickoff/runtime';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RemotePageErrorView } from './RemotePageErrorView';

/** The spec's texts a player of the story's language reads (`globals.locale`). */
const textsIn = (globals: Record<string, unknown>) => specResources[storyLanguage(globals)];

// One clock per story file: the play function moves it to show the throttle window closing.
const clock = createManualClock(1_000_000);

/**
 * RA-016 / RA-017 (MOD-010): the final load error, with the spec's three keys and a throttled refresh.
 *
 * Implements **MOD-010**: Remote page load error view — group: remote-apps — variants: loading; retrying (up to 3 retries at 1000/2000/4000 ms); final error (title `main_dictionary_load_error`, text `main_dictionary_refresh_page`, button `main_refreshing_button`); refresh throttled (second click within 1000 ms ignored).
 *
 * Usage: rendered by @kickoff/remote-apps itself, not exported; each story's *Show code* shows the props in context.
 */
const meta = {
  title: 'Remote apps/Page error',
  tags: ['[MOD-010]'],
  component: RemotePageErrorView,
  args: { onReload: fn(), clock },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof RemotePageErrorView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FinalError: Story = {
  name: 'Final error',
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    const refresh = canvas.getByRole('button', { name: textsIn(globals).main_refreshing_button });
    await expect(canvas.getByRole('heading')).toBeVisible();
    await userEvent.click(refresh);
    await expect(args.onReload).toHaveBeenCalledTimes(1);
  },
};

export const RefreshThrottled: Story = {
  name: 'Second refresh within a second ignored',
  play: async ({ canvasElement, args, globals }) => {
    const refresh = within(canvasElement).getByRole('button', { name: textsIn(globals).main_refreshing_button });
    await userEvent.click(refresh);
    clock.advance(999);
    await userEvent.click(refresh);
    await expect(args.onReload).toHaveBeenCalledTimes(1);
    clock.advance(1);
    await userEvent.click(refresh);
    await expect(args.onReload).toHaveBeenCalledTimes(2);
  },
};
