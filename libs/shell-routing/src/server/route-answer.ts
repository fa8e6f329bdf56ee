import type { RouteAnswer, ServerRequest } from '@kickoff/store';
import { createSiteConfigSource } from '../router/site-config-source';
import { loadRouteTable } from '../routes/lazy-route-table';

/**
 * The route table's answer for the address, with the site config of its language loaded into the store the shell's
 * loader reads it from (so the render asks the platform once): the table's redirects with their status (the router
 * would only know "replace"), a page behind a guard left to the browser (the server cannot see its session, as the
 * emulator cannot), otherwise the page to render.
 */
export async function shellRouteAnswer({ ctx, url }: ServerRequest): Promise<RouteAnswer> {
  const { page } = ctx.adapters;
  const language = ctx.i18n.language;
  const [siteConfig, { resolveRoute }] = await Promise.all([
    createSiteConfigSource(ctx.store).forRouting(language),
    loadRouteTable(),
  ]);
  const resolution = resolveRoute(url, {
    siteConfig,
    isAuthenticated: false,
    isProduction: ctx.site.isProduction,
    userLanguage: language,
    // What the shell's loader passes too, so both read the address alike.
    userAgent: page.userAgent(),
    maxTouchPoints: page.maxTouchPoints(),
  });
  switch (resolution.kind) {
    case 'redirect':
      return { kind: 'redirect', status: resolution.status, location: resolution.location };
    case 'guard':
      return { kind: 'browser' };
    case 'page': {
      const { route, language: pageLanguage, params } = resolution;
      return { kind: 'render', page: { name: route.name, language: pageLanguage, params, remoteApp: route.remoteApp } };
    }
    default:
      return { kind: 'render' };
  }
}
