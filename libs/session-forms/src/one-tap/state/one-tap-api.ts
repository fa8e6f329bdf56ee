import { platformApi, socialOneTapClientId, socialOneTapSignIn } from '@kickoff/platform-api';

export interface OneTapSignInArgs {
  /** The provider's ID token. */
  credential: string;
  language: string;
  currency: string;
  countryId: number;
}

export const oneTapApi = platformApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    // SES-033: the answer's `clientId` is what the provider is asked with.
    sessionOneTapClientId: build.query<string, void>({
      query: () => ({ call: socialOneTapClientId }),
      transformResponse: (answer: { clientId: string }) => answer.clientId,
    }),
    // SES-034: multipart credential, language, currency, countryId → `redirectUrl`.
    sessionOneTapSignIn: build.mutation<string, OneTapSignInArgs>({
      query: (body) => ({ call: socialOneTapSignIn, body }),
      transformResponse: (answer: { redirectUrl: string }) => answer.redirectUrl,
    }),
  }),
});
