import { Button } from '@kickoff/ui';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { textOf, withTexts } from '../testing/with-texts';
import { LogoutConfirmation } from './LogoutConfirmation';

/** Opens the modal from a header button and closes it on either answer, as the header does. */
function Header({ logout, closeOnConfirm = true }: { logout: () => void; closeOnConfirm?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Account</Button>
      <LogoutConfirmation
        open={open}
        onConfirm={() => {
          logout();
          if (closeOnConfirm) setOpen(false);
        }}
        onCancel={() => setOpen(false)}
      />
    </>
  );
}

async function openFromHeader(logout = vi.fn(), closeOnConfirm = true) {
  const user = userEvent.setup();
  render(withTexts(<Header logout={logout} closeOnConfirm={closeOnConfirm} />));
  await user.click(screen.getByRole('button', { name: 'Account' }));
  return { user, logout, dialog: screen.getByRole('alertdialog', { name: textOf('header_you_sure') }) };
}

describe('LogoutConfirmation', () => {
  it.each(['ru', 'en'] as const)(
    '[SR-092] [I18N-008] asks header_you_sure with confirm and cancel actions (%s)',
    (language) => {
      render(withTexts(<LogoutConfirmation open onConfirm={vi.fn()} onCancel={vi.fn()} />, language));
      const dialog = screen.getByRole('alertdialog', { name: textOf('header_you_sure', language) });
      expect(dialog).toHaveTextContent(textOf('header_you_sure', language));
      expect(screen.getByRole('button', { name: textOf('shell_logout_confirm', language) })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: textOf('shell_logout_cancel', language) })).toBeInTheDocument();
    },
  );

  it('[SR-093] confirming calls the logout callback once and the modal closes', async () => {
    const { user, logout } = await openFromHeader();
    await user.click(screen.getByRole('button', { name: textOf('shell_logout_confirm') }));
    expect(logout).toHaveBeenCalledOnce();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('[SR-093] cancelling by button, Escape or × closes the modal without calling the logout callback', async () => {
    const { user, logout } = await openFromHeader();
    const account = screen.getByRole('button', { name: 'Account' });
    await user.click(screen.getByRole('button', { name: textOf('shell_logout_cancel') }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await user.click(account);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await user.click(account);
    await user.click(screen.getByRole('button', { name: textOf('ui_close') }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(logout).not.toHaveBeenCalled();
  });

  it('counts only the first answer while the owner keeps the modal open for the logout request', async () => {
    const { user, logout } = await openFromHeader(vi.fn(), false);
    const confirm = screen.getByRole('button', { name: textOf('shell_logout_confirm') });
    await user.dblClick(confirm);
    await user.keyboard('{Escape}');
    expect(logout).toHaveBeenCalledOnce();
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
  });

  it('starts on cancel for the keyboard, reaches confirm with Tab and gives focus back to its trigger', async () => {
    const { user, logout } = await openFromHeader();
    expect(screen.getByRole('button', { name: textOf('shell_logout_cancel') })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: textOf('shell_logout_confirm') })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(logout).toHaveBeenCalledOnce();
    expect(screen.getByRole('button', { name: 'Account' })).toHaveFocus();
  });
});
