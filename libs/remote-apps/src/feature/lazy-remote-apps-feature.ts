import { defineFeature } from '@kickoff/store';

// Here, with the feature the site lists: the declarations a published package emits keep it with this module.
declare module '@kickoff/store' {
  interface LazyFeatures {
    /** Installed with the first remote page, whose view is then the `remoteApps.page` port; nothing to call. */
    remoteApps: undefined;
  }
}

/**
 * Remote apps as the site installs them: a chunk of their own, installed by the first page of a remote app (the
 * line, live, casino …), so pages without one never load the registry, the loader, the sanitiser or the host bridge.
 * From the start it brings the page of every route whose table entry names a remote app, and the served remote page
 * the server hands to the browser (the anonymous page is the same for everyone), filled by the server's render.
 */
export const lazyRemoteAppsFeature = defineFeature({
  name: 'remote apps',
  later: [{ name: 'remoteApps', load: () => import('../remote-apps-module').then((chunk) => chunk.remoteAppsModule) }],
  routes: {
    remoteAppPage: (ctx) =>
      ctx.ports
        .lazy('remoteApps')
        .load()
        .then(() => import('../pages/RemoteAppPage')),
  },
  server: {
    sharedAnswers: ['remoteAppsServedPage'],
    // The server's parts: the route's remote page in the first response, the configured remote origins in the
    // page's security policy. Only the server asks for them, so their code stays off the browser's first load.
    load: () => import('../served/server'),
  },
});
