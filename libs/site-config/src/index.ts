export { SITE_CONFIG_RETRIES, SITE_CONFIG_RETRY_DELAY_MS, siteConfigApi, useSiteConfigAllQuery } from './api/site-config-api';
export type { LoadedSiteConfig } from './api/site-config-api';
export { FALLBACK_SITE_CONFIG } from './domain/fallback-site-config';
export { requireSiteConfig, selectSiteConfig } from './state/selectors';
