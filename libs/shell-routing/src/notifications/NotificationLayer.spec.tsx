import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { describe, expect, it } from 'vitest';
import { createManualTimers } from '@kickoff/runtime';
import { textOf, withTexts } from '../modals/testing/with-texts';
import { NOTIFICATION_AUTO_DISMISS_MS, NotificationLayer } from './NotificationLayer';
import { createNotificationsTestStore } from './testing/notifications-test-store';

function mountLayer(language: 'ru' | 'en' = 'en') {
  const timers = createManualTimers();
  const shell = createNotificationsTestStore();
  render(
    withTexts(
      <Provider store={shell.store}>
        <NotificationLayer timers={timers} />
      </Provider>,
      language,
    ),
  );
  const region = () => within(screen.getByRole('region', { name: textOf('ui_notifications', language) }));
  return { ...shell, timers, region };
}

describe('NotificationLayer', () => {
  it.each(['ru', 'en'] as const)('shows a failed call as a translated error toast (%s)', async (language) => {
    const { request, region } = mountLayer(language);
    await act(() => request('network'));
    const toast = region().getByRole('listitem');
    expect(toast).toHaveTextContent(textOf('main_error', language));
    expect(toast).toHaveTextContent(textOf('shell_notify_network', language));
    // Errors go to the assertive list, so they are announced at once.
    expect(toast.closest('ol')).toHaveAttribute('aria-live', 'assertive');
  });

  it('[SR-103] shows nothing for a cancelled request', async () => {
    const { request, region } = mountLayer();
    const pending = request('hang');
    pending.abort();
    await act(() => pending);
    expect(region().queryAllByRole('listitem')).toHaveLength(0);
  });

  it('[SR-104] shows nothing for a non-error value, which goes to the log', async () => {
    const { rejectWith, region, logged } = mountLayer();
    await act(() => rejectWith('stale-answer'));
    expect(region().queryAllByRole('listitem')).toHaveLength(0);
    expect(logged.map((entry) => entry.detail)).toEqual(['stale-answer']);
  });

  it('dismisses a toast after the auto-dismiss time on the injected timers', async () => {
    const { request, region, timers, store } = mountLayer();
    await act(() => request('server'));
    act(() => timers.advance(NOTIFICATION_AUTO_DISMISS_MS - 1));
    expect(region().getAllByRole('listitem')).toHaveLength(1);
    act(() => timers.advance(1));
    expect(region().queryAllByRole('listitem')).toHaveLength(0);
    expect(store.getState().notifications?.items).toEqual([]);
  });

  it('dismisses a toast from the keyboard and removes it from the store', async () => {
    const user = userEvent.setup();
    const { request, region, store } = mountLayer();
    await act(() => request('network'));
    await user.tab();
    expect(region().getByRole('button', { name: textOf('ui_dismiss_notification') })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(region().queryAllByRole('listitem')).toHaveLength(0);
    expect(store.getState().notifications?.items).toEqual([]);
  });
});
