import { createTestStore } from '@kickoff/testing';
import { signedIn } from '../state/session-slice';
import { sessionState, signInOnPlatform } from './session-state';

/**
 * A story's site: the session's state in a real store over the platform mock, whose handlers answer in the page
 * (no network, no service worker).
 */
export function createStorySite() {
  const site = createTestStore({ features: [sessionState] });
  /** Signs a demo player in on the platform and in the store, as the login form does. */
  const signIn = async (login: string) => {
    const { user_id } = await signInOnPlatform(site, login);
    site.store.dispatch(signedIn({ userId: user_id, via: 'login' }));
    return user_id;
  };
  return { ...site, signIn };
}

export type StorySite = ReturnType<typeof createStorySite>;
