import { combineSlices, configureStore, createListenerMiddleware, type Middleware, type UnknownAction } from '@reduxjs/toolkit';
import { createPlatformClient, platformApi, type PlatformEnvironment } from '@kickoff/platform-api';
import type { PlatformMock } from '@kickoff/platform-mock';
import { memoryCookies, memoryStorage } from '@kickoff/runtime';
import type { CredentialsCard } from '../registration/domain/credentials-card';
import type { FinishRegistrationProfile } from '../registration/domain/finish-registration';
import type { RegistrationPage } from '../registration/domain/registration-opening';
import { registerRegistrationListeners } from '../registration/state/register-registration-listeners';
import type { RegistrationStartListening } from '../registration/state/registration-listener-types';
import type { RegistrationAnalyticsEvent, RegistrationPorts, RegistrationSettings } from '../registration/state/registration-ports';
import { registrationSlice } from '../registration/state/registration-slice';
import { sessionSlice } from '../state/session-slice';
import { cookieKeepingFetch } from './cookie-fetch';

export const REGISTRATION_ORIGIN = 'http://kickoff.test';

export const ALL_REGISTRATION_SETTINGS: RegistrationSettings = {
  isRegistrationEnabled: true,
  registrationTypes: ['one-click', 'phone', 'full', 'social'],
  defaultCurrency: 'RUB',
};

export interface RegistrationTestOptions {
  page?: RegistrationPage;
  widgetMode?: boolean;
  /** null: site config not loaded. */
  settings?: RegistrationSettings | null;
  /** Omit the port to see the finish-registration modal fail visibly. */
  completeProfile?: ((profile: FinishRegistrationProfile) => Promise<void>) | null;
  /** What opening the widget does (default: resolves). */
  openWidget?: () => void | Promise<void>;
  /** Make a download fail, as a browser without a canvas would. */
  failDownloads?: boolean;
  /** Where requests go; defaults to Node's fetch with a cookie jar (the mock's MSW server answers). */
  fetch?: typeof fetch;
  /** Ports a story replaces with its `fn()` spies (navigate, openWidget, track …). */
  ports?: Partial<RegistrationPorts>;
}

export interface RecordedDownload {
  kind: 'text' | 'image';
  fileName: string;
  text?: string;
  card?: CredentialsCard;
}

/** A store as apps/web builds one for registration (platform API, session and registration slices, listeners) over the mock. */
export function createRegistrationTestStore(mock: PlatformMock, options: RegistrationTestOptions = {}) {
  const cookies = memoryCookies(mock.clock);
  const env: PlatformEnvironment = { origin: REGISTRATION_ORIGIN, appName: 'kickoff-web', clock: mock.clock, cookies, storage: memoryStorage(), fetch: options.fetch ?? cookieKeepingFetch() };
  const platform = createPlatformClient(env);
  const listenerMiddleware = createListenerMiddleware();
  const actions: UnknownAction[] = [];
  const recordActions: Middleware = () => (next) => (action) => {
    actions.push(action as UnknownAction);
    return next(action);
  };
  const store = configureStore({
    reducer: combineSlices(platformApi, sessionSlice, registrationSlice),
    middleware: (getDefault) =>
      getDefault({ thunk: { extraArgument: { platform } }, serializableCheck: { warnAfter: 200 }, immutableCheck: { warnAfter: 200 } })
        .prepend(recordActions, listenerMiddleware.middleware)
        .concat(platformApi.middleware),
  });
  const recorded = {
    navigations: [] as string[],
    widgetOpenings: 0,
    tracked: [] as RegistrationAnalyticsEvent[],
    downloads: [] as RecordedDownload[],
    openedUrls: [] as string[],
    profiles: [] as FinishRegistrationProfile[],
    logs: [] as { message: string; detail: unknown }[],
  };
  let settings = options.settings === undefined ? ALL_REGISTRATION_SETTINGS : options.settings;
  let page: RegistrationPage = options.page ?? 'other';
  const refuseDownload = () => {
    if (options.failDownloads) throw new Error('no canvas here');
  };
  const completeProfile = options.completeProfile === undefined ? async (profile: FinishRegistrationProfile) => void recorded.profiles.push(profile) : options.completeProfile;
  const ports: RegistrationPorts = {
    currentPage: () => page,
    isWidgetMode: () => options.widgetMode ?? false,
    registrationSettings: () => settings,
    navigate: (target) => void recorded.navigations.push(target),
    openWidget: () => {
      recorded.widgetOpenings += 1;
      return options.openWidget?.();
    },
    track: (event) => void recorded.tracked.push(event),
    downloads: {
      downloadText: (fileName, text) => {
        refuseDownload();
        recorded.downloads.push({ kind: 'text', fileName, text });
      },
      downloadImage: async (fileName, card) => {
        refuseDownload();
        recorded.downloads.push({ kind: 'image', fileName, card });
      },
    },
    openUrl: (url) => void recorded.openedUrls.push(url),
    language: () => 'en',
    ...(completeProfile ? { completeProfile } : {}),
    log: (message, detail) => void recorded.logs.push({ message, detail }),
    ...options.ports,
  };
  const stop = registerRegistrationListeners(listenerMiddleware.startListening as RegistrationStartListening, ports);
  return {
    store,
    /** Every action dispatched, oldest first. */
    actions,
    cookies,
    recorded,
    stop,
    /** What was logged, messages only. */
    logMessages: () => recorded.logs.map((entry) => entry.message),
    setSettings: (next: RegistrationSettings | null) => void (settings = next),
    setPage: (next: RegistrationPage) => void (page = next),
  };
}
