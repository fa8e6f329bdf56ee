// The public face of @kickoff/site-config: the config endpoint, its selector and the built-in fallback. Tests import `src/...`.
export { siteConfigApi, useSiteConfigAllQuery } from './api/site-config-api';
export type { LoadedSiteConfig } from './api/site-config-api';
export { FALLBACK_SITE_CONFIG } from './domain/fallback-site-config';
export { selectSiteConfig } from './state/selectors';
