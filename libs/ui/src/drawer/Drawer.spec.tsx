import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { withI18n } from '../testing/with-i18n';
import { Drawer, type DrawerCloseReason } from './Drawer';

function Page({ onClose }: { onClose: (reason: DrawerCloseReason) => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>Menu</button>
      <Drawer
        open={open}
        title="Menu"
        onClose={(reason) => {
          onClose(reason);
          setOpen(false);
        }}
      >
        <a href="/en/line">Line</a>
        <button>Settings</button>
      </Drawer>
    </>
  );
}

async function openDrawer() {
  const onClose = vi.fn();
  const user = userEvent.setup();
  render(withI18n(<Page onClose={onClose} />));
  const opener = screen.getByRole('button', { name: 'Menu' });
  await user.click(opener);
  return { user, onClose, opener, dialog: screen.getByRole('dialog', { name: 'Menu' }) };
}

describe('Drawer', () => {
  it('is a modal dialog named by its title that moves focus in to its close button', async () => {
    const { dialog } = await openDrawer();
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
  });

  it('keeps Tab inside and closes on Escape, giving focus back to its opener', async () => {
    const { user, onClose, opener } = await openDrawer();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Line' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Settings' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledWith('escape');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
  });

  it('closes from its close button', async () => {
    const { user, onClose } = await openDrawer();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledWith('close-button');
  });

  it('renders nothing while closed', () => {
    render(withI18n(<Drawer open={false} title="Menu" onClose={vi.fn()} />));
    expect(screen.queryByRole('dialog', { hidden: true })).toBeNull();
  });
});
