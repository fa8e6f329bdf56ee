import {
  captchaGetTime,
  captchaUpdate,
  captchaValidate,
  platformApi,
  type CaptchaChallenge,
  type CaptchaResponse,
} from '@kickoff/platform-api';

/** Mutations, not queries: every call asks the captcha service for something new, nothing is worth caching. */
export const captchaApi = platformApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    // SES-030: a new challenge.
    sessionCaptchaNew: build.mutation<CaptchaChallenge, void>({
      query: () => ({ call: captchaUpdate }),
    }),
    // SES-031: seconds the current challenge stays valid.
    sessionCaptchaTime: build.mutation<number, void>({
      query: () => ({ call: captchaGetTime }),
      transformResponse: (answer: { time: number }) => answer.time,
    }),
    // SES-029: the user's answer; read as success, type, time, error_message.
    sessionCaptchaValidate: build.mutation<CaptchaResponse, string>({
      query: (captcha) => ({ call: captchaValidate, body: { captcha } }),
    }),
  }),
});
