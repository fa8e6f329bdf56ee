import type { SiteConfig } from '@kickoff/platform-api';
import { useSiteConfigAllQuery } from '@kickoff/site-config';
import { useTranslation } from 'react-i18next';

/**
 * CFG-002: the config in the visitor's language. While another language's config loads, the last one stays
 * (RTK Query keeps `data` across arguments), so widgets do not blink on a language switch. Only a new config
 * re-renders the caller (`selectFromResult`): the query's own comings and goings (its subscription right after
 * hydration, a refetch) re-rendered the whole page under the shell in the task that took the page over.
 */
export function useShellSiteConfig(): SiteConfig | undefined {
  const { i18n } = useTranslation();
  return useSiteConfigAllQuery({ lang: i18n.language }, { selectFromResult: ({ data }) => ({ config: data?.config }) })
    .config;
}
