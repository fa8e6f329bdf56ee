import type { Navigation } from '@kickoff/store';
import type { RouteRef } from './after-sign-in-target';

/** The pages that sign a visitor in: coming back "to where you were" never means one of them. */
const ENTRY_ROUTES = new Set(['login', 'registration']);

type Address = { pathname: string; search: string };

/**
 * Remembers the last page the visitor saw that was not a sign-in page: where a login or registration returns
 * to (SES-003), and what after-registration pairs match (SES-004). The navigation tells once a page has settled.
 */
export function trackFromRoute(
  navigation: Pick<Navigation, 'location' | 'subscribe'>,
  routeName: (address: Address) => string | null,
) {
  let last: RouteRef | null = null;
  // The address at the start is named when first needed: naming it builds the route table's matcher, work the
  // site's start would otherwise do in its own task, before the router (which builds it anyway) has even begun.
  let atStart: Address | null = navigation.location();
  const remember = (address: Address) => {
    const name = routeName(address);
    if (name !== null && !ENTRY_ROUTES.has(name)) last = { name, path: `${address.pathname}${address.search}` };
  };
  const nameTheStart = () => {
    if (atStart === null) return;
    const address = atStart;
    atStart = null;
    remember(address);
  };
  const record = () => {
    nameTheStart();
    remember(navigation.location());
  };
  const stop = navigation.subscribe(record);
  return {
    fromRoute: () => {
      nameTheStart();
      return last;
    },
    stop,
  };
}
