import type { RouteDefinition, RouteParams, RoutingSettings } from './route-types';

/**
 * SR-007: a route is off when `availableRoutes` says `false` for its name or its area. A missing key leaves it
 * on: the platform lists only the areas it manages, and the fallback config sends `{}` for "every page".
 */
export const isSwitchedOff = (settings: RoutingSettings, key: string | undefined): boolean =>
  key !== undefined && settings.availableRoutes[key] === false;

/** For pages the spec turns on explicitly ("404 unless the rules route is enabled"): a missing key is off. */
export const switchedOn =
  (key: string) =>
  (settings: RoutingSettings): boolean =>
    settings.availableRoutes[key] === true;

/** SR-042, SR-078: debugger, internal-vpn and the cricket section are not routable in production builds. */
export const notInProduction = (settings: RoutingSettings): boolean => !settings.isProduction;

export function isRouteEnabled(route: RouteDefinition, settings: RoutingSettings, params: RouteParams): boolean {
  if (isSwitchedOff(settings, route.name) || isSwitchedOff(settings, route.area)) return false;
  return route.enabledBy?.(settings, params) ?? true;
}
