// The public face of @kickoff/shell-routing: the feature module and its router, and what other libs and the
// emulator use (the route table's resolver, the page in context, the shell's modals). Tests import `src/...`.
export { createSiteRouter, shellFeature } from './feature';
export type { CurrentRoute, SiteRouterOptions } from './feature';
export { shellRoutingResources } from './i18n/resources';
export type { ShellSlots } from './layouts/layout-slots';
export { LazyLogoutConfirmation } from './modals/logout/LazyLogoutConfirmation';
export { LogoutConfirmation } from './modals/logout/LogoutConfirmation';
export { ConnectedUpdateNotice } from './modals/update/ConnectedUpdateNotice';
export { updateNoticeActions } from './modals/update/update-notice-slice';
export { createShellRoutes } from './router/create-shell-routes';
export { ShellPageProvider, useShellPage } from './router/page-context';
export type { PageRegistry } from './router/shell-options';
export { FORGOT_PASSWORD_QUERY, RETURN_TO } from './routes/query-names';
export { resolveRoute } from './routes/resolve-route';
export type { RouteResolution, RoutingContext } from './routes/route-types';
