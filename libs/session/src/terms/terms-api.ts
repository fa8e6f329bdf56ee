import { platformApi, termsConfirm, termsRules, type PlatformError } from '@kickoff/platform-api';
import { readTermsRules, type TermsRules } from './terms-rules';

export const termsApi = platformApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    // SES-056: what the confirm-terms page lists; a malformed answer is an error, never a half list.
    sessionTermsRules: build.query<TermsRules, void>({
      async queryFn(_arg, _api, _extra, baseQuery) {
        const result = await baseQuery({ call: termsRules });
        if (result.error) return { error: result.error as PlatformError };
        const reading = readTermsRules(result.data);
        if (reading.ok) return { data: reading.value };
        const error: PlatformError = {
          kind: 'invalid-answer',
          status: 'INVALID_ANSWER',
          call: termsRules.name,
          issues: [{ path: reading.path, message: reading.problem }],
        };
        return { error };
      },
    }),
    // SES-057: confirms the terms version the page showed; `result: false` (an outdated version) is a failure too.
    sessionTermsConfirm: build.mutation<boolean, { updatedAt: string }>({
      query: ({ updatedAt }) => ({ call: termsConfirm, body: { updatedAt } }),
      transformResponse: (answer: { result: boolean }) => answer.result === true,
    }),
  }),
});

export const { useSessionTermsRulesQuery, useSessionTermsConfirmMutation } = termsApi;
