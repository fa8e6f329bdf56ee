import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createManualTimers, type ManualTimers } from '@kickoff/runtime';
import { Modal } from '../modal/Modal';
import { withI18n } from '../testing/with-i18n';
import { Toast } from './Toast';
import { type ToastItem, ToastViewport } from './ToastViewport';

const toasts: ToastItem[] = [
  { id: 'a', tone: 'success', title: 'Bet placed', text: 'Coupon 1234' },
  { id: 'b', tone: 'error', text: 'Could not load the line' },
  { id: 'c', text: 'Odds changed' },
];

/** Owns the list like the shell's notification layer: a dismissed toast leaves it. */
function Stack({
  initial,
  timers,
  onDismiss,
}: {
  initial: ToastItem[];
  timers?: ManualTimers;
  onDismiss?: (id: string, reason: string) => void;
}) {
  const [items, setItems] = useState(initial);
  return (
    <ToastViewport
      toasts={items}
      timers={timers}
      onDismiss={(id, reason) => {
        onDismiss?.(id, reason);
        setItems((current) => current.filter((toast) => toast.id !== id));
      }}
    />
  );
}

describe('ToastViewport', () => {
  it('is a labelled region with an assertive list for errors and a polite one for the rest', () => {
    render(withI18n(<Stack initial={toasts} />, 'ru'));
    const region = screen.getByRole('region', { name: 'Уведомления' });
    const [assertive, polite] = within(region).getAllByRole('list');
    expect(assertive).toHaveAttribute('aria-live', 'assertive');
    expect(polite).toHaveAttribute('aria-live', 'polite');
    expect(
      within(assertive!)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([expect.stringContaining('Could not load the line')]);
    expect(within(polite!).getAllByRole('listitem')).toHaveLength(2);
  });

  it('keeps both live lists in the page while empty, so the first toast is announced', () => {
    render(withI18n(<Stack initial={[]} />));
    expect(screen.getAllByRole('list')).toHaveLength(2);
  });

  it('reaches each toast dismiss button with Tab and dismisses with Enter or Escape, keeping focus in the stack', async () => {
    const user = userEvent.setup();
    const onDismiss = vi.fn();
    render(withI18n(<Stack initial={toasts} onDismiss={onDismiss} />));
    const dismissOf = (text: string) =>
      within(screen.getByText(text).closest('li')!).getByRole('button', { name: 'Dismiss notification' });
    await user.tab();
    expect(dismissOf('Could not load the line')).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onDismiss).toHaveBeenLastCalledWith('b', 'user');
    expect(dismissOf('Bet placed')).toHaveFocus();
    await user.tab();
    expect(dismissOf('Odds changed')).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(onDismiss).toHaveBeenLastCalledWith('c', 'user');
    expect(dismissOf('Bet placed')).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.queryAllByRole('listitem')).toHaveLength(0);
    expect(screen.getByRole('region', { name: 'Notifications' })).toHaveFocus();
  });

  it('stays heard and clickable behind an open modal, which makes the rest of the page inert', async () => {
    const user = userEvent.setup();
    const onDismiss = vi.fn();
    render(
      withI18n(
        <>
          <main>Page</main>
          <Stack initial={[toasts[1]!]} onDismiss={onDismiss} />
          <Modal open title="Log in" />
        </>,
      ),
    );
    expect(screen.getByText('Page').closest('[inert]')).not.toBeNull();
    const region = screen.getByRole('region', { name: 'Notifications' });
    expect(region.closest('[inert]')).toBeNull();
    await user.click(within(region).getByRole('button', { name: 'Dismiss notification' }));
    expect(onDismiss).toHaveBeenCalledWith('b', 'user');
  });

  it('does not move focus when a toast leaves by itself', () => {
    const timers = createManualTimers();
    render(
      withI18n(
        <>
          <button>Elsewhere</button>
          <Stack timers={timers} initial={[{ ...toasts[0]!, autoDismissMs: 1000 }, toasts[2]!]} />
        </>,
      ),
    );
    screen.getByRole('button', { name: 'Elsewhere' }).focus();
    act(() => timers.advance(1000));
    expect(screen.getByRole('button', { name: 'Elsewhere' })).toHaveFocus();
  });

  it('auto-dismisses after its own delay on the injected timers; toasts without one stay', () => {
    const timers = createManualTimers();
    const onDismiss = vi.fn();
    render(
      withI18n(
        <Stack timers={timers} onDismiss={onDismiss} initial={[{ ...toasts[0]!, autoDismissMs: 4000 }, toasts[2]!]} />,
      ),
    );
    act(() => timers.advance(3999));
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    act(() => timers.advance(1));
    expect(onDismiss).toHaveBeenCalledExactlyOnceWith('a', 'timeout');
    act(() => timers.advance(60_000));
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
  });
});

describe('Toast', () => {
  it('holds its auto-dismiss while hovered or focused and starts a fresh wait after', async () => {
    const user = userEvent.setup();
    const timers = createManualTimers();
    const onDismiss = vi.fn();
    render(withI18n(<Toast text="Odds changed" autoDismissMs={1000} timers={timers} onDismiss={onDismiss} />));
    const toast = screen.getByText('Odds changed').closest('[data-tone]')!;
    await user.hover(toast);
    act(() => timers.advance(5000));
    await user.tab();
    await user.unhover(toast);
    act(() => timers.advance(5000));
    expect(onDismiss).not.toHaveBeenCalled();
    await user.tab();
    act(() => timers.advance(999));
    expect(onDismiss).not.toHaveBeenCalled();
    act(() => timers.advance(1));
    expect(onDismiss).toHaveBeenCalledExactlyOnceWith('timeout');
  });
});
