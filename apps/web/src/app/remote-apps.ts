import type { CouponListeners } from '@kickoff/coupon';
import { systemClock } from '@kickoff/runtime';
import {
  browserRemoteAppDom,
  createHostBridge,
  createOriginPolicy,
  type OriginPolicy,
  type RemoteAppDom,
  type RemoteAppsLogger,
  type RemoteAppsRuntime,
  type RemotePagesStartListening,
  registerRemoteAppsListeners,
  remoteAppsSlice,
  remotePagesSlice,
} from '@kickoff/remote-apps';
import { createHostBridgePorts, type HostBridgePortDeps } from './host-bridge-ports';
import type { rootReducer } from './store';

/** The site's own origin is always trusted for remote code; site config (`remoteAppOrigins`) may add others. */
export function allowedRemoteOrigins(location: Pick<Location, 'origin'>): string[] {
  return [location.origin];
}

/**
 * An origin policy that follows site config: it is built before the config has loaded, and a brand's config
 * may trust more origins. An entry that is not an origin is logged and ignored, never widening the list.
 */
export function siteConfigOriginPolicy(base: readonly string[], configured: () => readonly string[] | undefined, href: string, logger: RemoteAppsLogger): OriginPolicy {
  let seen = '';
  let current = createOriginPolicy(base, href);
  const policy = () => {
    const next = configured();
    const key = JSON.stringify(next ?? []);
    if (key === seen) return current;
    seen = key;
    const valid = (next ?? []).filter((origin) => {
      try {
        createOriginPolicy([origin], href);
        return true;
      } catch (error) {
        logger.error('remote-apps: site config names something that is not an origin', { origin, error });
        return false;
      }
    });
    current = createOriginPolicy([...base, ...valid], href);
    return current;
  };
  return {
    get origins() {
      return policy().origins;
    },
    isAllowed: (url) => policy().isAllowed(url),
  };
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
  /** The extra origins the loaded site config trusts (`remoteAppOrigins`). */
  configuredOrigins?: () => readonly string[] | undefined;
}

/** The runtime the views read and the listeners of loads, retries and the registry. */
export function startRemoteApps({ win, startListening, logger, platformOrigin, allowedOrigins = allowedRemoteOrigins(win.location), configuredOrigins = () => undefined }: RemoteAppsSetup): { runtime: RemoteAppsRuntime; dom: RemoteAppDom; stop: () => void } {
  const doc = win.document;
  const dom = browserRemoteAppDom(doc);
  const policy = siteConfigOriginPolicy(allowedOrigins, configuredOrigins, win.location.href, logger);
  const stop = registerRemoteAppsListeners(startListening as RemotePagesStartListening, { dom, logger });
  return { runtime: { doc, dom, policy, pageOrigin: platformOrigin || win.location.origin, logger }, dom, stop };
}

export interface HostBridgeSetup {
  win: Window;
  store: HostBridgePortDeps['store'];
  coupon: Pick<CouponListeners, 'subscribe'>;
  navigate(path: string): void;
  language(): string;
  logger: RemoteAppsLogger;
  accountEntry?: HostBridgePortDeps['accountEntry'];
}

/** Installs `window.KickoffHost` (and fires `kickoff:host-ready`); returns the undo. */
export function installHostBridge({ win, store, coupon, navigate, language, logger, accountEntry }: HostBridgeSetup): () => void {
  const ports = createHostBridgePorts({ store, coupon, navigate, language, now: () => systemClock.now(), accountEntry });
  const bridge = createHostBridge(ports, { logger, eventTarget: win });
  const uninstall = bridge.install(win);
  return () => {
    uninstall();
    bridge.dispose();
  };
}
