import { resolveRoute } from '@kickoff/shell-routing';
import { siteConfigApi } from '@kickoff/site-config';
import type { Site } from '@kickoff/store';

/** How the server answers an address before rendering anything. */
export type RouteAnswer =
  /** `remoteApp`: the route's page is that remote app's (the table's `remoteApp`). */
  | { kind: 'render'; remoteApp?: string }
  /** The route table's own redirect, with its status (the router would only know "replace"). */
  | { kind: 'redirect'; status: 301 | 302; location: string }
  /** A page behind a guard: the server cannot see the browser's session, so the browser decides (as the emulator does). */
  | { kind: 'browser' };

/**
 * The route table's answer for the address with the site config of its language, loaded into the store the
 * shell's loader reads it from (so the render asks the platform once).
 */
export async function routeAnswerFor(site: Site, url: URL, isProduction: boolean): Promise<RouteAnswer> {
  const { page } = site.ctx.adapters;
  const language = site.ctx.i18n.language;
  const config = await site.store.dispatch(siteConfigApi.endpoints.siteConfigAll.initiate({ lang: language }));
  const resolution = resolveRoute(url, {
    siteConfig: config.data?.config,
    isAuthenticated: false,
    isProduction,
    userLanguage: language,
    // What the shell's loader passes too, so both read the address alike.
    userAgent: page.userAgent(),
    maxTouchPoints: page.maxTouchPoints(),
  });
  if (resolution.kind === 'redirect')
    return { kind: 'redirect', status: resolution.status, location: resolution.location };
  if (resolution.kind === 'guard') return { kind: 'browser' };
  return resolution.kind === 'page' && resolution.route.remoteApp
    ? { kind: 'render', remoteApp: resolution.route.remoteApp }
    : { kind: 'render' };
}
