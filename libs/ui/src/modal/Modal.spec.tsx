import { createI18n } from '@kickoff/i18n';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ReactNode, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { uiResources } from '../i18n/resources';
import { Modal, type ModalProps } from './Modal';

function withI18n(children: ReactNode, language = 'en') {
  return <I18nextProvider i18n={createI18n({ language, bundles: [uiResources] })}>{children}</I18nextProvider>;
}

type HarnessProps = Partial<Omit<ModalProps, 'open' | 'title' | 'ariaLabel'>> & { onClose?: ModalProps['onClose'] };

/** A page with a trigger, so focus return and inert background can be observed. */
function Page(props: HarnessProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <main>
        <button onClick={() => setOpen(true)}>Open</button>
        <a href="#behind">Link behind</a>
      </main>
      <Modal
        {...props}
        open={open}
        title="Log out?"
        description="You can log in again at any time."
        onClose={(reason) => {
          props.onClose?.(reason);
          setOpen(false);
        }}
        actions={
          <>
            <button onClick={() => setOpen(false)}>Cancel</button>
            <button>Confirm</button>
          </>
        }
      />
    </>
  );
}

async function openModal(props: HarnessProps = {}) {
  const user = userEvent.setup();
  render(withI18n(<Page {...props} />));
  await user.click(screen.getByRole('button', { name: 'Open' }));
  return { user, dialog: screen.getByRole('dialog') };
}

describe('Modal', () => {
  it('is a modal dialog labelled by its title and described by its description', async () => {
    const { dialog } = await openModal();
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('dialog', { name: 'Log out?' })).toBe(dialog);
    expect(dialog).toHaveAccessibleDescription('You can log in again at any time.');
  });

  it('can be labelled by aria-label when it has no visible title', () => {
    render(withI18n(<Modal open ariaLabel="Navigation menu" showCloseButton={false} />));
    expect(screen.getByRole('dialog', { name: 'Navigation menu' })).toBeInTheDocument();
  });

  it('moves focus inside on open and keeps Tab / Shift+Tab inside', async () => {
    const { user, dialog } = await openModal();
    const close = screen.getByRole('button', { name: 'Close' });
    const confirm = screen.getByRole('button', { name: 'Confirm' });
    expect(close).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.tab();
    expect(confirm).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(confirm).toHaveFocus();
    expect(dialog.contains(document.activeElement)).toBe(true);
  });

  it('makes the page behind inert and restores it, and focus, on close', async () => {
    const { user } = await openModal();
    expect(screen.getByRole('main', { hidden: true }).closest('[inert]')).not.toBeNull();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('main').closest('[inert]')).toBeNull();
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
  });

  it('closes on Escape, backdrop click and the close button, telling why', async () => {
    const onClose = vi.fn();
    const { user } = await openModal({ onClose });
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.click(screen.getByTestId('modal-backdrop'));
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose.mock.calls.map(([reason]) => reason)).toEqual(['escape', 'backdrop', 'close-button']);
  });

  it('stays open on Escape and backdrop click when the modal forbids them, and has no close button then', async () => {
    const onClose = vi.fn();
    const { user, dialog } = await openModal({ onClose, closeOnEscape: false, closeOnBackdropClick: false, showCloseButton: false });
    await user.keyboard('{Escape}');
    await user.click(screen.getByTestId('modal-backdrop'));
    expect(onClose).not.toHaveBeenCalled();
    expect(dialog).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
  });

  it('does not close when a click inside the dialog ends on the backdrop', async () => {
    const onClose = vi.fn();
    const { user, dialog } = await openModal({ onClose });
    await user.pointer([{ keys: '[MouseLeft>]', target: dialog }, { target: screen.getByTestId('modal-backdrop') }, { keys: '[/MouseLeft]' }]);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('with two modals open, Escape closes only the top one', async () => {
    const user = userEvent.setup();
    const closeOuter = vi.fn();
    function Stacked() {
      const [inner, setInner] = useState(true);
      return (
        <>
          <Modal open title="Outer" onClose={closeOuter} />
          <Modal open={inner} title="Inner" onClose={() => setInner(false)} />
        </>
      );
    }
    render(withI18n(<Stacked />));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Inner' })).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Outer' })).toBeInTheDocument();
    expect(closeOuter).not.toHaveBeenCalled();
  });

  it('translates its close button', async () => {
    render(withI18n(<Modal open title="Вход" />, 'ru'));
    expect(screen.getByRole('button', { name: 'Закрыть' })).toBeInTheDocument();
  });
});
