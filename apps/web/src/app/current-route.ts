import { resolveRoute, type RouteResolution } from '@kickoff/shell-routing';
import { selectSiteConfig } from '@kickoff/site-config';
import type { RootState } from './store';

export interface CurrentRouteDeps {
  getState(): RootState;
  location(): { pathname: string; search: string };
  language(): string;
  isProduction: boolean;
}

/**
 * The route table's reading of the current address, as an anonymous visitor would get it: the session asks
 * whether the page is only for signed-in users, which is exactly "an anonymous visitor meets a guard" (login or the account app).
 */
export function currentRouteReader({ getState, location, language, isProduction }: CurrentRouteDeps) {
  const resolve = (): RouteResolution =>
    resolveRoute(location(), { siteConfig: selectSiteConfig(getState(), language()), isAuthenticated: false, isProduction, userLanguage: language() });
  return {
    isProtected: () => {
      return resolve().kind === 'guard';
    },
    routeName: () => {
      const resolution = resolve();
      return resolution.kind === 'page' || resolution.kind === 'guard' ? resolution.route.name : null;
    },
    area: () => {
      const resolution = resolve();
      return resolution.kind === 'page' ? (resolution.route.area ?? null) : null;
    },
  };
}
