import { type SessionPlayer, signedIn } from '@kickoff/contracts';
import type { AppStartListening } from '@kickoff/store';
import { isAnyOf } from '@reduxjs/toolkit';
import { userConfigApi } from './user-config-api';
import { userConfigActions, userConfigLoadAsked } from './user-config-slice';

/** UC-008: the config is (re)loaded on every sign-in, fresh from the platform; a signed-out visitor has none. */
export function startUserConfigLoading(
  startAppListening: AppStartListening,
  player: SessionPlayer,
  log: (message: string, detail?: unknown) => void,
): () => void {
  return startAppListening({
    matcher: isAnyOf(signedIn, userConfigLoadAsked),
    effect: async (_, api) => {
      // A newer sign-in (or a sign-out) supersedes this load.
      api.cancelActiveListeners();
      if (!player.isAuthenticated(api.getState())) return;
      api.dispatch(userConfigActions.userConfigRequested());
      const request = api.dispatch(
        userConfigApi.endpoints.userConfigLoad.initiate(undefined, { subscribe: false, forceRefetch: true }),
      );
      const result = await api.pause(request).catch(() => undefined);
      if (result === undefined || !player.isAuthenticated(api.getState())) return;
      if (result.data) api.dispatch(userConfigActions.userConfigReceived(result.data));
      else {
        log('user config failed to load', result.error);
        api.dispatch(userConfigActions.userConfigFailed());
      }
    },
  });
}
