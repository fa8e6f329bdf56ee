import type { AppStartListening } from '@kickoff/store';
import type { RemoteAppsLogger } from '../logger';
import type { RemoteAppDom } from './remote-app-dom';
import { remoteAppReleased, remoteAppStatusRequested, selectRemoteApp } from './remote-apps-slice';
import { statusName } from './remote-app-status';
import { canMove } from './transitions';

/**
 * Reducers stay pure, so the side of the registry that talks to the world lives here: a refused move is
 * reported (RA-004), and an app nobody uses any more has its styles and scripts removed (RA-005).
 */
export function startRegistryListeners(
  startListening: AppStartListening,
  { dom, logger }: { dom: RemoteAppDom; logger: RemoteAppsLogger },
) {
  const stops = [
    startListening({
      actionCreator: remoteAppStatusRequested,
      effect: ({ payload }, api) => {
        const from = selectRemoteApp(api.getOriginalState(), payload.appName).status;
        if (!canMove(from, payload.status)) {
          logger.error(
            `remote app "${payload.appName}": move ${statusName(from)} → ${statusName(payload.status)} refused`,
          );
        }
      },
    }),
    startListening({
      actionCreator: remoteAppReleased,
      effect: ({ payload }, api) => {
        const before = selectRemoteApp(api.getOriginalState(), payload.appName);
        const after = selectRemoteApp(api.getState(), payload.appName);
        if (before.users > 0 && after.users === 0) dom.unload(payload.appName);
      },
    }),
  ];
  return () => stops.forEach((stop) => stop());
}
