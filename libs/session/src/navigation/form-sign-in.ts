import type { RouteRef } from './after-sign-in-target';
import type { SignInRoute } from '../state/session-slice';

/** A form's sign-in as the navigation after it reads it: how, and what was known of where to go at that moment. */
export interface FormSignIn {
  via: 'login' | 'registration';
  returnAddress: string | null;
  fromRoute: RouteRef | null;
}

/**
 * Read at the sign-in itself, before anything else runs: the shell may close the login modal or leave the login
 * page right after. Null for a sign-in no form made (the session check's), which moves nobody.
 */
export function readFormSignIn(
  via: SignInRoute | undefined,
  where: { returnAddress(): string | null; fromRoute(): RouteRef | null },
): FormSignIn | null {
  if (via !== 'login' && via !== 'registration') return null;
  return { via, returnAddress: where.returnAddress(), fromRoute: where.fromRoute() };
}
