import { callEndpoint, platformApi, sessionCheck } from '@kickoff/platform-api';

/** The session check, on the first load: the router's first pass needs who is signed in. */
export const sessionApi = platformApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    // SES-007: the answer is read as `userId` (null = no session).
    sessionCheck: callEndpoint(build, sessionCheck, {
      // Polled without subscribers: an entry kept for RTK Query's default 60 s is dropped (and its running check
      // aborted) just as the next poll asks. Dropped at once instead; a check that is aborted all the same is ignored.
      keepUnusedDataFor: 0,
      transformResponse: (answer) => answer.userId,
    }),
  }),
});
