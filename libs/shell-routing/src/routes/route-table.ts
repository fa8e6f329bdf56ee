import type { RedirectDefinition, RouteDefinition } from './route-types';
import { ACCOUNT_ENTRY_ROUTES } from './table/account-entry-routes';
import { BETTING_ROUTES } from './table/betting-routes';
import { BONUS_ROUTES } from './table/bonus-routes';
import { CASINO_ROUTES, SECTION_THANKYOU } from './table/casino-routes';
import { GAMES_ROUTES } from './table/games-routes';
import { INFORMATION_ROUTES } from './table/information-routes';
import { OFFICE_ROUTES } from './table/office-routes';
import { OTHER_PAGES_ROUTES } from './table/other-pages-routes';
import { REDIRECTS } from './table/redirects';
import { SERVICE_PAGES_ROUTES } from './table/service-pages-routes';

/** Every page of the site under `/{lng}`: what the router, the guards, SEO and the server all read. */
export const ROUTES: readonly RouteDefinition[] = [
  SECTION_THANKYOU,
  ...BETTING_ROUTES,
  ...CASINO_ROUTES,
  ...GAMES_ROUTES,
  ...BONUS_ROUTES,
  ...OFFICE_ROUTES,
  ...INFORMATION_ROUTES,
  ...ACCOUNT_ENTRY_ROUTES,
  ...OTHER_PAGES_ROUTES,
  ...SERVICE_PAGES_ROUTES,
];

export { REDIRECTS };
export type { RedirectDefinition, RouteDefinition };

const byName = new Map(ROUTES.map((route) => [route.name, route]));

export function routeNamed(name: string): RouteDefinition | undefined {
  return byName.get(name);
}
