// The remote apps' server-only parts (`server.load` of the lazy feature): a chunk the browser never loads.
export { prepareRemotePage as preparePage } from './prepare-remote-page';
export { remoteAppsThirdParties as thirdParties } from './remote-apps-third-party';
