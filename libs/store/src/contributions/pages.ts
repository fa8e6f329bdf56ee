import type { ComponentType } from 'react';
import type { RootState } from '../app-store';
import type { FeatureContext } from '../feature';

/** A page's code, loaded on demand: each route's page is a chunk of its own. */
export type PageLoader = (ctx: FeatureContext) => Promise<{ default: ComponentType }>;

/** The pages a feature owns, by route name of the shell's route table. */
export interface FeatureRoutes {
  readonly pages?: Readonly<Record<string, PageLoader>>;
  /** The page of every route whose table entry names a remote app and that no feature gives a page of its own (RA-001). */
  readonly remoteAppPage?: PageLoader;
}

/** The page a guard is asked about: the route the table resolved, with its language and parameters. */
export interface GuardPage {
  readonly name: string;
  readonly language: string;
  readonly params: Readonly<Record<string, string | undefined>>;
  readonly remoteApp?: string | undefined;
}

export interface GuardInput {
  readonly page: GuardPage;
  readonly url: URL;
  readonly state: RootState;
}

/**
 * What a guard decides about a page the route table allows; `undefined` lets the page show.
 * `blocked` shows the named route's page (a blocking or maintenance page) in place of the asked one, address kept.
 */
export type GuardOutcome =
  | { readonly kind: 'redirect'; readonly location: string }
  | { readonly kind: 'not-found' }
  | { readonly kind: 'blocked'; readonly page: string; readonly status?: number }
  | { readonly kind: 'error'; readonly status: number };

/**
 * When a guard runs, in this order whatever the install order: the site down for everyone first, then who may not
 * enter at all, then who may not see this page. Guards of one stage run in install order.
 */
export const GUARD_STAGES = ['maintenance', 'blocking', 'ban', 'access', 'limits'] as const;
export type GuardStage = (typeof GUARD_STAGES)[number];

export interface FeatureGuard {
  /** For logs and tests. */
  readonly name: string;
  readonly stage: GuardStage;
  check(input: GuardInput): GuardOutcome | undefined | Promise<GuardOutcome | undefined>;
}

/** The first guard with something to say wins; the rest are not asked. */
export async function runGuards(guards: readonly FeatureGuard[], input: GuardInput): Promise<GuardOutcome | undefined> {
  for (const guard of guards) {
    const outcome = await guard.check(input);
    if (outcome !== undefined) return outcome;
  }
  return undefined;
}
