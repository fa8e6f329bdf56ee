import { RETURN_TO } from './query-names';
import type { GuardResolution, RouteAccess, RouteDefinition, RoutingSettings } from './route-types';

export function accessOf(route: RouteDefinition, settings: RoutingSettings): RouteAccess {
  return typeof route.access === 'function' ? route.access(settings) : (route.access ?? 'any');
}

/** Where a visitor who may not see the page goes instead (SR-024, SR-025, SR-029), or undefined when they may. */
export function guardTarget(access: RouteAccess, isAuthenticated: boolean): GuardResolution['to'] | undefined {
  if (access === 'anonymous') return isAuthenticated ? 'home' : undefined;
  if (isAuthenticated) return undefined;
  if (access === 'authenticated') return 'login';
  if (access === 'account-area') return 'auth-app';
  return undefined;
}

export function guardLocation(to: GuardResolution['to'], language: string, returnTo: string): string {
  const back = `${RETURN_TO}=${encodeURIComponent(returnTo)}`;
  if (to === 'login') return `/${language}/user/login?${back}`;
  if (to === 'auth-app') return `/${language}/auth?${back}`;
  return `/${language}/`;
}
