import { combineSlices, configureStore, createListenerMiddleware } from '@reduxjs/toolkit';
import { createPlatformClient, platformApi, type PlatformEnvironment } from '@kickoff/platform-api';
import type { PlatformMock } from '@kickoff/platform-mock';
import { memoryCookies, memoryStorage } from '@kickoff/runtime';
import { authFormSlice } from '../sign-in/auth-form-slice';
import { registerSignInListeners } from '../sign-in/register-sign-in-listeners';
import type { SignInPorts, SignInStartListening } from '../sign-in/sign-in-ports';
import { sessionSlice } from '../state/session-slice';
import { manualTime } from './manual-time';

/** The platform origin of tests and stories (any origin works: the handlers answer `*`). */
const ORIGIN = 'http://kickoff.test';

export const TEST_COMPONENTS_DATA = JSON.stringify({ screen: '1920x1080', tz: 'Europe/Moscow' });

export interface SignInTestOptions {
  /** Where platform calls go: Node tests pass `cookieKeepingFetch()` (msw/node), stories `platformMockFetch(mock)`. */
  fetch: typeof fetch;
  /** The captcha the HTTP layer would show; resolving null = the visitor gave up. */
  solveCaptcha?: PlatformEnvironment['solveCaptcha'];
  componentsData?: string | undefined;
}

/** A store as apps/web builds one for the sign-in forms: platform API, session and auth form slices, listeners. */
export function createSignInTestStore(mock: PlatformMock, options: SignInTestOptions) {
  const time = manualTime(mock.clock);
  const logs: string[] = [];
  const env: PlatformEnvironment = {
    origin: ORIGIN,
    appName: 'kickoff-web',
    clock: mock.clock,
    cookies: memoryCookies(mock.clock),
    storage: memoryStorage(),
    fetch: options.fetch,
    solveCaptcha: options.solveCaptcha,
  };
  const platform = createPlatformClient(env);
  const listenerMiddleware = createListenerMiddleware();
  const store = configureStore({
    reducer: combineSlices(platformApi, sessionSlice, authFormSlice),
    middleware: (getDefault) =>
      getDefault({ thunk: { extraArgument: { platform } }, serializableCheck: { warnAfter: 200 }, immutableCheck: { warnAfter: 200 } })
        .prepend(listenerMiddleware.middleware)
        .concat(platformApi.middleware),
  });
  const ports: SignInPorts = {
    timers: time.timers,
    clock: mock.clock,
    componentsData: () => ('componentsData' in options ? options.componentsData : TEST_COMPONENTS_DATA),
    log: (message) => void logs.push(message),
  };
  const stop = registerSignInListeners(listenerMiddleware.startListening as SignInStartListening, ports);
  return { store, time, logs, stop };
}

export type SignInTestStore = ReturnType<typeof createSignInTestStore>;
