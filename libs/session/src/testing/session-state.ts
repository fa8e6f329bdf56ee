import type { PlatformMock } from '@kickoff/platform-mock';
import { defineFeature } from '@kickoff/store';
import { buildPlayerSite, signInOnPlatform, type TestStore } from '@kickoff/testing';
import { type KeyValueStorage, manualActivity, manualVisibility, memoryCookies, memoryStorage } from '@kickoff/runtime';
import type { SessionNavigation, SessionDeps } from '../state/session-deps';
import { registerSessionServices } from '../state/register-session-services';
import { sessionSlice } from '../state/session-slice';

/** The session's state alone: a spec starts the listeners it is about, with deps it watches. */
export const sessionState = defineFeature({ name: 'session state', slices: [sessionSlice] });

export interface SessionListenerOptions {
  protectedPage?: boolean;
  confirmTermsPage?: boolean;
  termsExemptPage?: boolean;
  /** Site config's idle minutes; 15 by default, null = auto logoff off. */
  autoLogoffMinutes?: number | null;
}

/** The session core's listeners (check, logout, auto logoff, terms) on a test store's adapters, navigations recorded. */
export function startSessionListeners(site: TestStore, options: SessionListenerOptions = {}) {
  const navigations: SessionNavigation[] = [];
  const logs: string[] = [];
  const { adapters } = site;
  const deps: SessionDeps = {
    timers: adapters.timers,
    visibility: adapters.visibility,
    cookies: adapters.cookies,
    storage: adapters.localStorage,
    activity: adapters.activity,
    routeKnown: () => Promise.resolve(),
    isProtectedPage: () => options.protectedPage ?? false,
    navigate: (target) => void navigations.push(target),
    isConfirmTermsPage: () => options.confirmTermsPage ?? false,
    isTermsExemptPage: () => options.termsExemptPage ?? false,
    autoLogoffMinutes: () => (options.autoLogoffMinutes === undefined ? 15 : options.autoLogoffMinutes),
    log: (message) => void logs.push(message),
  };
  const stop = registerSessionServices(site.ctx.startAppListening, deps);
  return { navigations, logs, stop };
}

/**
 * A test store with the session's state and, unless `core: false`, its core listeners over `mock`: what the session
 * specs drive. Its time is manual (`timers`); the page is visible unless told otherwise; `storage` is local storage
 * two page loads may share.
 */
export function createSessionSite(
  mock: PlatformMock,
  options: SessionListenerOptions & { visible?: boolean; core?: boolean; storage?: KeyValueStorage } = {},
) {
  const visibility = manualVisibility(options.visible ?? true);
  const activity = manualActivity();
  const storage = options.storage ?? memoryStorage();
  const cookies = memoryCookies(mock.clock);
  const site = buildPlayerSite({
    features: [sessionState],
    mock,
    adapters: { visibility, activity, localStorage: storage, cookies },
  });
  const core =
    options.core === false
      ? { navigations: [], logs: [] as string[], stop: () => undefined }
      : startSessionListeners(site, options);
  return {
    site,
    store: site.store,
    startListening: site.ctx.startAppListening,
    platform: site.platform,
    timers: site.adapters.timers,
    visibility,
    cookies,
    storage,
    activity,
    ...core,
    log: (message: string) => void core.logs.push(message),
    signInOnPlatform: (login?: string) => signInOnPlatform(site, login),
  };
}

/** A session site for a spec that starts its own listeners; `withSessionCore` adds the core's, on pages exempt from terms. */
export function createListenerSite(
  mock: PlatformMock,
  {
    withSessionCore = false,
    ...options
  }: { withSessionCore?: boolean; visible?: boolean; storage?: KeyValueStorage } = {},
) {
  return createSessionSite(mock, { ...options, core: withSessionCore, autoLogoffMinutes: null, termsExemptPage: true });
}
