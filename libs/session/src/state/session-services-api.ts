import { authDisconnect, platformApi, termsStatus } from '@kickoff/platform-api';

/** The calls of the session's services' chunk: they join the platform API when it arrives. */
export const sessionServicesApi = platformApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    // SES-018: the auth API's disconnect action.
    sessionDisconnect: build.mutation<void, void>({
      query: () => ({ call: authDisconnect }),
      transformResponse: () => undefined,
    }),
    // SES-052: `result` is the terms-changed flag, `updatedAt` the terms signature. Polled without subscribers:
    // dropped at once, as the session check.
    sessionTermsStatus: build.query<{ changed: boolean; updatedAt: string | null }, void>({
      query: () => ({ call: termsStatus }),
      keepUnusedDataFor: 0,
      transformResponse: (answer: { result: boolean; updatedAt: string | null }) => ({
        changed: answer.result,
        updatedAt: answer.updatedAt,
      }),
    }),
  }),
});
