import { combineSlices, configureStore, createListenerMiddleware } from '@reduxjs/toolkit';
import { createPlatformClient, platformApi, type PlatformEnvironment } from '@kickoff/platform-api';
import type { PlatformMock } from '@kickoff/platform-mock';
import { memoryCookies, memoryStorage } from '@kickoff/runtime';
import { registerOneTapListeners, type OneTapStartListening } from '../one-tap/one-tap-listener';
import type { OneTapPorts } from '../one-tap/one-tap-ports';
import { oneTapSlice } from '../one-tap/one-tap-slice';
import { sessionSlice } from '../state/session-slice';
import { cookieKeepingFetch } from './cookie-fetch';

export const ONE_TAP_SITE_ORIGIN = 'http://kickoff.test';

export interface OneTapTestOptions {
  /** A signed-in user (session preloaded with this id). */
  userId?: number | null;
  fetch?: typeof fetch;
  /** The provider's answer; by default the mock's demo credential of user `demo`. */
  requestCredential?: OneTapPorts['requestCredential'];
  signInContext?: OneTapPorts['signInContext'];
  /** Also told every URL opened (stories pass a spy). */
  openUrl?: OneTapPorts['openUrl'];
}

/** A store as apps/web builds one for the one-tap prompt over the platform mock, with recording ports. */
export function createOneTapTestStore(mock: PlatformMock, options: OneTapTestOptions = {}) {
  const opened: string[] = [];
  const askedWith: string[] = [];
  const logs: string[] = [];
  const env: PlatformEnvironment = {
    origin: ONE_TAP_SITE_ORIGIN,
    appName: 'kickoff-web',
    clock: mock.clock,
    cookies: memoryCookies(mock.clock),
    storage: memoryStorage(),
    fetch: options.fetch ?? cookieKeepingFetch(),
  };
  const platform = createPlatformClient(env);
  const listenerMiddleware = createListenerMiddleware();
  const store = configureStore({
    reducer: combineSlices(platformApi, sessionSlice, oneTapSlice),
    preloadedState: { session: { ...sessionSlice.getInitialState(), userId: options.userId ?? null } },
    middleware: (getDefault) =>
      getDefault({ thunk: { extraArgument: { platform } }, serializableCheck: { warnAfter: 200 }, immutableCheck: { warnAfter: 200 } })
        .prepend(listenerMiddleware.middleware)
        .concat(platformApi.middleware),
  });
  const requestCredential = options.requestCredential ?? (async () => 'demo-credential:demo');
  const ports: OneTapPorts = {
    requestCredential: (clientId) => {
      askedWith.push(clientId);
      return requestCredential(clientId);
    },
    openUrl: (url) => {
      opened.push(url);
      options.openUrl?.(url);
    },
    siteOrigin: ONE_TAP_SITE_ORIGIN,
    signInContext: options.signInContext ?? (() => ({ language: 'ru', currency: 'RUB', countryId: 1 })),
    log: (message) => void logs.push(message),
  };
  const stop = registerOneTapListeners(listenerMiddleware.startListening as OneTapStartListening, ports);
  return { store, opened, askedWith, logs, stop };
}
