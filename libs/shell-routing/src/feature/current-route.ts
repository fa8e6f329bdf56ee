import { selectSiteConfig } from '@kickoff/site-config';
import type { RootState } from '@kickoff/store';
import { routeNamed } from '../routes/route-table';
import { resolveRoute } from '../routes/resolve-route';
import type { RouteResolution } from '../routes/route-types';

type Address = { pathname: string; search?: string };

export interface CurrentRouteDeps {
  getState(): RootState;
  /** The router's address (never the window's: the router is what the page shows). */
  location(): Address;
  language(): string;
  isProduction: boolean;
}

/**
 * What other features ask about the page on screen: whether an anonymous visitor would meet a guard there (login
 * or the account app), its route's name and area, whether a path may be seen once signed in, a route's address.
 */
export function createCurrentRoute({ getState, location, language, isProduction }: CurrentRouteDeps) {
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
    /**
     * The address of a route by its name in the current language: its path without optional params. A route that
     * needs a param has no address of its own (null).
     */
    pathOf: (name: string) => {
      const route = routeNamed(name);
      if (!route) return null;
      const segments = route.path.split('/').filter((segment) => segment !== '' && !segment.endsWith('?'));
      if (segments.some((segment) => segment.startsWith(':') || segment.includes('*'))) return null;
      return `/${[language(), ...segments].join('/')}`;
    },
  };
}

export type CurrentRoute = ReturnType<typeof createCurrentRoute>;
