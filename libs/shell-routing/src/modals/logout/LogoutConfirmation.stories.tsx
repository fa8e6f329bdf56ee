// [MOD-001] Logout confirmation: open, confirmed (logout callback called once), cancelled (closes, session kept).
import { useLazyTexts } from '@kickoff/store';
import { Button } from '@kickoff/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyLanguage } from '@kickoff/testing';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { expect, fn, userEvent, within } from 'storybook/test';
import { textOf } from '../testing/with-texts';
import { LogoutConfirmation } from './LogoutConfirmation';
import { logoutResources } from './logout-resources';

/** Opened by the header's logout button and closed by either answer, as the header will do. */
function HeaderLogout({ onConfirm, onCancel }: { onConfirm: () => void; onCancel: () => void }) {
  // The trigger speaks the confirmation's words before the modal adds them (it renders first): without this the
  // button showed the raw key `shell_logout_confirm`.
  useLazyTexts(logoutResources);
  const { t } = useTranslation();
  const [open, setOpen] = useState(true);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {t('shell_logout_confirm')}
      </Button>
      <LogoutConfirmation
        open={open}
        onConfirm={() => {
          onConfirm();
          setOpen(false);
        }}
        onCancel={() => {
          onCancel();
          setOpen(false);
        }}
      />
    </>
  );
}

/**
 * Logout confirmation: open, confirmed (logout callback called once), cancelled (closes, session kept).
 *
 * Implements **MOD-001**: Logout confirmation modal — group: shell-routing — variants: open (text `header_you_sure`, confirm, cancel); confirmed (logout runs); cancelled (modal closes, session kept).
 *
 * Usage: `import { LogoutConfirmation } from '@kickoff/shell-routing';` — each story's *Show code* gives the props in context; its texts come from the lib's i18n resources (see the lib's README).
 */
const meta = {
  title: 'Site/Logout confirmation',
  tags: ['[MOD-001]'],
  component: HeaderLogout,
  args: { onConfirm: fn(), onCancel: fn() },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof HeaderLogout>;

export default meta;
type Story = StoryObj<typeof meta>;
type Globals = Record<string, unknown>;

// The modal renders in a portal on <body>, outside the story's canvas element.
const page = () => within(document.body);
const dialog = async (globals: Globals) =>
  within(await page().findByRole('alertdialog', { name: textOf('header_you_sure', storyLanguage(globals)) }));

export const Open: Story = {
  name: 'Open',
  play: async ({ args, globals }) => {
    const modal = await dialog(globals);
    const cancel = modal.getByRole('button', { name: textOf('shell_logout_cancel', storyLanguage(globals)) });
    const confirm = modal.getByRole('button', { name: textOf('shell_logout_confirm', storyLanguage(globals)) });
    await expect(cancel).toHaveFocus();
    await userEvent.tab();
    await expect(confirm).toHaveFocus();
    // Tab stays inside the dialog: past the last action it wraps to the close button.
    await userEvent.tab();
    await expect(modal.getByRole('button', { name: textOf('ui_close', storyLanguage(globals)) })).toHaveFocus();
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

export const Confirmed: Story = {
  name: 'Confirmed',
  play: async ({ args, globals }) => {
    const modal = await dialog(globals);
    await userEvent.click(modal.getByRole('button', { name: textOf('shell_logout_confirm', storyLanguage(globals)) }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await expect(args.onCancel).not.toHaveBeenCalled();
    await expect(page().queryByRole('alertdialog')).toBeNull();
  },
};

export const Cancelled: Story = {
  name: 'Cancelled',
  play: async ({ args, globals }) => {
    const modal = await dialog(globals);
    await userEvent.click(modal.getByRole('button', { name: textOf('shell_logout_cancel', storyLanguage(globals)) }));
    await expect(page().queryByRole('alertdialog')).toBeNull();
    // Reopened from its trigger, Escape cancels too and focus returns to the trigger.
    const trigger = page().getByRole('button', { name: textOf('shell_logout_confirm', storyLanguage(globals)) });
    await userEvent.click(trigger);
    await dialog(globals);
    await userEvent.keyboard('{Escape}');
    await expect(page().queryByRole('alertdialog')).toBeNull();
    await expect(trigger).toHaveFocus();
    await expect(args.onCancel).toHaveBeenCalledTimes(2);
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};
