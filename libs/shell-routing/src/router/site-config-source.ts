import type { SiteConfig } from '@kickoff/platform-api';
import { selectSiteConfig, siteConfigApi } from '@kickoff/site-config';
import type { ShellStore } from './shell-options';

/** The store shape site config is read from: anything holding the platform API's cache. */
export type SiteConfigState = Parameters<typeof selectSiteConfig>[0];

export interface SiteConfigSource {
  /**
   * The config routing decides with: the one of `language` when loaded, else the one loaded at start, waited for
   * (the site-config lib retries and then answers its fallback). `undefined` only when the load was cancelled:
   * routing then uses its defaults, which equal the fallback config.
   */
  forRouting(language: string): Promise<SiteConfig | undefined>;
}

export function createSiteConfigSource<S extends SiteConfigState>(store: ShellStore<S>): SiteConfigSource {
  let atStart: Promise<SiteConfig | undefined> | undefined;
  return {
    forRouting(language) {
      const loaded = selectSiteConfig(store.getState(), language);
      if (loaded) return Promise.resolve(loaded);
      // The subscription is never released: the config is needed for the whole visit.
      atStart ??= store
        .dispatch(siteConfigApi.endpoints.siteConfigAll.initiate({ lang: language }))
        .then((result) => result.data?.config);
      return atStart;
    },
  };
}
