import type { FeatureContext } from '@kickoff/store';
import { startDeviceFingerprint } from '../fingerprint/device-fingerprint';
import { registerStartup } from './register-startup';
import { fetchDeployedVersion } from './site-facts';
import { startupServicesLoaded } from './startup-services-loaded';

/** What the session knew at its start, before this chunk arrived. */
export interface StartupFacts {
  /** `adapters.clock.now()` when the session started. */
  startedAt: number;
  /** `location.search` of the page load: the address may have changed since (SES-061 reads the load's). */
  loadSearch: string;
  log: (message: string, detail?: unknown) => void;
}

/**
 * The start-up chunk (issue 15: no first paint needs it): the payment consultant, the start-up timers with the
 * fingerprint and the version check, the secure data. Registered once it arrives; a session already running is
 * caught up at once. Returns the function that removes them.
 */
export function startStartupServices(ctx: FeatureContext, { startedAt, loadSearch, log }: StartupFacts): () => void {
  const { adapters, site, store, startAppListening } = ctx;
  const stop = registerStartup(startAppListening, {
    timers: adapters.timers,
    storage: adapters.localStorage,
    cookies: adapters.cookies,
    currentSearch: () => loadSearch,
    // A crawler never loads this chunk (the session feature does not ask for it).
    isBot: () => false,
    currentVersion: site.siteVersion,
    fetchDeployedVersion: () => fetchDeployedVersion(),
    // The site is a client-rendered page: nothing comes preloaded.
    isSessionPreloaded: () => false,
    loadFingerprint: () => startDeviceFingerprint(ctx, log),
    log,
  });
  if (store.getState().session?.running)
    store.dispatch(startupServicesLoaded({ sinceStartMs: adapters.clock.now() - startedAt }));
  return stop;
}
