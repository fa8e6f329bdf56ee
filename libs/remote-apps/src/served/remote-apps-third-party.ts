import { selectSiteConfig } from '@kickoff/site-config';
import type { FeatureContext, ThirdParty } from '@kickoff/store';

/** Only `scheme://host[:port]` of an http(s) URL: a configured value with `;` or spaces must not reach the policy. */
function originOf(value: string): string[] {
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.origin !== 'null' ? [url.origin] : [];
  } catch {
    return [];
  }
}

/**
 * The remote front-end apps site config names (`remoteAppOrigins`), as the page's security policy must let them in:
 * their styles, images, fonts, data and frames. Their scripts come in through the host's loader, which carries the
 * page's nonce ('strict-dynamic').
 */
export async function remoteAppsThirdParties(ctx: Pick<FeatureContext, 'store' | 'i18n'>): Promise<ThirdParty[]> {
  const origins = (selectSiteConfig(ctx.store.getState(), ctx.i18n.language)?.remoteAppOrigins ?? []).flatMap(originOf);
  if (origins.length === 0) return [];
  const sources = {
    'style-src': origins,
    'img-src': origins,
    'font-src': origins,
    'connect-src': origins,
    'frame-src': origins,
  };
  return [{ name: 'remote-apps', consent: 'necessary', sources }];
}
