import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createManualTimers } from '@kickoff/runtime';
import { withI18n } from '../testing/with-i18n';
import { Modal, type ModalProps } from './Modal';
import { MODAL_AUTO_CLOSE_MS } from './auto-close';

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
    const { user, dialog } = await openModal({
      onClose,
      closeOnEscape: false,
      closeOnBackdropClick: false,
      showCloseButton: false,
    });
    await user.keyboard('{Escape}');
    await user.click(screen.getByTestId('modal-backdrop'));
    expect(onClose).not.toHaveBeenCalled();
    expect(dialog).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
  });

  it('keeps focus in the dialog when the backdrop is pressed', async () => {
    const { user } = await openModal({ closeOnBackdropClick: false });
    await user.click(screen.getByTestId('modal-backdrop'));
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
  });

  it('does not close when a click inside the dialog ends on the backdrop', async () => {
    const onClose = vi.fn();
    const { user, dialog } = await openModal({ onClose });
    await user.pointer([
      { keys: '[MouseLeft>]', target: dialog },
      { target: screen.getByTestId('modal-backdrop') },
      { keys: '[/MouseLeft]' },
    ]);
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

  it('leaves Escape to a control inside that handles it itself', async () => {
    const onClose = vi.fn();
    const user = userEvent.setup();
    render(
      withI18n(
        <Modal open title="Filters" onClose={onClose}>
          <input aria-label="Search" onKeyDown={(event) => event.key === 'Escape' && event.preventDefault()} />
        </Modal>,
      ),
    );
    await user.click(screen.getByRole('textbox', { name: 'Search' }));
    await user.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
  });

  it("answers the device's other close requests (the dialog's cancel event) like Escape, only where Escape may close", () => {
    const closable = vi.fn();
    const answerFirst = vi.fn();
    render(
      withI18n(
        <>
          <Modal open title="Log in" onClose={closable} />
          <Modal open title="Confirm" onClose={answerFirst} closeOnEscape={false} />
        </>,
      ),
    );
    const cancel = (name: string) => {
      const event = new Event('cancel', { cancelable: true });
      screen.getByRole('dialog', { name, hidden: true }).dispatchEvent(event);
      return event;
    };
    expect(cancel('Confirm').defaultPrevented).toBe(true);
    expect(answerFirst).not.toHaveBeenCalled();
    expect(cancel('Log in').defaultPrevented).toBe(true);
    expect(closable).toHaveBeenCalledExactlyOnceWith('escape');
  });

  it('translates its close button', async () => {
    render(withI18n(<Modal open title="Вход" />, 'ru'));
    expect(screen.getByRole('button', { name: 'Закрыть' })).toBeInTheDocument();
  });

  describe('auto-close', () => {
    it('[SR-102] / a modal that may close asks to close with reason timeout after 10 s on the driven timers, once; one that forbids closing never does', () => {
      expect(MODAL_AUTO_CLOSE_MS).toBe(10_000);
      const timers = createManualTimers();
      const closable = vi.fn();
      const forbidden = vi.fn();
      render(
        withI18n(
          <>
            <Modal open title="Bet accepted" onClose={closable} autoCloseMs={MODAL_AUTO_CLOSE_MS} timers={timers} />
            <Modal
              open
              role="alertdialog"
              title="Confirm the deposit limit"
              onClose={forbidden}
              autoCloseMs={MODAL_AUTO_CLOSE_MS}
              timers={timers}
              closeOnEscape={false}
              closeOnBackdropClick={false}
              showCloseButton={false}
            />
          </>,
        ),
      );
      act(() => timers.advance(9_999));
      expect(closable).not.toHaveBeenCalled();
      act(() => timers.advance(1));
      expect(closable).toHaveBeenCalledExactlyOnceWith('timeout');
      act(() => timers.advance(MODAL_AUTO_CLOSE_MS * 6));
      expect(closable).toHaveBeenCalledOnce();
      expect(forbidden).not.toHaveBeenCalled();
      expect(timers.pending).toBe(0);
    });

    it('auto-closes a modal that allows any single way of closing', () => {
      const timers = createManualTimers();
      const onClose = vi.fn();
      render(
        withI18n(
          <Modal
            open
            title="Promo"
            onClose={onClose}
            autoCloseMs={1000}
            timers={timers}
            closeOnEscape={false}
            closeOnBackdropClick={false}
          />,
        ),
      );
      act(() => timers.advance(1000));
      expect(onClose).toHaveBeenCalledWith('timeout');
    });

    it('stops its timer when the modal closes first and never auto-closes without autoCloseMs', () => {
      const timers = createManualTimers();
      const onClose = vi.fn();
      const { rerender } = render(
        withI18n(<Modal open title="Promo" onClose={onClose} autoCloseMs={5_000} timers={timers} />),
      );
      rerender(withI18n(<Modal open={false} title="Promo" onClose={onClose} autoCloseMs={5_000} timers={timers} />));
      expect(timers.pending).toBe(0);
      rerender(withI18n(<Modal open title="Promo" onClose={onClose} timers={timers} />));
      act(() => timers.advance(MODAL_AUTO_CLOSE_MS * 6));
      expect(onClose).not.toHaveBeenCalled();
    });
  });
});
