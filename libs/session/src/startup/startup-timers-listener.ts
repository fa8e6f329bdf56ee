import type { AppStartListening } from '@kickoff/store';
import { isAnyOf } from '@reduxjs/toolkit';
import { sessionStarted, sessionStopped } from '../state/session-slice';
import { newerVersionDeployed } from '@kickoff/contracts';
import { startupApi } from './startup-api';
import type { StartupDeps } from './startup-deps';
import { startupServicesLoaded } from './startup-services-loaded';
import { STARTUP_LOAD_DELAY_MS, VERSION_CHECK_DELAY_MS } from './startup-timing';
import { compareVersions } from './version-compare';

// The check's own event (it lives with the session's start: the notice's link must not wait for this chunk).
export { newerVersionDeployed };

type Deps = Pick<
  StartupDeps,
  'timers' | 'isBot' | 'currentVersion' | 'fetchDeployedVersion' | 'isSessionPreloaded' | 'loadFingerprint' | 'log'
>;

/**
 * The once-per-load timers (doc 001 §9): session and fingerprint loading 8 s after start (SES-068 … SES-070),
 * the version check 60 s after start (SES-062, SES-063). A search-engine bot gets none of them.
 */
export function registerStartupTimers(startListening: AppStartListening, deps: Deps): () => void {
  const unsubscribe = startListening({
    matcher: isAnyOf(sessionStarted, startupServicesLoaded),
    effect: async (action, api) => {
      api.cancelActiveListeners();
      if (deps.isBot()) return;
      const log = (message: string, detail?: unknown) => deps.log?.(message, detail);

      const loadSession = async () => {
        if (deps.isSessionPreloaded()) return;
        const result = await api.dispatch(
          startupApi.endpoints.sessionLoad.initiate(undefined, { forceRefetch: true, subscribe: false }),
        );
        if (result.error !== undefined && !api.signal.aborted) log('session load failed', result.error);
      };
      const loadFingerprint = async () => {
        try {
          await deps.loadFingerprint();
        } catch (error) {
          log('fingerprint load failed', error);
        }
      };
      const checkVersion = async () => {
        let deployed: string | null;
        try {
          deployed = await deps.fetchDeployedVersion();
        } catch (error) {
          log('version check failed', error);
          return;
        }
        if (api.signal.aborted || deployed === null) return;
        const order = compareVersions(deployed, deps.currentVersion);
        if (order === null) log('version check: unreadable version', { deployed, current: deps.currentVersion });
        // SES-063: only a newer deploy is news; the same or an older one (a rollback) fires nothing.
        if (order === 1) api.dispatch(newerVersionDeployed({ deployed, current: deps.currentVersion }));
      };

      const sinceStart = startupServicesLoaded.match(action) ? action.payload.sinceStartMs : 0;
      const loads = deps.timers.setTimeout(
        () => void Promise.all([loadSession(), loadFingerprint()]),
        Math.max(0, STARTUP_LOAD_DELAY_MS - sinceStart),
      );
      const versionCheck = deps.timers.setTimeout(
        () => void checkVersion(),
        Math.max(0, VERSION_CHECK_DELAY_MS - sinceStart),
      );
      const stop = () => {
        deps.timers.clearTimeout(loads);
        deps.timers.clearTimeout(versionCheck);
      };
      // Cleared the moment a new start or a stop cancels this run, before a due timer could still fire.
      api.signal.addEventListener('abort', stop, { once: true });
      await api.take(sessionStopped.match).catch(() => undefined);
      stop();
    },
  });
  return () => unsubscribe({ cancelActive: true });
}
