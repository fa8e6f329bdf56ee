import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { REMOTE_APP_STATUS, type RemoteAppStatus } from './remote-app-status';
import { canMove } from './transitions';

export interface RemoteAppEntry {
  status: RemoteAppStatus;
  /** Views and components using the app now (RA-005): at 0 the app is unloaded. */
  users: number;
}

export interface RemoteAppsState {
  apps: Record<string, RemoteAppEntry>;
}

const initialState: RemoteAppsState = { apps: {} };

const entryOf = (state: RemoteAppsState, appName: string): RemoteAppEntry =>
  (state.apps[appName] ??= { status: REMOTE_APP_STATUS.notExisting, users: 0 });

export const remoteAppsSlice = createSlice({
  name: 'remoteApps',
  initialState,
  reducers: {
    /** A move is applied only when the table allows it (RA-003); a refused one leaves the state as it was (RA-004). */
    remoteAppStatusRequested(state, { payload }: PayloadAction<{ appName: string; status: RemoteAppStatus }>) {
      const entry = entryOf(state, payload.appName);
      if (canMove(entry.status, payload.status)) entry.status = payload.status;
    },
    remoteAppUsed(state, { payload }: PayloadAction<{ appName: string }>) {
      entryOf(state, payload.appName).users += 1;
    },
    /** The last user leaving unloads the app: its state goes back to not-existing (RA-005). */
    remoteAppReleased(state, { payload }: PayloadAction<{ appName: string }>) {
      const entry = state.apps[payload.appName];
      if (!entry || entry.users === 0) return;
      entry.users -= 1;
      if (entry.users === 0 && canMove(entry.status, REMOTE_APP_STATUS.notExisting))
        entry.status = REMOTE_APP_STATUS.notExisting;
    },
  },
});

export const { remoteAppStatusRequested, remoteAppUsed, remoteAppReleased } = remoteAppsSlice.actions;

/** Lazy slices may be missing from the root state until injected. */
export interface RemoteAppsRootState {
  remoteApps?: RemoteAppsState;
}

// One shared object, so selectors stay referentially stable for apps the registry has never seen.
const UNKNOWN_APP: RemoteAppEntry = Object.freeze({ status: REMOTE_APP_STATUS.notExisting, users: 0 });

export function selectRemoteApp(state: RemoteAppsRootState, appName: string): RemoteAppEntry {
  return state.remoteApps?.apps[appName] ?? UNKNOWN_APP;
}
