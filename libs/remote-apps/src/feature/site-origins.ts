import type { RemoteAppsLogger } from '../logger';
import { type OriginPolicy, createOriginPolicy } from '../safety/origin-policy';

/** The site's own origin is always trusted for remote code; site config (`remoteAppOrigins`) may add others. */
export function allowedRemoteOrigins(page: { origin: string }): string[] {
  return [page.origin];
}

/**
 * An origin policy that follows site config: it is built before the config has loaded, and a brand's config
 * may trust more origins. An entry that is not an origin is logged and ignored, never widening the list.
 */
export function siteConfigOriginPolicy(
  base: readonly string[],
  configured: () => readonly string[] | undefined,
  href: string,
  logger: RemoteAppsLogger,
): OriginPolicy {
  let seen = '';
  let current = createOriginPolicy(base, href);
  const policy = () => {
    const next = configured();
    const key = JSON.stringify(next ?? []);
    if (key === seen) return current;
    seen = key;
    const valid = (next ?? []).filter((origin) => {
      try {
        createOriginPolicy([origin], href);
        return true;
      } catch (error) {
        logger.error('remote-apps: site config names something that is not an origin', { origin, error });
        return false;
      }
    });
    current = createOriginPolicy([...base, ...valid], href);
    return current;
  };
  return {
    get origins() {
      return policy().origins;
    },
    isAllowed: (url) => policy().isAllowed(url),
  };
}
