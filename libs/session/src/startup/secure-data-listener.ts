import type { AppStartListening } from '@kickoff/store';
import { selectIsWatchingUser } from '../state/selectors';
import { startupApi } from './startup-api';
import type { StartupDeps } from './startup-deps';
import { startupServicesLoaded } from './startup-services-loaded';
import { SECURE_GRANT_COOKIE, SECURE_GRANT_COOKIE_MAX_AGE_SECONDS } from './startup-timing';

/**
 * SES-071 / SES-072: the secure data is fetched whenever a signed-in user appears while the session runs: on a
 * fresh load (the first session check finds the user), after a sign-in, after a sign-in in another tab. The
 * grant goes to a cookie; an empty answer writes nothing and logs "secure data empty".
 */
export function registerSecureData(
  startListening: AppStartListening,
  deps: Pick<StartupDeps, 'cookies' | 'log'>,
): () => void {
  const unsubscribe = startListening({
    // The chunk may arrive after the user appeared (a fast first session check): it fetches for them then.
    predicate: (action, state, previous) =>
      selectIsWatchingUser(state) && (!selectIsWatchingUser(previous) || startupServicesLoaded.match(action)),
    effect: async (_, api) => {
      api.cancelActiveListeners();
      const result = await api.dispatch(
        startupApi.endpoints.sessionSecureData.initiate(undefined, { forceRefetch: true, subscribe: false }),
      );
      // Signed out (or signed in again) meanwhile: this answer belongs to a session that is gone.
      if (api.signal.aborted || !selectIsWatchingUser(api.getState())) return;
      if (result.error !== undefined) {
        deps.log?.('secure data failed', result.error);
        return;
      }
      const { ggru, grant } = result.data ?? { ggru: '', grant: '' };
      // Both or nothing: a grant without its ggru (or the reverse) is as useless as none.
      if (ggru.trim() === '' || grant.trim() === '') {
        deps.log?.('secure data empty');
        return;
      }
      deps.cookies.set(SECURE_GRANT_COOKIE, grant, { path: '/', maxAgeSeconds: SECURE_GRANT_COOKIE_MAX_AGE_SECONDS });
    },
  });
  return () => unsubscribe({ cancelActive: true });
}
