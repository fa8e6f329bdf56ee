import { combineSlices, configureStore, createListenerMiddleware } from '@reduxjs/toolkit';
import { authLogin, createPlatformClient, encodeCredential, executePlatformRequest, platformApi, type PlatformEnvironment } from '@kickoff/platform-api';
import type { PlatformMock } from '@kickoff/platform-mock';
import { createManualTimers, memoryCookies, memoryStorage } from '@kickoff/runtime';
import { type ForgotPasswordStartListening, registerForgotPassword } from '../forgot-password/state/forgot-password-listener';
import { forgotPasswordSlice } from '../forgot-password/state/forgot-password-slice';
import { sessionSlice } from '../state/session-slice';
import { cookieKeepingFetch } from './cookie-fetch';
import { ORIGIN } from './session-test-store';

export interface ForgotPasswordTestOptions {
  /** The fetch the platform client uses; Node's own (through MSW) by default. */
  fetch?: typeof fetch;
  /** Preloaded user id: a signed-in user. */
  userId?: number | null;
}

/**
 * A store as apps/web builds one (platform API, session and forgot-password slices, listener middleware) over the
 * mock platform. The front end's clock is the mock's, so the code's TTL runs out for both sides at once.
 */
export function createForgotPasswordTestStore(mock: PlatformMock, options: ForgotPasswordTestOptions = {}) {
  const timers = createManualTimers();
  const clock = mock.clock;
  const logs: string[] = [];
  const env: PlatformEnvironment = {
    origin: ORIGIN,
    appName: 'kickoff-web',
    clock,
    cookies: memoryCookies(clock),
    storage: memoryStorage(),
    fetch: options.fetch ?? cookieKeepingFetch(),
  };
  const platform = createPlatformClient(env);
  const listenerMiddleware = createListenerMiddleware();
  const reducer = combineSlices(platformApi, sessionSlice, forgotPasswordSlice);
  const store = configureStore({
    reducer,
    preloadedState: { session: { ...sessionSlice.getInitialState(), userId: options.userId ?? null } },
    middleware: (getDefault) =>
      getDefault({ thunk: { extraArgument: { platform } }, serializableCheck: { warnAfter: 200 }, immutableCheck: { warnAfter: 200 } })
        .prepend(listenerMiddleware.middleware)
        .concat(platformApi.middleware),
  });
  const stop = registerForgotPassword(listenerMiddleware.startListening as ForgotPasswordStartListening, {
    timers,
    clock,
    log: (message) => void logs.push(message),
  });

  /** Time passes for the platform and the page alike: the clock moves, due timers fire. */
  const passTime = (ms: number) => {
    clock.advance(ms);
    timers.advance(ms);
  };

  /** Signs in on the platform as the sign-in form would; resolves with the answer or the refusal. */
  const signIn = async (login: string, password: string) =>
    executePlatformRequest(platform, { call: authLogin, body: { login: encodeCredential(login), password: encodeCredential(password), save: false } });

  return { store, timers, clock, logs, stop, passTime, signIn, platform };
}

export type ForgotPasswordTestStore = ReturnType<typeof createForgotPasswordTestStore>;
