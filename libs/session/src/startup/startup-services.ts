import { defineFeature, type FeatureContext, type LoadableFeature } from '@kickoff/store';
import { sessionLog } from '../feature/session-log';
import { startDeviceFingerprint } from '../fingerprint/device-fingerprint';
import { registerStartup } from './register-startup';
import { fetchDeployedVersion } from './site-facts';
import { startupServicesLoaded } from './startup-services-loaded';

/**
 * The start-up chunk (issue 15: no first paint needs it): the payment consultant, the start-up timers with the
 * fingerprint and the version check, the secure data. Registered once it arrives, from what the page knew at its
 * start (`ctx.start`: the address may have changed since, SES-061 reads the load's); a session already running is
 * caught up at once. Returns the function that removes them.
 */
function startStartupServices(ctx: FeatureContext): () => void {
  const { adapters, site, store, startAppListening, start } = ctx;
  const log = sessionLog(ctx);
  const stop = registerStartup(startAppListening, {
    timers: adapters.timers,
    storage: adapters.localStorage,
    cookies: adapters.cookies,
    currentSearch: () => start.address.search,
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
    store.dispatch(startupServicesLoaded({ sinceStartMs: adapters.clock.now() - start.at }));
  return stop;
}

/** The session's `later` part `sessionStartup`: nothing to call, its timers do the work. */
export const startupServicesModule: LoadableFeature<undefined> = {
  feature: defineFeature({ name: 'session start-up', register: startStartupServices }),
  api: () => undefined,
};
