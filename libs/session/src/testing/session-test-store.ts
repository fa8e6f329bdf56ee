import { combineSlices, configureStore, createListenerMiddleware } from '@reduxjs/toolkit';
import { authLogin, createPlatformClient, encodeCredential, executePlatformRequest, platformApi, type PlatformEnvironment } from '@kickoff/platform-api';
import type { PlatformMock } from '@kickoff/platform-mock';
import { createManualTimers, manualActivity, manualVisibility, memoryCookies, memoryStorage, type KeyValueStorage } from '@kickoff/runtime';
import type { SessionStartListening } from '../state/listener-types';
import type { SessionNavigation, SessionPorts } from '../state/ports';
import { registerSessionListeners } from '../state/register-session-listeners';
import { sessionSlice } from '../state/session-slice';
import { cookieKeepingFetch } from './cookie-fetch';

export const ORIGIN = 'http://kickoff.test';

export interface SessionTestOptions {
  storage?: KeyValueStorage;
  protectedPage?: boolean;
  confirmTermsPage?: boolean;
  termsExemptPage?: boolean;
  autoLogoffMinutes?: number | null;
  visible?: boolean;
}

/** A store as apps/web builds one (platform API, session slice, listener middleware) over the mock platform. */
export function createSessionTestStore(mock: PlatformMock, options: SessionTestOptions = {}) {
  const timers = createManualTimers();
  const visibility = manualVisibility(options.visible ?? true);
  const cookies = memoryCookies(mock.clock);
  const storage = options.storage ?? memoryStorage();
  const activity = manualActivity();
  const navigations: SessionNavigation[] = [];
  const logs: string[] = [];
  const env: PlatformEnvironment = { origin: ORIGIN, appName: 'kickoff-web', clock: mock.clock, cookies, storage: memoryStorage(), fetch: cookieKeepingFetch() };
  const platform = createPlatformClient(env);
  const listenerMiddleware = createListenerMiddleware();
  const store = configureStore({
    reducer: combineSlices(platformApi, sessionSlice),
    middleware: (getDefault) =>
      getDefault({ thunk: { extraArgument: { platform } }, serializableCheck: { warnAfter: 200 }, immutableCheck: { warnAfter: 200 } })
        .prepend(listenerMiddleware.middleware)
        .concat(platformApi.middleware),
  });
  const ports: SessionPorts = {
    timers,
    visibility,
    cookies,
    storage,
    activity,
    isProtectedPage: () => options.protectedPage ?? false,
    navigate: (target) => void navigations.push(target),
    isConfirmTermsPage: () => options.confirmTermsPage ?? false,
    isTermsExemptPage: () => options.termsExemptPage ?? false,
    autoLogoffMinutes: () => (options.autoLogoffMinutes === undefined ? 15 : options.autoLogoffMinutes),
    log: (message) => void logs.push(message),
  };
  const stop = registerSessionListeners(listenerMiddleware.startListening as SessionStartListening, ports);

  /** Signs in on the platform only, as the sign-in form would before telling the store. */
  const signInOnPlatform = async (login = 'demo') => {
    const result = await executePlatformRequest(platform, {
      call: authLogin,
      body: { login: encodeCredential(login), password: encodeCredential('demo1234'), save: false },
    });
    if ('error' in result) throw new Error(`sign-in failed: ${JSON.stringify(result.error)}`);
    return result.data as { user_id: number; token: string };
  };

  return { store, timers, visibility, cookies, storage, activity, navigations, logs, stop, signInOnPlatform };
}
