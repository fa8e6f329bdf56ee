import type { AfterRegistrationPair, AfterSignInTarget, RouteRef } from './after-sign-in-target';

/** What the after-sign-in navigation needs from the shell; apps/web fills it from the router and site config. */
export interface AfterSignInNavigationPorts {
  /** `location.origin`: a return address must stay on it. */
  siteOrigin: string;
  /** The raw return address: the `returnTo` query value the login guard of shell-routing adds (`RETURN_TO`). */
  returnAddress(): string | null;
  /** The remembered from-route: the page before the login or registration page, or the page under the modal. */
  fromRoute(): RouteRef | null;
  /** Whether a path may be seen by a signed-in user (apps/web: `resolveRoute(...).kind === 'page'` with `isAuthenticated: true`). */
  isAllowedForSignedIn(path: string): boolean;
  /** Site config `afterRegistrationRedirects` of the current language (empty while it is not loaded). */
  afterRegistrationRedirects(state: unknown): readonly AfterRegistrationPair[];
  /** The path of a route name in the current language, or null when there is no such route. */
  pathOfRoute(routeName: string): string | null;
  /** `{ kind: 'home' }` → the language's home; a path → the router (replace when it is the current page). */
  navigate(target: AfterSignInTarget): void;
  /** CFG-006: site config reloaded on login (apps/web dispatches `siteConfigAll.initiate({ lang }, { forceRefetch: true })`). */
  reloadSiteConfig(): unknown;
  log?: (message: string, detail?: unknown) => void;
}
