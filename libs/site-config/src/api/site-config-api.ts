import { callEndpoint, type PlatformError, platformApi, type SiteConfig, siteConfig } from '@kickoff/platform-api';
import { sleep } from '@kickoff/runtime';

/** CFG-003: a failed load is retried this many times, this far apart. */
export const SITE_CONFIG_RETRIES = 5;
export const SITE_CONFIG_RETRY_DELAY_MS = 1_000;

export interface LoadedSiteConfig {
  config: SiteConfig;
  /** `fallback`: the platform did not answer after the retries (CFG-004). */
  source: 'platform' | 'fallback';
}

const loaded = (config: SiteConfig, source: LoadedSiteConfig['source']): LoadedSiteConfig => ({ config, source });

/** CFG-004: the built-in config, a chunk of its own: only a start whose platform did not answer loads it. */
const fallback = (): Promise<{ data: LoadedSiteConfig }> =>
  import('../domain/fallback-site-config').then(({ FALLBACK_SITE_CONFIG }) => ({
    data: loaded(FALLBACK_SITE_CONFIG, 'fallback'),
  }));

/** Worth another try: the platform may answer next time. Cancelled calls and malformed-but-answered ones are not. */
const isTransient = (error: PlatformError) =>
  error.kind === 'network' || (error.kind === 'http' && error.status >= 500);

export const siteConfigApi = platformApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    /** CFG-002: gathered at start with the current language. */
    siteConfigAll: callEndpoint(build, siteConfig, {
      async run({ lang }: { lang: string }, send, { signal }) {
        for (let attempt = 0; ; attempt += 1) {
          const result = await send({ query: { lang } });
          if (!result.error) return { data: loaded(result.data, 'platform') };
          const { error } = result;
          if (error.kind === 'cancelled') return { error };
          // A platform that did not answer in 10 s will not answer five more times: the player gets the site
          // with the built-in config now rather than a spinner for a minute (README: timeouts).
          if (error.kind === 'network' && error.timedOutAfterMs !== undefined) return fallback();
          if (!isTransient(error) || attempt >= SITE_CONFIG_RETRIES) return fallback();
          try {
            await sleep(SITE_CONFIG_RETRY_DELAY_MS, { signal });
          } catch {
            return { error: { kind: 'cancelled', status: 499, call: siteConfig.name } satisfies PlatformError };
          }
        }
      },
    }),
  }),
});

export const { useSiteConfigAllQuery } = siteConfigApi;
