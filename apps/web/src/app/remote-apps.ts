import type { CouponListeners, CouponRootState } from '@kickoff/coupon';
import {
  browserRemoteAppDom,
  createHostBridge,
  createOriginPolicy,
  type RemoteAppDom,
  type RemoteAppsLogger,
  type RemoteAppsRuntime,
  type RemotePagesStartListening,
  registerRemoteAppsListeners,
  remoteAppsSlice,
  remotePagesSlice,
} from '@kickoff/remote-apps';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { createHostBridgePorts } from './host-bridge-ports';
import type { rootReducer } from './store';

/**
 * Where remote code may come from. Only the site's own origin for now: the demo remotes are served by the
 * platform on this origin. Site config should supply this list per brand (e.g. `remoteApps.allowedOrigins`,
 * see libs/remote-apps README "Allowed origins"); until its contract has the field, this is the one place to change.
 */
export function allowedRemoteOrigins(location: Pick<Location, 'origin'>): string[] {
  return [location.origin];
}

/** Not persisted: a remote page is loaded afresh on every visit. */
export function injectRemoteAppsSlices(reducer: typeof rootReducer): void {
  reducer.inject(remoteAppsSlice);
  reducer.inject(remotePagesSlice);
}

export interface RemoteAppsSetup {
  win: Window;
  startListening: unknown;
  logger: RemoteAppsLogger;
  /** The origin platform answers come from (the same as the page unless VITE_PLATFORM_ORIGIN says otherwise). */
  platformOrigin?: string;
  /** Defaults to `allowedRemoteOrigins(win.location)`; tests name the mock platform's origin. */
  allowedOrigins?: readonly string[];
}

/** The runtime the views read and the listeners of loads, retries and the registry. */
export function startRemoteApps({ win, startListening, logger, platformOrigin, allowedOrigins = allowedRemoteOrigins(win.location) }: RemoteAppsSetup): { runtime: RemoteAppsRuntime; dom: RemoteAppDom; stop: () => void } {
  const doc = win.document;
  const dom = browserRemoteAppDom(doc);
  const policy = createOriginPolicy(allowedOrigins, win.location.href);
  const stop = registerRemoteAppsListeners(startListening as RemotePagesStartListening, { dom, logger });
  return { runtime: { doc, dom, policy, pageOrigin: platformOrigin || win.location.origin, logger }, dom, stop };
}

export interface HostBridgeSetup {
  win: Window;
  store: { getState(): CouponRootState; dispatch: ThunkDispatch<never, unknown, UnknownAction> };
  coupon: Pick<CouponListeners, 'subscribe'>;
  navigate(path: string): void;
  language(): string;
  logger: RemoteAppsLogger;
}

/** Installs `window.KickoffHost` (and fires `kickoff:host-ready`); returns the undo. */
export function installHostBridge({ win, store, coupon, navigate, language, logger }: HostBridgeSetup): () => void {
  const ports = createHostBridgePorts({ store, coupon, navigate, language, now: () => Date.now() });
  const bridge = createHostBridge(ports, { logger, eventTarget: win });
  const uninstall = bridge.install(win);
  return () => {
    uninstall();
    bridge.dispose();
  };
}
