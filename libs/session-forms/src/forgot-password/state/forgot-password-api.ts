import {
  encodeCredential,
  passwordRecoveryCheckCode,
  passwordRecoverySave,
  passwordRecoveryStart,
  platformApi,
} from '@kickoff/platform-api';

export interface RecoveryStarted {
  recoveryToken: string;
  /** Seconds the code stays valid. */
  codeTtlSeconds: number;
  /** Seconds before another code may be asked for. */
  resendAfterSeconds: number;
}

/** SES-047's three platform calls. Mutations: each is an action of the player, never cached or refetched. */
export const forgotPasswordApi = platformApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    passwordRecoveryStart: build.mutation<RecoveryStarted, { login: string }>({
      query: ({ login }) => ({ call: passwordRecoveryStart, body: { login } }),
      transformResponse: (answer: { recovery_token: string; code_ttl: number; resend_after: number }) => ({
        recoveryToken: answer.recovery_token,
        codeTtlSeconds: answer.code_ttl,
        resendAfterSeconds: answer.resend_after,
      }),
    }),
    passwordRecoveryCheckCode: build.mutation<{ approveToken: string }, { recoveryToken: string; code: string }>({
      query: ({ recoveryToken, code }) => ({
        call: passwordRecoveryCheckCode,
        body: { recovery_token: recoveryToken, code },
      }),
      transformResponse: (answer: { approve_token: string }) => ({ approveToken: answer.approve_token }),
    }),
    passwordRecoverySave: build.mutation<{ success: boolean }, { approveToken: string; password: string }>({
      query: ({ approveToken, password }) => ({
        call: passwordRecoverySave,
        body: { approve_token: approveToken, password: encodeCredential(password) },
      }),
      transformResponse: (answer: { success: boolean }) => ({ success: answer.success }),
    }),
  }),
});
