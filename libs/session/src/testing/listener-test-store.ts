import { combineSlices, configureStore, createListenerMiddleware } from '@reduxjs/toolkit';
import { authLogin, createPlatformClient, encodeCredential, executePlatformRequest, platformApi, type PlatformEnvironment } from '@kickoff/platform-api';
import type { PlatformMock } from '@kickoff/platform-mock';
import { createManualTimers, manualActivity, manualVisibility, memoryCookies, memoryStorage, type KeyValueStorage } from '@kickoff/runtime';
import type { SessionStartListening } from '../state/listener-types';
import type { SessionPorts } from '../state/ports';
import { registerSessionListeners } from '../state/register-session-listeners';
import { sessionSlice } from '../state/session-slice';
import { cookieKeepingFetch } from './cookie-fetch';

/** Where the test platform answers from. */
export const ORIGIN = 'http://kickoff.test';

export interface ListenerTestOptions {
  storage?: KeyValueStorage;
  visible?: boolean;
  /** Also run the session core (session check, logout, auto logoff, terms), as apps/web does. */
  withSessionCore?: boolean;
}

/**
 * A store as apps/web builds one (platform API, session slice, listener middleware) over the mock platform,
 * handing out `startListening` so a spec registers the listeners it is about with its own ports.
 */
export function createListenerTestStore(mock: PlatformMock, options: ListenerTestOptions = {}) {
  const timers = createManualTimers();
  const visibility = manualVisibility(options.visible ?? true);
  const cookies = memoryCookies(mock.clock);
  const storage = options.storage ?? memoryStorage();
  const logs: string[] = [];
  const log = (message: string) => void logs.push(message);
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
  const startListening = listenerMiddleware.startListening as SessionStartListening;

  if (options.withSessionCore) {
    const ports: SessionPorts = {
      timers,
      visibility,
      cookies,
      storage,
      activity: manualActivity(),
      isProtectedPage: () => false,
      navigate: () => undefined,
      isConfirmTermsPage: () => false,
      isTermsExemptPage: () => true,
      autoLogoffMinutes: () => null,
      log,
    };
    registerSessionListeners(startListening, ports);
  }

  /** Signs in on the platform only (session cookie in the fetch's jar, token saved), as a sign-in form would. */
  const signInOnPlatform = async (login = 'demo') => {
    const result = await executePlatformRequest(platform, {
      call: authLogin,
      body: { login: encodeCredential(login), password: encodeCredential('demo1234'), save: false },
    });
    if ('error' in result) throw new Error(`sign-in failed: ${JSON.stringify(result.error)}`);
    const answer = result.data as { user_id: number; token: string };
    cookies.set('user_token', answer.token, { path: '/' });
    return answer;
  };

  return { store, startListening, platform, timers, visibility, cookies, storage, logs, log, stop: () => listenerMiddleware.clearListeners(), signInOnPlatform };
}
