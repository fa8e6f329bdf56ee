import { authDisconnect, platformApi, sessionCheck, termsStatus } from '@kickoff/platform-api';

export const sessionApi = platformApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    // SES-007: the answer is read as `userId` (null = no session).
    sessionCheck: build.query<number | null, void>({
      query: () => ({ call: sessionCheck }),
      // Polled without subscribers: an entry kept for RTK Query's default 60 s is dropped (and its running check
      // aborted) just as the next poll asks. Dropped at once instead; a check that is aborted all the same is ignored.
      keepUnusedDataFor: 0,
      transformResponse: (answer: { userId: number | null }) => answer.userId,
    }),
    // SES-018: the auth API's disconnect action.
    sessionDisconnect: build.mutation<void, void>({
      query: () => ({ call: authDisconnect }),
      transformResponse: () => undefined,
    }),
    // SES-052: `result` is the terms-changed flag, `updatedAt` the terms signature.
    sessionTermsStatus: build.query<{ changed: boolean; updatedAt: string | null }, void>({
      query: () => ({ call: termsStatus }),
      keepUnusedDataFor: 0,
      transformResponse: (answer: { result: boolean; updatedAt: string | null }) => ({ changed: answer.result, updatedAt: answer.updatedAt }),
    }),
  }),
});
