// The pure route API: no components, no Redux, no DOM (React Router's matcher runs in Node), so the server imports it too.
export { resolveRoute } from './resolve-route';
export { FORGOT_PASSWORD_QUERY, RETURN_TO } from './query-names';
export { ROUTES, REDIRECTS, routeNamed } from './route-table';
export { routingSettings, ROUTING_DEFAULTS } from './routing-settings';
export { PLATFORM_TYPE } from './platform-query';
export { BETTING_PAGE_TYPES, CYBER_TYPES } from './table/betting-routes';
export { BONUS_FAMILIES } from './table/bonus-routes';
export { BONUS_GAMES } from './table/games-routes';
export { OFFICE_CHILDREN } from './table/office-routes';
export { BLOCKING_PAGES, PAYMENT_RESULTS } from './table/service-pages-routes';
export type {
  GuardResolution,
  NotFoundReason,
  NotFoundResolution,
  PageResolution,
  ParamRule,
  Platform,
  RedirectDefinition,
  RedirectReason,
  RedirectResolution,
  RouteAccess,
  RouteDefinition,
  RouteLayout,
  RouteMeta,
  RouteParams,
  RouteResolution,
  RoutingContext,
  RoutingSettings,
} from './route-types';
