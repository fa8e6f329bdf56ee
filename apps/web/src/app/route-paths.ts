import { routeNamed } from '@kickoff/shell-routing';

/**
 * The address of a route by its name in a language: its path without optional params. A route that needs a
 * param has no address of its own (null): a config pair naming it is skipped.
 */
export function pathOfRoute(name: string, language: string): string | null {
  const route = routeNamed(name);
  if (!route) return null;
  const segments = route.path.split('/').filter((segment) => segment !== '' && !segment.endsWith('?'));
  if (segments.some((segment) => segment.startsWith(':') || segment.includes('*'))) return null;
  return `/${[language, ...segments].join('/')}`;
}
