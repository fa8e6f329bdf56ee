import { createTestStore } from '@kickoff/testing';
import { describe, expect, it } from 'vitest';
import {
  MAX_NOTIFICATIONS,
  notificationsActions,
  notificationsSlice,
  selectNotifications,
} from './notifications-slice';

/** The app's store before the notification layer joins it; `inject` is how a feature's slice arrives. */
const appStore = () => createTestStore({ features: [] });

describe('notificationsSlice', () => {
  it('reads as empty before it is injected, and works once injected into the app root reducer', () => {
    const { store, ctx } = appStore();
    expect(selectNotifications(store.getState())).toEqual([]);
    ctx.inject(notificationsSlice);
    store.dispatch(notificationsActions.shown({ tone: 'success', textKey: 'coupon_placed' }));
    expect(selectNotifications(store.getState())).toEqual([{ id: 'n1', tone: 'success', textKey: 'coupon_placed' }]);
  });

  it('does not stack a toast identical to one on screen', () => {
    const { store, ctx } = appStore();
    ctx.inject(notificationsSlice);
    store.dispatch(
      notificationsActions.shown({ tone: 'error', titleKey: 'main_error', textKey: 'shell_notify_network' }),
    );
    store.dispatch(
      notificationsActions.shown({ tone: 'error', titleKey: 'main_error', textKey: 'shell_notify_network' }),
    );
    store.dispatch(notificationsActions.shown({ tone: 'info', textKey: 'shell_notify_network' }));
    expect(selectNotifications(store.getState()).map((item) => item.id)).toEqual(['n1', 'n2']);
  });

  it(`keeps the newest ${MAX_NOTIFICATIONS}`, () => {
    const { store, ctx } = appStore();
    ctx.inject(notificationsSlice);
    for (let i = 1; i <= MAX_NOTIFICATIONS + 2; i += 1)
      store.dispatch(notificationsActions.shown({ tone: 'info', textKey: `text_${i}` }));
    expect(selectNotifications(store.getState()).map((item) => item.textKey)).toEqual([
      'text_3',
      'text_4',
      'text_5',
      'text_6',
      'text_7',
    ]);
  });

  it('removes a dismissed toast and leaves the others', () => {
    const { store, ctx } = appStore();
    ctx.inject(notificationsSlice);
    store.dispatch(notificationsActions.shown({ tone: 'info', textKey: 'a' }));
    store.dispatch(notificationsActions.shown({ tone: 'info', textKey: 'b' }));
    store.dispatch(notificationsActions.dismissed('n1'));
    expect(selectNotifications(store.getState()).map((item) => item.textKey)).toEqual(['b']);
  });
});
