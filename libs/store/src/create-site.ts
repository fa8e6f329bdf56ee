import { platformConnection } from '@kickoff/platform-api';
import type { Adapters } from '@kickoff/runtime';
import type { i18n as I18n } from 'i18next';
import { REHYDRATE } from 'redux-persist';
import { createAppStore } from './app-store';
import { type Feature, type FeatureContext, type SiteSettings, afterStartTasks, savedRestored } from './feature';
import { install } from './install';
import { createNavigation } from './navigation';
import { createPortRegistry } from './ports';

export interface SiteOptions {
  adapters: Adapters;
  i18n: I18n;
  site: SiteSettings;
  /** In the order the app documents: a feature may read at install time only the ports of those before it. */
  features: readonly Feature[];
  /** The platform's HTTP (tests pass the mock's). */
  fetch?: typeof fetch;
}

/**
 * The site without its views: the platform client, the one store, and the features installed into it. The
 * browser entry, the server renderer and the test kit all build it here, so they are wired one way.
 */
export function createSite({ adapters, i18n, site, features, fetch }: SiteOptions) {
  const ports = createPortRegistry();
  const platform = platformConnection({
    origin: site.platformOrigin,
    appName: 'kickoff-web',
    clock: adapters.clock,
    cookies: adapters.cookies,
    storage: adapters.localStorage,
    timers: adapters.timers,
    fetch,
    // API-010/011, API-016/017: answered by the features that provide these ports (session, session forms).
    solveCaptcha: (code, call) => ports.find('platform.solveCaptcha')?.(code, call) ?? Promise.resolve(null),
    termsConfirmationEnabled: () => ports.find('platform.termsConfirmation')?.isEnabled() ?? false,
    onTermsConfirmationRequired: () => ports.find('platform.termsConfirmation')?.required(),
    log: (message, detail) => adapters.logger.warn(`[platform] ${message}`, detail),
  });
  const { store, persistor, inject, startAppListening } = createAppStore({ platform });
  const navigation = createNavigation(() => adapters.page.address());
  // The persisted slices joined after persistStore's first PERSIST: another one starts their restore (a no-op for the restored).
  const restoreSaved = () => {
    persistor.persist();
    return persistor.getState().registry.length === 0 ? undefined : savedRestored(persistor);
  };
  const afterStart = afterStartTasks(adapters.timers);
  const ctx: FeatureContext = {
    store,
    startAppListening,
    adapters,
    i18n,
    navigation,
    ports,
    site,
    inject,
    restoreSaved,
    afterStart: afterStart.schedule,
    features,
    start: { at: adapters.clock.now(), address: adapters.page.address() },
  };
  const uninstall = install(features, ctx);
  void restoreSaved();
  // With no persisted slice at the start (they join later), its restore is done: redux-persist says so only on a
  // slice's REHYDRATE, and PersistGate and the server wait for it.
  if (persistor.getState().registry.length === 0) persistor.dispatch({ type: REHYDRATE, key: 'site' });
  /** Resolves once what the features start right after the start (chunks that install themselves) is installed and restored. */
  const featuresReady = () => afterStart.ready().then(() => savedRestored(persistor));
  /** Resolves once the saved state of the slices installed so far is restored: a page rendered without the server's state waits for it. */
  const restored = () => savedRestored(persistor);
  return { store, persistor, ctx, navigation, ports, platform, uninstall, featuresReady, restored };
}

export type Site = ReturnType<typeof createSite>;
