import { callEndpoint, captchaGetTime, captchaUpdate, captchaValidate, platformApi } from '@kickoff/platform-api';

/** Mutations, not queries: every call asks the captcha service for something new, nothing is worth caching. */
export const captchaApi = platformApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    // SES-030: a new challenge.
    sessionCaptchaNew: callEndpoint(build, captchaUpdate, { kind: 'mutation' }),
    // SES-031: seconds the current challenge stays valid.
    sessionCaptchaTime: callEndpoint(build, captchaGetTime, {
      kind: 'mutation',
      transformResponse: (answer) => answer.time,
    }),
    // SES-029: the user's answer; read as success, type, time, error_message.
    sessionCaptchaValidate: callEndpoint(build, captchaValidate, {
      kind: 'mutation',
      request: (captcha: string) => ({ body: { captcha } }),
    }),
  }),
});
