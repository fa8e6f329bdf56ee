import type { Timers } from '@kickoff/runtime';
import type { ShellStore } from './shell-options';

/**
 * How long a protected page waits for the platform to say who is signed in: what the site gives any start-up call
 * (10 s) and a retry's pause. Past it the page decides with what the state says: a platform that does not answer
 * must not leave the visitor on a spinner (they get the login form, as an anonymous visitor would).
 */
export const SESSION_WAIT_LIMIT_MS = 12_000;

/** Resolves once `isKnown` holds for the store's state, or after SESSION_WAIT_LIMIT_MS. */
export function untilSessionKnown<S>(
  store: ShellStore<S>,
  isKnown: (state: S) => boolean,
  timers: Timers,
): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      unsubscribe();
      timers.clearTimeout(limit);
      resolve();
    };
    const unsubscribe = store.subscribe(() => {
      if (isKnown(store.getState())) done();
    });
    const limit = timers.setTimeout(done, SESSION_WAIT_LIMIT_MS);
    if (isKnown(store.getState())) done();
  });
}
