import type { Navigation } from '@kickoff/store';
import type { RouteRef } from './after-sign-in-target';

/** The pages that sign a visitor in: coming back "to where you were" never means one of them. */
const ENTRY_ROUTES = new Set(['login', 'registration']);

type Address = { pathname: string; search: string };

/**
 * Remembers the last page the visitor saw that was not a sign-in page: where a login or registration returns
 * to (SES-003), and what after-registration pairs match (SES-004). The navigation tells once a page has settled.
 */
export function trackFromRoute(navigation: Pick<Navigation, 'location' | 'subscribe'>, routeName: (address: Address) => string | null) {
  let last: RouteRef | null = null;
  const record = () => {
    const location = navigation.location();
    const name = routeName(location);
    if (name !== null && !ENTRY_ROUTES.has(name)) last = { name, path: `${location.pathname}${location.search}` };
  };
  record();
  const stop = navigation.subscribe(record);
  return { fromRoute: () => last, stop };
}
