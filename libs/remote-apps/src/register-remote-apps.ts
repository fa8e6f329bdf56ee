import type { Clock, Timers } from '@kickoff/runtime';
import type { AppStartListening } from '@kickoff/store';
import type { RemoteAppsLogger } from './logger';
import { startRemotePageListeners } from './pages/remote-page-listeners';
import { startRegistryListeners } from './registry/registry-listeners';
import type { RemoteAppDom } from './registry/remote-app-dom';

export interface RemoteAppsListenerOptions {
  dom: RemoteAppDom;
  logger: RemoteAppsLogger;
  /** Retry delays run here. */
  timers: Timers;
  /** The reload throttle reads it. */
  clock: Clock;
}

/** Starts the registry's and the page loads' listeners; returns the undo (which also cancels running loads). */
export function registerRemoteAppsListeners(
  startListening: AppStartListening,
  { dom, logger, timers, clock }: RemoteAppsListenerOptions,
) {
  const stopRegistry = startRegistryListeners(startListening, { dom, logger });
  const stopPages = startRemotePageListeners(startListening, { timers, clock, logger });
  return () => {
    stopPages();
    stopRegistry();
  };
}
