import { type Clock, systemClock, systemTimers, type Timers } from '@kickoff/runtime';
import type { RemoteAppsLogger } from './logger';
import { type RemotePagesStartListening, startRemotePageListeners } from './pages/remote-page-listeners';
import { type RemoteAppsStartListening, startRegistryListeners } from './registry/registry-listeners';
import type { RemoteAppDom } from './registry/remote-app-dom';

export interface RemoteAppsListenerOptions {
  dom: RemoteAppDom;
  logger: RemoteAppsLogger;
  /** Retry delays run here; specs pass manual timers. */
  timers?: Timers;
  /** The reload throttle reads it. */
  clock?: Clock;
}

/** Starts the registry's and the page loads' listeners; returns the undo (which also cancels running loads). */
export function registerRemoteAppsListeners(startListening: RemotePagesStartListening, { dom, logger, timers = systemTimers, clock = systemClock }: RemoteAppsListenerOptions) {
  const stopRegistry = startRegistryListeners(startListening as unknown as RemoteAppsStartListening, { dom, logger });
  const stopPages = startRemotePageListeners(startListening, { timers, clock, logger });
  return () => {
    stopPages();
    stopRegistry();
  };
}
