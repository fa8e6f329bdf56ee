import {
  callEndpoint,
  encodeCredential,
  passwordRecoveryCheckCode,
  passwordRecoverySave,
  passwordRecoveryStart,
  platformApi,
} from '@kickoff/platform-api';

/** SES-047's three platform calls. Mutations: each is an action of the player, never cached or refetched. */
export const forgotPasswordApi = platformApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    passwordRecoveryStart: callEndpoint(build, passwordRecoveryStart, {
      arg: 'body',
      transformResponse: (answer) => ({
        recoveryToken: answer.recovery_token,
        /** Seconds the code stays valid. */
        codeTtlSeconds: answer.code_ttl,
        /** Seconds before another code may be asked for. */
        resendAfterSeconds: answer.resend_after,
      }),
    }),
    passwordRecoveryCheckCode: callEndpoint(build, passwordRecoveryCheckCode, {
      request: ({ recoveryToken, code }: { recoveryToken: string; code: string }) => ({
        body: { recovery_token: recoveryToken, code },
      }),
      transformResponse: (answer) => ({ approveToken: answer.approve_token }),
    }),
    passwordRecoverySave: callEndpoint(build, passwordRecoverySave, {
      request: ({ approveToken, password }: { approveToken: string; password: string }) => ({
        body: { approve_token: approveToken, password: encodeCredential(password) },
      }),
      transformResponse: (answer) => ({ success: answer.success }),
    }),
  }),
});
