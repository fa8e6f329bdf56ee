import { authDisconnect, callEndpoint, platformApi, termsStatus } from '@kickoff/platform-api';

/** The calls of the session's services' chunk: they join the platform API when it arrives. */
export const sessionServicesApi = platformApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    // SES-018: the auth API's disconnect action.
    sessionDisconnect: callEndpoint(build, authDisconnect, { transformResponse: () => undefined }),
    // SES-052: `result` is the terms-changed flag, `updatedAt` the terms signature. Polled without subscribers:
    // dropped at once, as the session check.
    sessionTermsStatus: callEndpoint(build, termsStatus, {
      keepUnusedDataFor: 0,
      transformResponse: (answer) => ({
        changed: answer.result,
        updatedAt: answer.updatedAt,
      }),
    }),
  }),
});
