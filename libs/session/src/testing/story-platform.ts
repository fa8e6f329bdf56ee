import { combineSlices, configureStore, createListenerMiddleware } from '@reduxjs/toolkit';
import { authLogin, createPlatformClient, encodeCredential, executePlatformRequest, platformApi, USER_TOKEN_COOKIE } from '@kickoff/platform-api';
import { createPlatformMock, DEMO_PASSWORD } from '@kickoff/platform-mock';
import { memoryCookies, memoryStorage } from '@kickoff/runtime';
import type { SessionStartListening } from '../state/listener-types';
import { sessionSlice, signedIn } from '../state/session-slice';
import { platformMockFetch } from './platform-mock-fetch';

export const STORY_ORIGIN = 'http://kickoff.test';

/**
 * A story's own platform: the mock's handlers answer the client's fetch through msw's `getResponse`, so a story
 * needs no network and no service worker, and a real store (platform API, session slice, listener middleware).
 */
export function createStoryPlatform() {
  const mock = createPlatformMock();
  const cookies = memoryCookies(mock.clock);
  const platform = createPlatformClient({ origin: STORY_ORIGIN, appName: 'kickoff-stories', clock: mock.clock, cookies, storage: memoryStorage(), fetch: platformMockFetch(mock) });
  const listenerMiddleware = createListenerMiddleware();
  const store = configureStore({
    reducer: combineSlices(platformApi, sessionSlice),
    middleware: (getDefault) => getDefault({ thunk: { extraArgument: { platform } } }).prepend(listenerMiddleware.middleware).concat(platformApi.middleware),
  });

  /** Signs a demo user in on the platform and in the store, as the login form does; the token is kept like the app keeps it. */
  const signIn = async (login: string) => {
    const result = await executePlatformRequest(platform, {
      call: authLogin,
      body: { login: encodeCredential(login), password: encodeCredential(DEMO_PASSWORD), save: false },
    });
    if ('error' in result) throw new Error(`story sign-in failed: ${JSON.stringify(result.error)}`);
    const { user_id, token } = result.data as { user_id: number; token: string };
    cookies.set(USER_TOKEN_COOKIE, token, { path: '/' });
    store.dispatch(signedIn({ userId: user_id, via: 'login' }));
    return user_id;
  };

  return { mock, store, startListening: listenerMiddleware.startListening as SessionStartListening, signIn };
}

export type StoryPlatform = ReturnType<typeof createStoryPlatform>;
