import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MODAL_AUTO_CLOSE_MS } from '../modal/auto-close';
import { createManualTimers } from '@kickoff/runtime';
import { withI18n } from '../testing/with-i18n';
import { Alert, type AlertProps } from './Alert';

const base: AlertProps = {
  open: true,
  title: 'Log out?',
  text: 'You will be signed out on this device.',
  action: { label: 'Log out', onClick: () => undefined },
};

describe('Alert', () => {
  it('is an alertdialog named by its title and described by its text', () => {
    render(withI18n(<Alert {...base} />));
    const alert = screen.getByRole('alertdialog', { name: 'Log out?' });
    expect(alert).toHaveAttribute('aria-modal', 'true');
    expect(alert).toHaveAccessibleDescription('You will be signed out on this device.');
  });

  it('focuses the secondary (less destructive) answer first, then the primary, and runs the chosen one', async () => {
    const user = userEvent.setup();
    const confirm = vi.fn();
    const cancel = vi.fn();
    render(
      withI18n(
        <Alert
          {...base}
          action={{ label: 'Log out', onClick: confirm }}
          secondaryAction={{ label: 'Cancel', onClick: cancel }}
        />,
      ),
    );
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(cancel).toHaveBeenCalledOnce();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Log out' })).toHaveFocus();
    await user.keyboard(' ');
    expect(confirm).toHaveBeenCalledOnce();
  });

  it('focuses its only action when it has one', () => {
    render(withI18n(<Alert {...base} action={{ label: 'OK', onClick: () => undefined }} />));
    expect(screen.getByRole('button', { name: 'OK' })).toHaveFocus();
  });

  it('closes by Escape, the close button and the auto-close timer when dismissible', async () => {
    const user = userEvent.setup();
    const timers = createManualTimers();
    const onClose = vi.fn();
    render(withI18n(<Alert {...base} onClose={onClose} autoCloseMs={MODAL_AUTO_CLOSE_MS} timers={timers} />));
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    act(() => timers.advance(MODAL_AUTO_CLOSE_MS));
    expect(onClose.mock.calls.map(([reason]) => reason)).toEqual(['escape', 'close-button', 'timeout']);
  });

  it('cannot be closed when not dismissible: no ×, Escape, outside click or timer', async () => {
    const user = userEvent.setup();
    const timers = createManualTimers();
    const onClose = vi.fn();
    render(
      withI18n(
        <Alert {...base} dismissible={false} onClose={onClose} autoCloseMs={MODAL_AUTO_CLOSE_MS} timers={timers} />,
      ),
    );
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
    await user.keyboard('{Escape}');
    await user.click(screen.getByTestId('modal-backdrop'));
    act(() => timers.advance(MODAL_AUTO_CLOSE_MS * 2));
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
  });
});
