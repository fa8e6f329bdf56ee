import type { LoadableFeature } from '@kickoff/store';
import { remoteAppsFeature } from './feature/remote-apps-feature';

/**
 * The remote apps' chunk, the `later` part `remoteApps` of `lazyRemoteAppsFeature` (the module the app lists):
 * remote apps are a chunk of their own, installed by the first page of a remote app, so pages without one (the
 * home page) never load the registry, the page loads, the sanitiser or the host bridge. The bridge is still in place
 * before any remote code runs: that code comes with the page that installed it.
 */
export const remoteAppsModule: LoadableFeature<undefined> = {
  feature: remoteAppsFeature,
  api: () => undefined,
};
