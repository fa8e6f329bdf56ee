import { callEndpoint, platformApi, termsConfirm, termsRules, type PlatformError } from '@kickoff/platform-api';
import { readTermsRules } from './terms-rules';

export const termsApi = platformApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    // SES-056: what the confirm-terms page lists; a malformed answer is an error, never a half list.
    sessionTermsRules: callEndpoint(build, termsRules, {
      async run(_arg, send) {
        const result = await send({});
        if (result.error) return { error: result.error };
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
    sessionTermsConfirm: callEndpoint(build, termsConfirm, {
      arg: 'body',
      transformResponse: (answer) => answer.result === true,
    }),
  }),
});

export const { useSessionTermsRulesQuery, useSessionTermsConfirmMutation } = termsApi;
