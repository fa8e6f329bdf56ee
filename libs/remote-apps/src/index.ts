// The public face of @kickoff/remote-apps: the feature module and what the app renders of it. Remote code itself
// never imports this package: its contract is `window.KickoffHost` (README "Host bridge").
export { remoteAppsFeature } from './feature/remote-apps-feature';
export { lazyRemoteAppsFeature } from './feature/lazy-remote-apps-feature';
export { remoteAppsModule } from './remote-apps-module';
export { RemotePage } from './components/RemotePage';
export { RemoteAppsProvider } from './components/remote-apps-runtime';
export type { BridgePreferencesSource, PreferencesSnapshot } from './bridge/preferences-port';
export type { RemotePageRequest } from './pages/remote-page-request';
