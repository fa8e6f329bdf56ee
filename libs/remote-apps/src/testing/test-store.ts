import { combineSlices, configureStore, createListenerMiddleware } from '@reduxjs/toolkit';
import { createPlatformClient, platformApi } from '@kickoff/platform-api';
import type { PlatformMock } from '@kickoff/platform-mock';
import { createManualClock, memoryCookies, memoryStorage } from '@kickoff/runtime';
import type { RemotePagesStartListening } from '../pages/remote-page-listeners';
import { remotePagesSlice } from '../pages/remote-pages-slice';
import { registerRemoteAppsListeners } from '../register-remote-apps';
import { remoteAppsSlice } from '../registry/remote-apps-slice';
import { fakeRemoteAppDom } from './fake-dom';
import { createManualTimers } from '@kickoff/runtime';
import { recordingLogger } from './recording-logger';

export const PLATFORM_ORIGIN = 'http://platform.test';

/** A real store as apps/web builds one: the API, both slices, the listeners; time and the DOM port are ours. */
export function createRemoteAppsTestStore(mock: PlatformMock) {
  const platform = createPlatformClient({ origin: PLATFORM_ORIGIN, appName: 'kickoff-web', clock: mock.clock, cookies: memoryCookies(mock.clock), storage: memoryStorage() });
  const listeners = createListenerMiddleware();
  const store = configureStore({
    reducer: combineSlices(platformApi, remoteAppsSlice, remotePagesSlice),
    middleware: (getDefault) => getDefault({ thunk: { extraArgument: { platform } } }).prepend(listeners.middleware).concat(platformApi.middleware),
  });
  const timers = createManualTimers();
  const clock = createManualClock(0);
  const logger = recordingLogger();
  const dom = fakeRemoteAppDom();
  const unregister = registerRemoteAppsListeners(listeners.startListening as RemotePagesStartListening, { dom, logger, timers, clock });
  return { store, timers, clock, logger, dom, unregister };
}

/**
 * Lets real I/O (MSW, fetch) settle while the manual timers hold the retry delays. Bounded by wall time,
 * not by turns: on a busy machine the HTTP stack needs more turns than on an idle one.
 */
export async function until(condition: () => boolean, what = 'condition', limitMs = 3_000): Promise<void> {
  const settle = () => new Promise((resolve) => setImmediate(resolve));
  const start = performance.now();
  while (!condition() && performance.now() - start < limitMs) await settle();
  if (!condition()) throw new Error(`timed out waiting for ${what}`);
  for (let turn = 0; turn < 5; turn += 1) await settle();
}
