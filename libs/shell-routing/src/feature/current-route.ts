import { selectSiteConfig } from '@kickoff/site-config';
import type { CurrentRoute } from '@kickoff/contracts';
import type { RootState } from '@kickoff/store';
import { loadedRouteTable, loadRouteTable } from '../routes/lazy-route-table';
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
 *
 * The route table is a chunk of its own, loaded right after the start (the first page is shown from the router's
 * answer without it). Whoever acts on an answer in the first moments of a visit awaits `ready()` first; before the
 * table has arrived the answers are the cautious ones (not protected, no name, no area, not allowed, no address).
 */
export function createCurrentRoute({ getState, location, language, isProduction }: CurrentRouteDeps): CurrentRoute {
  const table = () => {
    const loaded = loadedRouteTable();
    if (!loaded) void loadRouteTable().catch(() => undefined);
    return loaded;
  };
  const resolve = (address: Address, isAuthenticated: boolean): RouteResolution | undefined =>
    table()?.resolveRoute(address, {
      siteConfig: selectSiteConfig(getState(), language()),
      isAuthenticated,
      isProduction,
      userLanguage: language(),
    });
  const current = () => resolve(location(), false);
  return {
    /** Resolves once the answers below read the route table; rejects when its chunk cannot be loaded. */
    ready: (): Promise<void> => loadRouteTable().then(() => undefined),
    isProtected: () => current()?.kind === 'guard',
    routeName: (address: Address = location()) => {
      const resolution = resolve(address, false);
      return resolution?.kind === 'page' || resolution?.kind === 'guard' ? resolution.route.name : null;
    },
    area: () => {
      const resolution = current();
      return resolution?.kind === 'page' ? (resolution.route.area ?? null) : null;
    },
    isAllowedForSignedIn: (path: string) => {
      const url = new URL(path, 'http://site.invalid');
      return resolve({ pathname: url.pathname, search: url.search }, true)?.kind === 'page';
    },
    /**
     * The address of a route by its name in the current language: its path without optional params. A route that
     * needs a param has no address of its own (null).
     */
    pathOf: (name: string) => {
      const route = table()?.routeNamed(name);
      if (!route) return null;
      const segments = route.path.split('/').filter((segment) => segment !== '' && !segment.endsWith('?'));
      if (segments.some((segment) => segment.startsWith(':') || segment.includes('*'))) return null;
      return `/${[language(), ...segments].join('/')}`;
    },
  };
}

export type { CurrentRoute };
