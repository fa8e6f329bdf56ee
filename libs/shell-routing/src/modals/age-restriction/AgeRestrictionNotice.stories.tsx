// [MOD-002] Age-restriction notice: shown; suppressed while the 3-day flag is valid; not configured (never shown).
import { type KeyValueStorage, createManualClock, memoryStorage } from '@kickoff/runtime';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AGE_RESTRICTION_FLAG_MS, AGE_RESTRICTION_STORAGE_KEY } from '../../shell/age-restriction';
import { textOf } from '../testing/with-texts';
import { AgeRestrictionNotice } from './AgeRestrictionNotice';

const NOW = 1_700_000_000_000;
const DAY_MS = 86_400_000;

/** Each story gets its own visitor: a memory storage (optionally holding a flag) and a clock standing at NOW. */
function visitor(flagSetAt?: number): { storage: KeyValueStorage; clock: ReturnType<typeof createManualClock> } {
  return {
    storage: memoryStorage(flagSetAt === undefined ? {} : { [AGE_RESTRICTION_STORAGE_KEY]: String(flagSetAt) }),
    clock: createManualClock(NOW),
  };
}

const meta = {
  title: 'shell/AgeRestrictionNotice',
  component: AgeRestrictionNotice,
  args: { isConfigured: true, onConfirm: fn(), ...visitor() },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof AgeRestrictionNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = () => within(document.body);
const title = () => textOf('proof_of_age_popup_title', 'ru');

export const Shown: Story = {
  name: '[MOD-002] shown',
  args: visitor(),
  play: async ({ args }) => {
    const notice = await page().findByRole('alertdialog', { name: title() });
    await expect(notice).toHaveAccessibleDescription(textOf('shell_age_text', 'ru'));
    await expect(args.storage.getItem(AGE_RESTRICTION_STORAGE_KEY)).toBe(String(NOW));
    // One answer, focused at once; Escape does not dismiss it.
    const confirm = within(notice).getByRole('button', { name: textOf('shell_age_confirm', 'ru') });
    await expect(confirm).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(notice).toBeVisible();
    await userEvent.keyboard('{Enter}');
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await expect(page().queryByRole('alertdialog')).toBeNull();
  },
};

export const ShownDark: Story = {
  name: '[MOD-002] shown (dark)',
  args: visitor(),
  globals: { theme: 'dark' },
  play: async () => {
    await expect(await page().findByRole('alertdialog', { name: title() })).toBeVisible();
  },
};

export const SuppressedWhileFlagValid: Story = {
  name: '[MOD-002] suppressed while the 3-day flag is valid',
  args: visitor(NOW - AGE_RESTRICTION_FLAG_MS + DAY_MS),
  play: async ({ args }) => {
    await expect(page().queryByRole('alertdialog')).toBeNull();
    // The flag is left as it was: hiding the notice does not extend the 3 days.
    await expect(args.storage.getItem(AGE_RESTRICTION_STORAGE_KEY)).toBe(String(NOW - AGE_RESTRICTION_FLAG_MS + DAY_MS));
  },
};

export const NotConfigured: Story = {
  name: '[MOD-002] not configured (never shown)',
  args: { isConfigured: false, ...visitor() },
  play: async ({ args }) => {
    await expect(page().queryByRole('alertdialog')).toBeNull();
    await expect(args.storage.getItem(AGE_RESTRICTION_STORAGE_KEY)).toBeNull();
  },
};
