// [MOD-008] Notification layer: error notification shown; cancelled request (nothing shown); non-error value (logged only).
import { Button } from '@kickoff/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Provider } from 'react-redux';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { createManualTimers } from '@kickoff/runtime';
import { textOf } from '../modals/testing/with-texts';
import { NOTIFICATION_AUTO_DISMISS_MS, NotificationLayer } from './NotificationLayer';
import { createNotificationsTestStore } from './testing/notifications-test-store';

const timers = createManualTimers();

/**
 * The layer over the test kit's store: the one API with the real base query, the listener on the store's own
 * middleware; the platform answers the probe call. The buttons make the platform fail in each way the layer tells apart.
 */
function ShellWithFailingPlatform({ log }: { log: (message: string, detail?: unknown) => void }) {
  const [shell] = useState(() => createNotificationsTestStore({ log }));
  return (
    <Provider store={shell.store}>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
        <Button variant="secondary" onClick={() => void shell.request('network')}>
          Сеть недоступна
        </Button>
        <Button variant="secondary" onClick={() => void shell.request('server')}>
          Ошибка сервера
        </Button>
        <Button
          variant="secondary"
          onClick={() => {
            const pending = shell.request('hang');
            pending.abort();
          }}
        >
          Отменить запрос
        </Button>
        <Button variant="secondary" onClick={() => void shell.rejectWith('stale-answer')}>
          Не ошибка
        </Button>
      </div>
      <NotificationLayer timers={timers} />
    </Provider>
  );
}

const meta = {
  title: 'shell/NotificationLayer',
  component: ShellWithFailingPlatform,
  args: { log: fn() },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ShellWithFailingPlatform>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = () => within(document.body);
const region = () => within(page().getByRole('region', { name: textOf('ui_notifications', 'ru') }));
const press = (name: string) => userEvent.click(page().getByRole('button', { name }));
/** Lets the scripted request settle and the listener run before checking that nothing appeared. */
const settle = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));

export const ErrorShown: Story = {
  name: '[MOD-008] error notification shown',
  play: async () => {
    await press('Сеть недоступна');
    const toast = await region().findByRole('listitem');
    await expect(toast).toHaveTextContent(textOf('main_error', 'ru'));
    await expect(toast).toHaveTextContent(textOf('shell_notify_network', 'ru'));
    await expect(toast.closest('ol')).toHaveAttribute('aria-live', 'assertive');
    // The same failure again right away does not stack a second toast.
    await press('Сеть недоступна');
    await settle();
    await expect(region().getAllByRole('listitem')).toHaveLength(1);
  },
};

export const CancelledRequest: Story = {
  name: '[MOD-008] cancelled request (nothing shown)',
  play: async ({ args }) => {
    await press('Отменить запрос');
    await settle();
    await expect(region().queryAllByRole('listitem')).toHaveLength(0);
    await expect(args.log).not.toHaveBeenCalled();
  },
};

export const NonErrorValue: Story = {
  name: '[MOD-008] non-error value (logged only)',
  play: async ({ args }) => {
    await press('Не ошибка');
    await waitFor(() => expect(args.log).toHaveBeenCalledWith(expect.stringContaining('shellProbeRejectsWith'), 'stale-answer'));
    await expect(region().queryAllByRole('listitem')).toHaveLength(0);
  },
};

export const DismissedByKeyboard: Story = {
  name: '[MOD-008] error notification dismissed from the keyboard',
  play: async () => {
    await press('Ошибка сервера');
    const dismiss = await region().findByRole('button', { name: textOf('ui_dismiss_notification', 'ru') });
    dismiss.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(region().queryAllByRole('listitem')).toHaveLength(0));
    // Focus stays in the region rather than falling to the page's start.
    await expect(page().getByRole('region', { name: textOf('ui_notifications', 'ru') })).toHaveFocus();
  },
};

export const AutoDismissed: Story = {
  name: '[MOD-008] error notification auto-dismissed',
  play: async () => {
    await press('Ошибка сервера');
    await region().findByRole('listitem');
    // The pointer rests on the button that raised it, not on the toast, so the wait is not paused.
    timers.advance(NOTIFICATION_AUTO_DISMISS_MS);
    await waitFor(() => expect(region().queryAllByRole('listitem')).toHaveLength(0));
  },
};

export const ErrorsDark: Story = {
  name: '[MOD-008] error notifications (dark)',
  globals: { theme: 'dark' },
  play: async () => {
    await press('Сеть недоступна');
    await press('Ошибка сервера');
    await waitFor(() => expect(region().getAllByRole('listitem')).toHaveLength(2));
  },
};
