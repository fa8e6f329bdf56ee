import { combineSlices, configureStore, createListenerMiddleware } from '@reduxjs/toolkit';
import { createPlatformClient, platformApi } from '@kickoff/platform-api';
import { createManualClock, memoryCookies, memoryStorage } from '@kickoff/runtime';
import { type UpdateNoticeState, updateNoticeSlice } from '../../modals/update/update-notice-slice';
import { type NotificationListenerDeps, startNotificationListening } from '../notification-listener';
import { type NotificationsState, notificationsSlice } from '../notifications-slice';
import { type ProbeArg, probeApi } from './probe-endpoints';
import { scriptedFetch } from './scripted-fetch';

export const TEST_START_MS = 1_700_000_000_000;

interface ShellLazySlices {
  notifications: NotificationsState;
  updateNotice: UpdateNoticeState;
}

export interface LogEntry {
  message: string;
  detail: unknown;
}

/**
 * A store built the way apps/web builds it: the one API with the real base query and HTTP client (only fetch is
 * scripted), the shell's slices injected lazily, the notification listener on real listener middleware.
 */
export function createShellTestStore(options: Partial<Pick<NotificationListenerDeps, 'quietEndpoints' | 'dedupeMs' | 'log'>> = {}) {
  const clock = createManualClock(TEST_START_MS);
  const logged: LogEntry[] = [];
  const log = options.log ?? ((message: string, detail?: unknown) => void logged.push({ message, detail }));
  const platform = createPlatformClient({ origin: '', appName: 'shell-tests', clock, cookies: memoryCookies(clock), storage: memoryStorage(), fetch: scriptedFetch });
  const rootReducer = combineSlices(platformApi).withLazyLoadedSlices<ShellLazySlices>();
  rootReducer.inject(notificationsSlice);
  rootReducer.inject(updateNoticeSlice);
  const listenerMiddleware = createListenerMiddleware();
  const store = configureStore({
    reducer: rootReducer,
    middleware: (getDefault) =>
      getDefault({ thunk: { extraArgument: { platform } } })
        .prepend(listenerMiddleware.middleware)
        .concat(platformApi.middleware),
  });
  startNotificationListening(listenerMiddleware.startListening, { log, clock, ...options });

  let attempt = 0;
  const next = () => (attempt += 1);
  /** One request of the probe call; resolves when it settled (and its listener ran). */
  const request = (scenario: ProbeArg['scenario']) => store.dispatch(probeApi.endpoints.shellProbe.initiate({ scenario, attempt: next() }));
  const rejectWith = (value: unknown) => store.dispatch(probeApi.endpoints.shellProbeRejectsWith.initiate({ value, attempt: next() }));
  const throwValue = (value: unknown) => store.dispatch(probeApi.endpoints.shellProbeThrows.initiate({ value, attempt: next() }));
  return { store, clock, logged, request, rejectWith, throwValue };
}

export type ShellTestStore = ReturnType<typeof createShellTestStore>['store'];
