// [MOD-003] Ad-blocker notice: shown (blocked by an ad blocker, asks to disable it, close button); closed.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyLanguage } from '@kickoff/testing';
import { expect, fn, userEvent, within } from 'storybook/test';
import { createManualTimers } from '@kickoff/runtime';
import { textOf } from '../testing/with-texts';
import { placeAdBait } from './ad-bait';
import { AdBlockerNotice, type AdBlockerNoticeProps } from './AdBlockerNotice';
import { AD_BAIT_SETTLE_MS, useAdBlockerDetection } from './use-ad-blocker-detection';

const timers = createManualTimers();

/** The notice where the layout mounts it: only after the bait check said a blocker is running. */
function DetectedNotice(props: AdBlockerNoticeProps) {
  const blocked = useAdBlockerDetection({ placeBait: () => placeAdBait(document), timers });
  return blocked ? <AdBlockerNotice {...props} /> : null;
}

/**
 * Ad-blocker notice: shown (blocked by an ad blocker, asks to disable it, close button); closed.
 *
 * Implements **MOD-003**: Ad-blocker notice — group: shell-routing — variants: shown (website blocked by an ad blocker, asks to disable it, close button); closed.
 *
 * Usage: rendered by @kickoff/shell-routing itself, not exported; each story's *Show code* shows the props in context.
 */
const meta = {
  title: 'Site/Ad blocker notice',
  component: AdBlockerNotice,
  args: { onClose: fn() },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof AdBlockerNotice>;

export default meta;
type Story = StoryObj<typeof meta>;
type Globals = Record<string, unknown>;

const title = (globals: Globals) => textOf('shell_adblock_title', storyLanguage(globals));

export const Shown: Story = {
  name: 'Shown',
  tags: ['[MOD-003]'],
  play: async ({ canvasElement, globals }) => {
    const notice = within(canvasElement).getByRole('alert', { name: title(globals) });
    await expect(notice).toHaveTextContent(textOf('shell_adblock_text', storyLanguage(globals)));
    await expect(
      within(notice).getByRole('button', { name: textOf('ui_close', storyLanguage(globals)) }),
    ).toBeVisible();
  },
};

export const Closed: Story = {
  name: 'Closed',
  tags: ['[MOD-003]'],
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: textOf('ui_close', storyLanguage(globals)) })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

/** A cosmetic filter like EasyList's generic rules, standing in for a real ad blocker in this browser. */
export const DetectedByBait: Story = {
  name: 'Shown after the bait check',
  tags: ['[MOD-003]'],
  render: (args) => <DetectedNotice {...args} />,
  beforeEach: () => {
    const filter = document.createElement('style');
    filter.textContent = '.adsbox { display: none !important; }';
    document.head.appendChild(filter);
    return () => filter.remove();
  },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('alert')).toBeNull();
    timers.advance(AD_BAIT_SETTLE_MS);
    await expect(await canvas.findByRole('alert', { name: title(globals) })).toBeVisible();
    await expect(document.querySelector('.adsbox')).toBeNull();
  },
};

export const NotDetected: Story = {
  name: 'Not shown without a blocker',
  render: (args) => <DetectedNotice {...args} />,
  play: async ({ canvasElement }) => {
    timers.advance(AD_BAIT_SETTLE_MS);
    await expect(document.querySelector('.adsbox')).toBeNull();
    await expect(within(canvasElement).queryByRole('alert')).toBeNull();
  },
};
