import { describe, expect, it, vi } from 'vitest';
import { NOTIFICATION_DEDUPE_MS } from './notification-listener';
import { notificationsActions, selectNotifications } from './notifications-slice';
import { createNotificationsTestStore, type NotificationsTestStore } from './testing/notifications-test-store';

const textKeys = (store: NotificationsTestStore) => selectNotifications(store.getState()).map((item) => item.textKey);

describe("startNotificationListening (the kit's store, real base query, the platform answering the probe)", () => {
  it.each([
    ['network', 'shell_notify_network'],
    ['server', 'shell_notify_server'],
    ['not-found', 'shell_notify_request'],
    ['invalid-answer', 'shell_notify_invalid_answer'],
  ] as const)('a %s failure becomes an error toast titled main_error with its own text', async (scenario, textKey) => {
    const { store, request } = createNotificationsTestStore();
    await request(scenario);
    expect(selectNotifications(store.getState())).toEqual([
      { id: 'n1', tone: 'error', titleKey: 'main_error', textKey },
    ]);
  });

  it('a successful request raises nothing', async () => {
    const { store, request, logged } = createNotificationsTestStore();
    await request('ok');
    expect(selectNotifications(store.getState())).toEqual([]);
    expect(logged).toEqual([]);
  });

  it('[SR-103] a request the app cancels raises no notification and is not even logged', async () => {
    const { store, request, logged } = createNotificationsTestStore();
    const pending = request('hang');
    pending.abort();
    await pending;
    expect(selectNotifications(store.getState())).toEqual([]);
    expect(logged).toEqual([]);
  });

  it('[SR-103] a request the browser aborted (a cancelled PlatformError) raises no notification', async () => {
    const { store, request, logged } = createNotificationsTestStore();
    const result = await request('browser-abort');
    expect(result.error).toMatchObject({ kind: 'cancelled' });
    expect(selectNotifications(store.getState())).toEqual([]);
    expect(logged).toEqual([]);
  });

  it('[SR-104] values that are not errors are logged and never shown', async () => {
    const { store, rejectWith, throwValue, logged } = createNotificationsTestStore();
    await rejectWith('stale-answer');
    await rejectWith({ status: 'CUSTOM', reason: 'not an error' });
    await throwValue('stop');
    expect(selectNotifications(store.getState())).toEqual([]);
    expect(logged.map((entry) => entry.detail)).toEqual([
      'stale-answer',
      { status: 'CUSTOM', reason: 'not an error' },
      { message: 'stop' },
    ]);
    expect(logged.every((entry) => entry.message.startsWith('shellProbe'))).toBe(true);
  });

  it('a thrown Error is an error: shown with the generic text', async () => {
    // RTK Query reports unhandled query errors on the console; that report is not what this test checks.
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { store, throwValue } = createNotificationsTestStore();
    await throwValue(new Error('bug in a queryFn'));
    expect(textKeys(store)).toEqual(['shell_notify_unexpected']);
    consoleError.mockRestore();
  });

  it('failures the owning flow handles itself (silent captcha, terms confirmation) are logged, not shown', async () => {
    const { store, rejectWith, logged } = createNotificationsTestStore();
    await rejectWith({ kind: 'captcha-required', status: 400, call: 'authLogin', code: 111, silent: true });
    await rejectWith({ kind: 'terms-required', status: 451, call: 'userConfig' });
    expect(selectNotifications(store.getState())).toEqual([]);
    expect(logged).toHaveLength(2);
  });

  it('quiet endpoints are logged, not shown', async () => {
    const { store, request, logged } = createNotificationsTestStore({ quietEndpoints: ['shellProbe'] });
    await request('server');
    expect(selectNotifications(store.getState())).toEqual([]);
    expect(logged[0]?.detail).toMatchObject({ kind: 'http', status: 500, call: 'shellProbe' });
  });

  it('the same failure again within the dedupe window raises no second toast, even after the first was closed', async () => {
    const { store, request, clock } = createNotificationsTestStore();
    await request('network');
    await request('network');
    expect(textKeys(store)).toEqual(['shell_notify_network']);
    store.dispatch(notificationsActions.dismissed('n1'));
    clock.advance(NOTIFICATION_DEDUPE_MS - 1);
    await request('network');
    expect(textKeys(store)).toEqual([]);
    clock.advance(1);
    await request('network');
    expect(textKeys(store)).toEqual(['shell_notify_network']);
  });

  it('different failures in a burst each get their toast', async () => {
    const { store, request } = createNotificationsTestStore();
    await Promise.all([request('network'), request('server'), request('network')]);
    expect(textKeys(store).sort()).toEqual(['shell_notify_network', 'shell_notify_server']);
  });

  it("takes the app's typed startListening and stops on the returned unsubscribe (the feature's undo)", async () => {
    const { store, request, uninstall } = createNotificationsTestStore();
    await request('network');
    expect(selectNotifications(store.getState())).toHaveLength(1);
    uninstall();
    store.dispatch(notificationsActions.dismissed('n1'));
    await request('server');
    expect(selectNotifications(store.getState())).toHaveLength(0);
  });
});
