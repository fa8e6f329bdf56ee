import { selectSiteConfig } from '@kickoff/site-config';
import { defineFeature } from '@kickoff/store';
import { createHostBridge } from '../bridge/host-bridge';
import type { ComponentType } from 'react';
import { type RemotePageProps, remotePageOfSite } from '../components/RemotePage';
import type { RemoteAppsRuntime } from '../components/remote-apps-runtime';
import { remoteAppsResources } from '../i18n/resources';
import { type RemotePagesState, remotePagesSlice } from '../pages/remote-pages-slice';
import { registerRemoteAppsListeners } from '../register-remote-apps';
import { type RemoteAppDom, browserRemoteAppDom } from '../registry/remote-app-dom';
import { type RemoteAppsState, remoteAppsSlice } from '../registry/remote-apps-slice';
import { siteBridgeLinks } from './host-bridge-links';
import { allowedRemoteOrigins, siteConfigOriginPolicy } from './site-origins';

declare module '@kickoff/store' {
  interface LazyLoadedSlices {
    /** never persisted: a remote page is loaded afresh on every visit */
    remoteApps: RemoteAppsState;
    remotePages: RemotePagesState;
  }
  interface FeaturePorts {
    /** What remote pages render with (`RemoteAppsProvider`); null where there is no document (a server render). */
    'remoteApps.runtime': RemoteAppsRuntime | null;
    /** `RemotePage` under that runtime: what a page of the site renders for a remote app's content. */
    'remoteApps.page': ComponentType<RemotePageProps>;
  }
}

/** Where there is no document nothing is loaded or run; a server render never gets as far as asking. */
const documentlessDom: RemoteAppDom = {
  loadScript: () => Promise.reject(new Error('remote-apps: no document here')),
  runCode: () => {
    throw new Error('remote-apps: no document here');
  },
  unload: () => undefined,
};

export interface RemoteAppsFeatureOptions {
  /** The DOM adapter instead of the page document's (jsdom runs no scripts: specs pass a recording one). */
  dom?: RemoteAppDom;
}

/**
 * Remote apps join the site: the registry and page slices with their listeners, the origin policy following site
 * config's `remoteAppOrigins`, the runtime the views render with (port `remoteApps.runtime`, and `remoteApps.page`, the
 * page view under it), and `window.KickoffHost` over the coupon and the session.
 */
export function createRemoteAppsFeature({ dom: givenDom }: RemoteAppsFeatureOptions = {}) {
  return defineFeature({
    name: 'remote-apps',
    slices: [remoteAppsSlice, remotePagesSlice],
    resources: [remoteAppsResources],
    register(ctx) {
      const logger = ctx.adapters.logger;
      const doc = ctx.adapters.page.document();
      const page = ctx.adapters.page.address();
      const dom = givenDom ?? (doc ? browserRemoteAppDom(doc) : documentlessDom);
      const stopListeners = registerRemoteAppsListeners(ctx.startAppListening, {
        dom,
        logger,
        timers: ctx.adapters.timers,
        clock: ctx.adapters.clock,
      });
      const policy = siteConfigOriginPolicy(
        allowedRemoteOrigins(page),
        () => selectSiteConfig(ctx.store.getState(), ctx.i18n.language)?.remoteAppOrigins,
        page.href,
        logger,
      );
      const runtime = doc
        ? { doc, dom, policy, pageOrigin: ctx.site.platformOrigin || page.origin, logger, clock: ctx.adapters.clock }
        : null;
      ctx.ports.provide('remoteApps.runtime', runtime);
      ctx.ports.provide('remoteApps.page', remotePageOfSite(runtime));
      // Installed at once, before the first render, so a remote's code finds `window.KickoffHost` already there.
      const win = doc?.defaultView;
      if (!win) return stopListeners;
      const bridge = createHostBridge(siteBridgeLinks(ctx), { logger, eventTarget: win });
      const uninstall = bridge.install(win);
      return () => {
        uninstall();
        bridge.dispose();
        stopListeners();
      };
    },
  });
}

export const remoteAppsFeature = createRemoteAppsFeature();
