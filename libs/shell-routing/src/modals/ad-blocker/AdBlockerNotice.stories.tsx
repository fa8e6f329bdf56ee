// [MOD-003] Ad-blocker notice: shown (blocked by an ad blocker, asks to disable it, close button); closed.
import type { Meta, StoryObj } from '@storybook/react-vite';
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

const meta = {
  title: 'shell/AdBlockerNotice',
  component: AdBlockerNotice,
  args: { onClose: fn() },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof AdBlockerNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

const title = () => textOf('shell_adblock_title', 'ru');

export const Shown: Story = {
  name: '[MOD-003] shown',
  play: async ({ canvasElement }) => {
    const notice = within(canvasElement).getByRole('alert', { name: title() });
    await expect(notice).toHaveTextContent(textOf('shell_adblock_text', 'ru'));
    await expect(within(notice).getByRole('button', { name: textOf('ui_close', 'ru') })).toBeVisible();
  },
};

export const Closed: Story = {
  name: '[MOD-003] closed',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: textOf('ui_close', 'ru') })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

export const ShownDark: Story = {
  name: '[MOD-003] shown (dark)',
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert', { name: title() })).toBeVisible();
  },
};

/** A cosmetic filter like EasyList's generic rules, standing in for a real ad blocker in this browser. */
export const DetectedByBait: Story = {
  name: '[MOD-003] shown after the bait check finds a blocker',
  render: (args) => <DetectedNotice {...args} />,
  beforeEach: () => {
    const filter = document.createElement('style');
    filter.textContent = '.adsbox { display: none !important; }';
    document.head.appendChild(filter);
    return () => filter.remove();
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('alert')).toBeNull();
    timers.advance(AD_BAIT_SETTLE_MS);
    await expect(await canvas.findByRole('alert', { name: title() })).toBeVisible();
    await expect(document.querySelector('.adsbox')).toBeNull();
  },
};

export const NotDetected: Story = {
  name: 'no notice when the bait stays visible',
  render: (args) => <DetectedNotice {...args} />,
  play: async ({ canvasElement }) => {
    timers.advance(AD_BAIT_SETTLE_MS);
    await expect(document.querySelector('.adsbox')).toBeNull();
    await expect(within(canvasElement).queryByRole('alert')).toBeNull();
  },
};
