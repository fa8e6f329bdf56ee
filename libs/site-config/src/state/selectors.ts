import type { SiteConfig } from '@kickoff/platform-api';
import { siteConfigApi } from '../api/site-config-api';

type StateWithApi = Parameters<ReturnType<typeof siteConfigApi.endpoints.siteConfigAll.select>>[0];

/** The loaded site config for a language, or undefined while it loads. */
export const selectSiteConfig = (state: StateWithApi, lang: string): SiteConfig | undefined =>
  siteConfigApi.endpoints.siteConfigAll.select({ lang })(state).data?.config;

/** CFG-005: code that cannot run without site config says so loudly instead of guessing. */
export function requireSiteConfig(state: StateWithApi, lang: string): SiteConfig {
  const config = selectSiteConfig(state, lang);
  if (!config) throw new Error('no site config');
  return config;
}
