// README example of @kickoff/site-config, type-checked by the consumer test.
import { useSiteConfigAllQuery } from '@kickoff/site-config';

// Under react-redux's <Provider store={site.store}>, site being @kickoff/store's createSite(…).
export function ConfigSource() {
  const { data } = useSiteConfigAllQuery({ lang: 'en' });
  return <p>{data?.source === 'fallback' ? 'built-in config' : 'platform config'}</p>;
}
