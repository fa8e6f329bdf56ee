import { resolveRoute, type RouteResolution } from '@kickoff/shell-routing';
import { selectSiteConfig } from '@kickoff/site-config';
import type { RootState } from './store';

export interface CurrentRouteDeps {
  getState(): RootState;
  location(): { pathname: string; search: string };
  language(): string;
  isProduction: boolean;
}

type Address = { pathname: string; search?: string };

/**
 * The route table's reading of addresses with this page's site config. The session asks whether the current
 * page is only for signed-in users, which is exactly "an anonymous visitor meets a guard" (login or the
 * account app), and whether a path may be seen once signed in.
 */
export function currentRouteReader({ getState, location, language, isProduction }: CurrentRouteDeps) {
  const resolve = (address: Address, isAuthenticated: boolean): RouteResolution =>
    resolveRoute(address, { siteConfig: selectSiteConfig(getState(), language()), isAuthenticated, isProduction, userLanguage: language() });
  const current = () => resolve(location(), false);
  return {
    isProtected: () => current().kind === 'guard',
    routeName: (address: Address = location()) => {
      const resolution = resolve(address, false);
      return resolution.kind === 'page' || resolution.kind === 'guard' ? resolution.route.name : null;
    },
    area: () => {
      const resolution = current();
      return resolution.kind === 'page' ? (resolution.route.area ?? null) : null;
    },
    isAllowedForSignedIn: (path: string) => {
      const url = new URL(path, 'http://site.invalid');
      return resolve({ pathname: url.pathname, search: url.search }, true).kind === 'page';
    },
  };
}

export type CurrentRouteReader = ReturnType<typeof currentRouteReader>;
