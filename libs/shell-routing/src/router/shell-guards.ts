import type { PageResolution } from '../routes';

/** What a contributed guard decides about a page the route table allows. */
export type ShellGuardOutcome =
  | { readonly kind: 'redirect'; readonly location: string }
  | { readonly kind: 'not-found' }
  | { readonly kind: 'error'; readonly status: number };

export interface ShellGuardContext<S> {
  readonly resolution: PageResolution;
  readonly url: URL;
  readonly state: S;
}

/** Route middleware from another lib (blocking, limits, session): `undefined` lets the page show. */
export type ShellGuard<S> = (
  context: ShellGuardContext<S>,
) => ShellGuardOutcome | undefined | Promise<ShellGuardOutcome | undefined>;

/** The first guard with something to say wins; the rest are not asked. */
export async function runGuards<S>(
  guards: readonly ShellGuard<S>[],
  context: ShellGuardContext<S>,
): Promise<ShellGuardOutcome | undefined> {
  for (const guard of guards) {
    const outcome = await guard(context);
    if (outcome !== undefined) return outcome;
  }
  return undefined;
}
