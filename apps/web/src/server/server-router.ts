import type { RouterLike } from '@kickoff/store';
import type { RouteObject } from 'react-router-dom';

/**
 * What `createSiteRouter` makes on the server: it hands over the site's routes for the static handler and gives
 * the features a router that stays on the address asked for (a server render answers one address, never moves).
 */
export function captureSiteRoutes(url: URL) {
  let captured: RouteObject[] | undefined;
  const standing: RouterLike = {
    state: { location: { pathname: url.pathname, search: url.search }, navigation: { state: 'idle' } },
    navigate: () => undefined,
    revalidate: () => undefined,
    subscribe: () => () => undefined,
  };
  return {
    createRouter(routes: RouteObject[]): RouterLike {
      captured = routes;
      return standing;
    },
    routes(): RouteObject[] {
      if (!captured) throw new Error('createSiteRouter has not made the routes yet');
      return captured;
    },
  };
}
