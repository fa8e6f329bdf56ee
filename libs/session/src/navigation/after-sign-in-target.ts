import { safeReturnPath } from '../domain/safe-return-path';

/** A page the user was on, by route name (what after-registration pairs match) and by path (where to go back). */
export interface RouteRef {
  name: string;
  path: string;
}

/** doc 000 §4.3 after-registration redirect, as site config `afterRegistrationRedirects` holds it: route names. */
export interface AfterRegistrationPair {
  from: string;
  to: string;
}

export interface AfterSignInInput {
  /** How the user signed in: only a registration applies the after-registration pairs (SES-004). */
  via: 'login' | 'registration';
  /** The raw return address (the login guard's `returnTo` query value); anything off this site is ignored. */
  returnAddress: string | null | undefined;
  /** The remembered from-route: the page the user was on before the login or registration page or modal. */
  fromRoute: RouteRef | null | undefined;
  siteOrigin: string;
  /** Whether a path may be seen by the user in the new (signed-in) state. */
  isAllowed: (path: string) => boolean;
  afterRegistrationRedirects: readonly AfterRegistrationPair[] | null | undefined;
  /** The path of a route name (a pair's `to`), or null when there is no such route. */
  pathOfRoute: (routeName: string) => string | null;
}

export type AfterSignInReason = 'after-registration' | 'return-address' | 'from-route';

export type AfterSignInTarget = { kind: 'path'; path: string; reason: AfterSignInReason } | { kind: 'home' };

const allowed = (isAllowed: (path: string) => boolean, path: string): boolean => {
  try {
    return isAllowed(path);
  } catch {
    return false; // a route table that cannot judge the path does not get to send the user there
  }
};

function afterRegistrationPath({
  via,
  fromRoute,
  afterRegistrationRedirects,
  pathOfRoute,
}: AfterSignInInput): string | null {
  if (via !== 'registration' || !fromRoute || !Array.isArray(afterRegistrationRedirects)) return null;
  const pair = afterRegistrationRedirects.find(
    (candidate) => typeof candidate?.to === 'string' && candidate.from === fromRoute.name,
  );
  if (!pair) return null;
  try {
    return pathOfRoute(pair.to);
  } catch {
    return null;
  }
}

/**
 * Where the user goes after signing in (SES-002 … SES-004):
 * 1. after a registration, the configured pair whose `from` is the from-route, when its target may be seen;
 * 2. the return address, when it is a path on this site that may be seen;
 * 3. the remembered from-route (the previous page), when it may be seen;
 * 4. home.
 * The return address beats the from-route: it is where the user was stopped on the way (the login guard's
 * `returnTo`), the from-route only where they happened to be.
 */
export function afterSignInTarget(input: AfterSignInInput): AfterSignInTarget {
  const { returnAddress, fromRoute, siteOrigin, isAllowed } = input;
  const candidates: [AfterSignInReason, string | null][] = [
    ['after-registration', safeReturnPath(afterRegistrationPath(input), siteOrigin)],
    ['return-address', safeReturnPath(returnAddress, siteOrigin)],
    ['from-route', safeReturnPath(fromRoute?.path, siteOrigin)],
  ];
  for (const [reason, path] of candidates) {
    if (path !== null && allowed(isAllowed, path)) return { kind: 'path', path, reason };
  }
  return { kind: 'home' };
}
