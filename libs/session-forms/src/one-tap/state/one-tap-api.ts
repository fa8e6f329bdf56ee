import { callEndpoint, platformApi, socialOneTapClientId, socialOneTapSignIn } from '@kickoff/platform-api';

export const oneTapApi = platformApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    // SES-033: the answer's `clientId` is what the provider is asked with.
    sessionOneTapClientId: callEndpoint(build, socialOneTapClientId, {
      transformResponse: (answer) => answer.clientId,
    }),
    // SES-034: multipart credential (the provider's ID token), language, currency, countryId → `redirectUrl`.
    sessionOneTapSignIn: callEndpoint(build, socialOneTapSignIn, {
      arg: 'body',
      transformResponse: (answer) => answer.redirectUrl,
    }),
  }),
});
