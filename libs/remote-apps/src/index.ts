// The public face of @kickoff/remote-apps: slices, endpoints, listeners, components, the host bridge, texts.
export { REMOTE_APP_STATUS, statusName } from './registry/remote-app-status';
export type { RemoteAppStatus } from './registry/remote-app-status';
export { ALLOWED_MOVES, canMove } from './registry/transitions';
export { remoteAppsSlice, remoteAppStatusRequested, remoteAppUsed, remoteAppReleased, selectRemoteApp } from './registry/remote-apps-slice';
export type { RemoteAppEntry, RemoteAppsRootState, RemoteAppsState } from './registry/remote-apps-slice';
export { browserRemoteAppDom, REMOTE_APP_ATTRIBUTE } from './registry/remote-app-dom';
export type { BrowserDomOptions, RemoteAppDom } from './registry/remote-app-dom';

export { REMOTE_PAGE_FIRST_RETRY_DELAY_MS, REMOTE_PAGE_RELOAD_THROTTLE_MS, REMOTE_PAGE_RETRIES, retryDelayMs } from './pages/remote-page-defaults';
export { remotePageApi } from './pages/remote-page-api';
export type { RemotePageRequest } from './pages/remote-page-request';
export {
  isRetrying,
  remotePageAppFailed,
  remotePageApplied,
  remotePageLeft,
  remotePageReloadRequested,
  remotePageRequested,
  remotePageStatus,
  remotePagesSlice,
  selectRemotePageView,
} from './pages/remote-pages-slice';
export type { RemotePageStatus, RemotePageView as RemotePageViewState, RemotePagesRootState, RemotePagesState } from './pages/remote-pages-slice';
export type { RemotePagesStartListening } from './pages/remote-page-listeners';
export { registerRemoteAppsListeners } from './register-remote-apps';
export type { RemoteAppsListenerOptions } from './register-remote-apps';
export type { RemoteAppsLogger } from './logger';

export { createOriginPolicy } from './safety/origin-policy';
export type { OriginPolicy } from './safety/origin-policy';
export { sanitiseHtml } from './safety/sanitise-html';
export type { SanitisedHtml, SanitiseOptions } from './safety/sanitise-html';
export { RemoteErrorBoundary } from './safety/RemoteErrorBoundary';

export { RemoteAppsProvider } from './components/remote-apps-runtime';
export type { RemoteAppsRuntime } from './components/remote-apps-runtime';
export { RemotePage } from './components/RemotePage';
export type { RemotePageProps } from './components/RemotePage';
export { RemotePageView } from './components/RemotePageView';
export type { RemotePageViewProps } from './components/RemotePageView';
export { RemoteAppErrorView } from './components/RemoteAppErrorView';
export { RemotePageErrorView } from './components/RemotePageErrorView';
export { ConnectedRemoteContentModal, RemoteContentModal } from './components/RemoteContentModal';
export type { ConnectedRemoteContentModalProps, RemoteContentModalProps } from './components/RemoteContentModal';
export { REMOTE_MODALS, remoteModalRequest, remoteModalViewId } from './components/remote-modals';
export type { RemoteModalKind } from './components/remote-modals';
export { useRemotePage } from './components/use-remote-page';
export type { RemotePageBinding } from './components/use-remote-page';

export { BRIDGE_DOM_EVENTS, createHostBridge } from './bridge/host-bridge';
export type { HostBridge, HostBridgeOptions } from './bridge/host-bridge';
export { KICKOFF_HOST_VERSION } from './bridge/bridge-types';
export type { BridgeBetInput, BridgeEvent, BridgeEventType, BridgeResult, CouponSnapshot, HostBridgePorts, KickoffHostApi, UserSnapshot } from './bridge/bridge-types';

export { remoteAppsResources } from './i18n/resources';
