// [MOD-002] Age-restriction notice: shown; suppressed while the 3-day flag is valid; not configured (never shown).
import { type KeyValueStorage, createManualClock, memoryStorage } from '@kickoff/runtime';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyLanguage } from '@kickoff/testing';
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

/**
 * Age-restriction notice: shown; suppressed while the 3-day flag is valid; not configured (never shown).
 *
 * Implements **MOD-002**: Age-restriction notice — group: shell-routing — variants: shown (title `proof_of_age_popup_title`); suppressed while the 3-day flag (259200000 ms) is valid; not configured (never shown).
 *
 * Usage: rendered by @kickoff/shell-routing itself, not exported; each story's *Show code* shows the props in context.
 */
const meta = {
  title: 'Site/Age restriction notice',
  tags: ['[MOD-002]'],
  component: AgeRestrictionNotice,
  args: { isConfigured: true, onConfirm: fn(), ...visitor() },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof AgeRestrictionNotice>;

export default meta;
type Story = StoryObj<typeof meta>;
type Globals = Record<string, unknown>;

const page = () => within(document.body);
const title = (globals: Globals) => textOf('proof_of_age_popup_title', storyLanguage(globals));

export const Shown: Story = {
  name: 'Shown',
  args: visitor(),
  play: async ({ args, globals }) => {
    const notice = await page().findByRole('alertdialog', { name: title(globals) });
    await expect(notice).toHaveAccessibleDescription(textOf('shell_age_text', storyLanguage(globals)));
    await expect(args.storage.getItem(AGE_RESTRICTION_STORAGE_KEY)).toBe(String(NOW));
    // One answer, focused at once; Escape does not dismiss it.
    const confirm = within(notice).getByRole('button', { name: textOf('shell_age_confirm', storyLanguage(globals)) });
    await expect(confirm).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(notice).toBeVisible();
    await userEvent.keyboard('{Enter}');
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await expect(page().queryByRole('alertdialog')).toBeNull();
  },
};

export const SuppressedWhileFlagValid: Story = {
  name: 'Not shown for three days after an answer',
  args: visitor(NOW - AGE_RESTRICTION_FLAG_MS + DAY_MS),
  play: async ({ args }) => {
    await expect(page().queryByRole('alertdialog')).toBeNull();
    // The flag is left as it was: hiding the notice does not extend the 3 days.
    await expect(args.storage.getItem(AGE_RESTRICTION_STORAGE_KEY)).toBe(
      String(NOW - AGE_RESTRICTION_FLAG_MS + DAY_MS),
    );
  },
};

export const NotConfigured: Story = {
  name: 'Not configured',
  args: { isConfigured: false, ...visitor() },
  play: async ({ args }) => {
    await expect(page().queryByRole('alertdialog')).toBeNull();
    await expect(args.storage.getItem(AGE_RESTRICTION_STORAGE_KEY)).toBeNull();
  },
};
