import type { Platform, RoutingContext } from './route-types';

export const PLATFORM_TYPE = 'platform_type';

/** SR-088 */
export function platformOf(query: URLSearchParams, context: Pick<RoutingContext, 'isMobilePlatform'>): Platform {
  return query.get(PLATFORM_TYPE) === 'mobile' || context.isMobilePlatform ? 'mobile' : 'desktop';
}

/**
 * SR-090, SR-091: an iPad on iPadOS asks for the desktop site and says "Macintosh"; only its touch points give
 * it away. An explicit `platform_type` is the visitor's own choice and is left alone.
 */
export function isTabletPosingAsMac(
  query: URLSearchParams,
  context: Pick<RoutingContext, 'isMobilePlatform' | 'maxTouchPoints' | 'userAgent'>,
): boolean {
  if (query.has(PLATFORM_TYPE) || context.isMobilePlatform) return false;
  return (context.maxTouchPoints ?? 0) > 1 && /Macintosh/.test(context.userAgent ?? '');
}

export function withQuery(path: string, query: URLSearchParams): string {
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}
