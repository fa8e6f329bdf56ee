// [MOD-008] Notification layer: error notification shown; cancelled request (nothing shown); non-error value (logged only).
import { Button } from '@kickoff/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyLanguage } from '@kickoff/testing';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Provider } from 'react-redux';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { createManualTimers } from '@kickoff/runtime';
import { textOf } from '../modals/testing/with-texts';
import { NOTIFICATION_AUTO_DISMISS_MS, NotificationLayer } from './NotificationLayer';
import { createNotificationsTestStore } from './testing/notifications-test-store';

const timers = createManualTimers();

/** The demo's buttons, one per way the platform fails, in the toolbar's languages. */
const failures = {
  ru: { network: 'Сеть недоступна', server: 'Ошибка сервера', cancel: 'Отменить запрос', notAnError: 'Не ошибка' },
  en: { network: 'Network down', server: 'Server error', cancel: 'Cancel the request', notAnError: 'Not an error' },
};
type Failure = keyof (typeof failures)['ru'];

/**
 * The layer over the test kit's store: the one API with the real base query, the listener on the store's own
 * middleware; the platform answers the probe call. The buttons make the platform fail in each way the layer tells apart.
 */
function ShellWithFailingPlatform({ log }: { log: (message: string, detail?: unknown) => void }) {
  const [shell] = useState(() => createNotificationsTestStore({ log }));
  const t = failures[storyLanguage({ locale: useTranslation().i18n.language })];
  return (
    <Provider store={shell.store}>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
        <Button variant="secondary" onClick={() => void shell.request('network')}>
          {t.network}
        </Button>
        <Button variant="secondary" onClick={() => void shell.request('server')}>
          {t.server}
        </Button>
        <Button
          variant="secondary"
          onClick={() => {
            const pending = shell.request('hang');
            pending.abort();
          }}
        >
          {t.cancel}
        </Button>
        <Button variant="secondary" onClick={() => void shell.rejectWith('stale-answer')}>
          {t.notAnError}
        </Button>
      </div>
      <NotificationLayer timers={timers} />
    </Provider>
  );
}

/**
 * Notification layer: error notification shown; cancelled request (nothing shown); non-error value (logged only).
 *
 * Implements **MOD-008**: Notification layer (toasts) — group: shell-routing — variants: error notification shown; cancelled-request error (nothing shown); non-error value (logged only, nothing shown).
 *
 * Usage: rendered by @kickoff/shell-routing itself, not exported; each story's *Show code* shows the props in context.
 */
const meta = {
  title: 'Site/Notifications',
  tags: ['[MOD-008]'],
  component: ShellWithFailingPlatform,
  args: { log: fn() },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ShellWithFailingPlatform>;

export default meta;
type Story = StoryObj<typeof meta>;
type Globals = Record<string, unknown>;

const page = () => within(document.body);
const region = (globals: Globals) =>
  within(page().getByRole('region', { name: textOf('ui_notifications', storyLanguage(globals)) }));
const press = (globals: Globals, failure: Failure) =>
  userEvent.click(page().getByRole('button', { name: failures[storyLanguage(globals)][failure] }));
/** Lets the scripted request settle and the listener run before checking that nothing appeared. */
const settle = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));

export const ErrorShown: Story = {
  name: 'Error shown',
  play: async ({ globals }) => {
    await press(globals, 'network');
    const toast = await region(globals).findByRole('listitem');
    await expect(toast).toHaveTextContent(textOf('main_error', storyLanguage(globals)));
    await expect(toast).toHaveTextContent(textOf('shell_notify_network', storyLanguage(globals)));
    await expect(toast.closest('ol')).toHaveAttribute('aria-live', 'assertive');
    // The same failure again right away does not stack a second toast.
    await press(globals, 'network');
    await settle();
    await expect(region(globals).getAllByRole('listitem')).toHaveLength(1);
  },
};

export const CancelledRequest: Story = {
  name: 'Cancelled request: nothing shown',
  play: async ({ args, globals }) => {
    await press(globals, 'cancel');
    await settle();
    await expect(region(globals).queryAllByRole('listitem')).toHaveLength(0);
    await expect(args.log).not.toHaveBeenCalled();
  },
};

export const NonErrorValue: Story = {
  name: 'Not an error: logged only',
  play: async ({ args, globals }) => {
    await press(globals, 'notAnError');
    await waitFor(() =>
      expect(args.log).toHaveBeenCalledWith(expect.stringContaining('shellProbeRejectsWith'), 'stale-answer'),
    );
    await expect(region(globals).queryAllByRole('listitem')).toHaveLength(0);
  },
};

export const DismissedByKeyboard: Story = {
  name: 'Dismissed from the keyboard',
  play: async ({ globals }) => {
    await press(globals, 'server');
    const dismiss = await region(globals).findByRole('button', {
      name: textOf('ui_dismiss_notification', storyLanguage(globals)),
    });
    dismiss.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(region(globals).queryAllByRole('listitem')).toHaveLength(0));
    // Focus stays in the region rather than falling to the page's start.
    await expect(
      page().getByRole('region', { name: textOf('ui_notifications', storyLanguage(globals)) }),
    ).toHaveFocus();
  },
};

export const AutoDismissed: Story = {
  name: 'Dismissed after its time',
  play: async ({ globals }) => {
    await press(globals, 'server');
    await region(globals).findByRole('listitem');
    // The pointer rests on the button that raised it, not on the toast, so the wait is not paused.
    timers.advance(NOTIFICATION_AUTO_DISMISS_MS);
    await waitFor(() => expect(region(globals).queryAllByRole('listitem')).toHaveLength(0));
  },
};
