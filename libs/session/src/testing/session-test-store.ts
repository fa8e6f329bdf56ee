import type { PlatformMock } from '@kickoff/platform-mock';
import { manualActivity, type KeyValueStorage } from '@kickoff/runtime';
import type { SessionNavigation, SessionPorts } from '../state/ports';
import { registerSessionListeners } from '../state/register-session-listeners';
import { createListenerTestStore } from './listener-test-store';

export { ORIGIN } from './listener-test-store';

export interface SessionTestOptions {
  storage?: KeyValueStorage;
  protectedPage?: boolean;
  confirmTermsPage?: boolean;
  termsExemptPage?: boolean;
  autoLogoffMinutes?: number | null;
  visible?: boolean;
}

/** A store as apps/web builds one (platform API, session slice, listener middleware) over the mock platform, with the core's listeners. */
export function createSessionTestStore(mock: PlatformMock, options: SessionTestOptions = {}) {
  const base = createListenerTestStore(mock, { storage: options.storage, visible: options.visible });
  const activity = manualActivity();
  const navigations: SessionNavigation[] = [];
  const ports: SessionPorts = {
    timers: base.timers,
    visibility: base.visibility,
    cookies: base.cookies,
    storage: base.storage,
    activity,
    isProtectedPage: () => options.protectedPage ?? false,
    navigate: (target) => void navigations.push(target),
    isConfirmTermsPage: () => options.confirmTermsPage ?? false,
    isTermsExemptPage: () => options.termsExemptPage ?? false,
    autoLogoffMinutes: () => (options.autoLogoffMinutes === undefined ? 15 : options.autoLogoffMinutes),
    log: base.log,
  };
  const stop = registerSessionListeners(base.startListening, ports);
  return { store: base.store, timers: base.timers, visibility: base.visibility, cookies: base.cookies, storage: base.storage, activity, navigations, logs: base.logs, stop, signInOnPlatform: base.signInOnPlatform };
}
