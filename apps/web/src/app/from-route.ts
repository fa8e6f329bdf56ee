import type { RouteRef } from '@kickoff/session';

/** The pages that sign a visitor in: coming back "to where you were" never means one of them. */
const ENTRY_ROUTES = new Set(['login', 'registration']);

export interface RouterLike {
  state: { location: { pathname: string; search: string }; navigation: { state: string } };
  subscribe(listener: (state: RouterLike['state']) => void): () => void;
}

/**
 * Remembers the last page the visitor saw that was not a sign-in page: where a login or registration returns
 * to (SES-003), and what after-registration pairs match (SES-004).
 */
export function trackFromRoute(router: RouterLike, routeName: (address: { pathname: string; search: string }) => string | null) {
  let last: RouteRef | null = null;
  const record = (location: { pathname: string; search: string }) => {
    const name = routeName(location);
    if (name !== null && !ENTRY_ROUTES.has(name)) last = { name, path: `${location.pathname}${location.search}` };
  };
  record(router.state.location);
  const stop = router.subscribe((state) => {
    if (state.navigation.state === 'idle') record(state.location);
  });
  return { fromRoute: () => last, stop };
}
