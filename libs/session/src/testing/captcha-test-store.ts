import { combineSlices, configureStore, createListenerMiddleware } from '@reduxjs/toolkit';
import { authLogin, createPlatformClient, encodeCredential, executePlatformRequest, platformApi, type PlatformEnvironment } from '@kickoff/platform-api';
import type { PlatformMock } from '@kickoff/platform-mock';
import { createManualTimers, memoryCookies, memoryStorage } from '@kickoff/runtime';
import { createCaptchaBridge } from '../captcha/captcha-bridge';
import { registerCaptchaListeners } from '../captcha/captcha-listener';
import type { CaptchaStartListening } from '../captcha/captcha-listener-types';
import type { AnalyticsPort } from '../captcha/captcha-ports';
import { captchaSlice } from '../captcha/captcha-slice';
import { sessionSlice } from '../state/session-slice';
import { cookieKeepingFetch } from './cookie-fetch';

export interface TrackedEvent {
  eventId: number;
  detail?: Record<string, unknown>;
}

/**
 * A store as apps/web builds one for the captcha: the bridge's `solveCaptcha` handed to the platform client
 * before the store exists, the store attached afterwards, the captcha listeners with manual timers and an
 * analytics port that records what it is told.
 */
export interface CaptchaTestOptions {
  /** The fetch the platform client uses; Node's own (through MSW) with a cookie jar by default. */
  fetch?: typeof fetch;
  /** Also told every analytics event (stories pass a spy). */
  track?: AnalyticsPort['track'];
}

export function createCaptchaTestStore(mock: PlatformMock, options: CaptchaTestOptions = {}) {
  const timers = createManualTimers();
  const tracked: TrackedEvent[] = [];
  const logs: string[] = [];
  const log = (message: string) => void logs.push(message);
  const bridge = createCaptchaBridge({ log });
  const env: PlatformEnvironment = {
    origin: 'http://kickoff.test',
    appName: 'kickoff-web',
    clock: mock.clock,
    cookies: memoryCookies(mock.clock),
    storage: memoryStorage(),
    fetch: options.fetch ?? cookieKeepingFetch(),
    solveCaptcha: bridge.solveCaptcha,
    log,
  };
  const platform = createPlatformClient(env);
  const listenerMiddleware = createListenerMiddleware();
  const store = configureStore({
    reducer: combineSlices(platformApi, sessionSlice, captchaSlice),
    middleware: (getDefault) =>
      getDefault({ thunk: { extraArgument: { platform } }, serializableCheck: { warnAfter: 200 }, immutableCheck: { warnAfter: 200 } })
        .prepend(listenerMiddleware.middleware)
        .concat(platformApi.middleware),
  });
  const stopListening = registerCaptchaListeners(listenerMiddleware.startListening as CaptchaStartListening, {
    timers,
    analytics: {
      track: (eventId, detail) => {
        tracked.push({ eventId, detail });
        options.track?.(eventId, detail);
      },
    },
    log,
  });
  const detach = bridge.attach(store);

  /** A password sign-in as the sign-in form sends it: the HTTP layer asks the bridge when a captcha is needed. */
  const signIn = (login: string, password = 'demo1234') =>
    executePlatformRequest(platform, { call: authLogin, body: { login: encodeCredential(login), password: encodeCredential(password), save: false } });

  const stop = () => {
    detach();
    stopListening();
  };

  return { store, timers, tracked, logs, bridge, platform, signIn, detach, stop };
}

/** The answer the demo captcha states ("Type 4213" → "4213"). */
export function demoCaptchaAnswer(challenge: string): string {
  return challenge.match(/\d+/)?.[0] ?? '';
}
