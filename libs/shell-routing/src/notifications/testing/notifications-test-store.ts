import { defineFeature } from '@kickoff/store';
import { createTestStore, overridablePlatform } from '@kickoff/testing';
import { shellFeature } from '../../feature/shell-feature';
import { type NotificationListenerDeps, startNotificationListening } from '../notification-listener';
import { type NotificationsState, notificationsSlice } from '../notifications-slice';
import { type ProbeArg, probeApi } from './probe-endpoints';
import { probeHandlers } from './probe-handlers';

declare module '@kickoff/store' {
  interface LazyLoadedSlices {
    notifications: NotificationsState;
  }
}

export interface LogEntry {
  message: string;
  detail: unknown;
}

type ListenerOptions = Partial<Pick<NotificationListenerDeps, 'quietEndpoints' | 'dedupeMs' | 'log'>>;

/** The notification layer joined to the site as a feature would: its slice, its listener on the store's typed listening. */
const notificationsFeature = (deps: Omit<NotificationListenerDeps, 'clock'>) =>
  defineFeature({
    name: 'notifications',
    slices: [notificationsSlice],
    register: (ctx) => startNotificationListening(ctx.startAppListening, { clock: ctx.adapters.clock, ...deps }),
  });

/**
 * The test kit's store with the shell and the notification layer installed; the platform also answers the probe
 * call, failing in each way the layer tells apart. `request` and the others dispatch one probe and resolve when
 * it settled (and its listener ran).
 */
export function createNotificationsTestStore(options: ListenerOptions = {}) {
  const logged: LogEntry[] = [];
  const log = options.log ?? ((message: string, detail?: unknown) => void logged.push({ message, detail }));
  const platform = overridablePlatform();
  platform.use(...probeHandlers);
  const site = createTestStore({
    features: [shellFeature, notificationsFeature({ ...options, log })],
    mock: platform.mock,
  });
  const { store } = site;

  let attempt = 0;
  const next = () => (attempt += 1);
  const request = (scenario: ProbeArg['scenario']) =>
    store.dispatch(probeApi.endpoints.shellProbe.initiate({ scenario, attempt: next() }));
  const rejectWith = (value: unknown) =>
    store.dispatch(probeApi.endpoints.shellProbeRejectsWith.initiate({ value, attempt: next() }));
  const throwValue = (value: unknown) =>
    store.dispatch(probeApi.endpoints.shellProbeThrows.initiate({ value, attempt: next() }));
  return { store, clock: site.adapters.clock, logged, request, rejectWith, throwValue, uninstall: site.uninstall };
}

export type NotificationsTestStore = ReturnType<typeof createNotificationsTestStore>['store'];
