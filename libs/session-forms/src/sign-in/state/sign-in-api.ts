import {
  authLogin,
  authLoginByPhone,
  authLoginBySms,
  authLoginBySocial,
  authLoginByToken,
  authOauth,
  authRights,
  authSendSms,
  authSessionCheck,
  authSocialTwoStep,
  authTwoStep,
  type CallBody,
  encodeCredential,
  type LoginAnswer,
  phoneCountries,
  phoneMasks,
  platformApi,
  type SocialNetwork,
} from '@kickoff/platform-api';
import { type PhoneCountry, type PhoneMask, readPhoneCountry, readPhoneMask } from '../domain/phone';

/** A sign-in the platform accepted: the session cookie is set; `token` is the first bearer token. */
export interface SignedInAnswer {
  userId: number;
  token: string;
}

export interface CredentialsSignIn {
  password: string;
  /** "Remember me" (`save`). */
  remember: boolean;
  /** Device components as one JSON string (`components_data`); omitted when unknown. */
  componentsData?: string;
}

export interface TwoStepCheck {
  twoStepToken: string;
  code: string;
}

const signedIn = (answer: LoginAnswer): SignedInAnswer => ({ userId: answer.user_id, token: answer.token });

/**
 * SES-025: the auth API's actions as this lib calls them. The endpoints take what the visitor typed and build the
 * contract's bodies: credentials base64-encoded (`encodeCredential`, SES-021), the contract's field names.
 * The disconnect action is `sessionServicesApi.sessionDisconnect` of @kickoff/session's services (SES-018).
 */
export const signInApi = platformApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    signInByLogin: build.mutation<SignedInAnswer, CredentialsSignIn & { login: string }>({
      query: ({ login, password, remember, componentsData }) => ({
        call: authLogin,
        body: {
          login: encodeCredential(login.trim()),
          password: encodeCredential(password),
          save: remember,
          components_data: componentsData,
        } satisfies CallBody<typeof authLogin>,
      }),
      transformResponse: signedIn,
    }),
    signInByPhone: build.mutation<SignedInAnswer, CredentialsSignIn & { phoneNumber: string; countryCode: string }>({
      query: ({ phoneNumber, countryCode, password, remember, componentsData }) => ({
        call: authLoginByPhone,
        body: {
          phone_number: phoneNumber,
          country_code: countryCode.toLowerCase(),
          password: encodeCredential(password),
          save: remember,
          components_data: componentsData,
        } satisfies CallBody<typeof authLoginByPhone>,
      }),
      transformResponse: signedIn,
    }),
    signInByToken: build.mutation<SignedInAnswer, { methodId: number; token: string; sign: string; lng: string }>({
      query: ({ methodId, token, sign, lng }) => ({
        call: authLoginByToken,
        body: { method_id: methodId, token, sign, lng } satisfies CallBody<typeof authLoginByToken>,
      }),
      transformResponse: signedIn,
    }),
    signInBySocial: build.mutation<SignedInAnswer, { network: SocialNetwork; code: string; lng: string }>({
      query: (body) => ({ call: authLoginBySocial, body: body satisfies CallBody<typeof authLoginBySocial> }),
      transformResponse: signedIn,
    }),
    signInBySms: build.mutation<SignedInAnswer, { phoneNumber: string; code: string }>({
      query: ({ phoneNumber, code }) => ({
        call: authLoginBySms,
        body: { 'phone-number': phoneNumber, 'phone-code': code } satisfies CallBody<typeof authLoginBySms>,
      }),
      transformResponse: signedIn,
    }),
    signInSendSms: build.mutation<{ sent: boolean; resendAfterSeconds: number }, { phoneNumber: string }>({
      query: ({ phoneNumber }) => ({
        call: authSendSms,
        body: { 'phone-number': phoneNumber } satisfies CallBody<typeof authSendSms>,
      }),
      transformResponse: (answer: { success: boolean; resend_after: number }) => ({
        sent: answer.success,
        resendAfterSeconds: answer.resend_after,
      }),
    }),
    signInTwoStep: build.mutation<SignedInAnswer, TwoStepCheck>({
      query: ({ twoStepToken, code }) => ({
        call: authTwoStep,
        body: { two_step_token: twoStepToken, code } satisfies CallBody<typeof authTwoStep>,
      }),
      transformResponse: signedIn,
    }),
    signInSocialTwoStep: build.mutation<SignedInAnswer, TwoStepCheck>({
      query: ({ twoStepToken, code }) => ({
        call: authSocialTwoStep,
        body: { two_step_token: twoStepToken, code } satisfies CallBody<typeof authSocialTwoStep>,
      }),
      transformResponse: signedIn,
    }),
    /** The network's authorization page the visitor is sent to; it comes back with the code for signInBySocial. */
    signInOauthUrl: build.query<string, { network: SocialNetwork; lng: string }>({
      query: ({ network, lng }) => ({ call: authOauth, params: { network }, query: { lng } }),
      transformResponse: (answer: { url: string }) => answer.url,
    }),
    signInRights: build.query<string[], void>({
      query: () => ({ call: authRights }),
      transformResponse: (answer: { rights: string[] }) => answer.rights,
    }),
    /** The auth API's session check (doc 001 §7): `user_id`, null = no session. */
    signInSessionCheck: build.query<number | null, void>({
      query: () => ({ call: authSessionCheck }),
      transformResponse: (answer: { user_id: number | null }) => answer.user_id,
    }),
    // SES-026
    signInPhoneCountries: build.query<PhoneCountry[], void>({
      query: () => ({ call: phoneCountries }),
      transformResponse: (answer: { countries: Parameters<typeof readPhoneCountry>[0][] }) =>
        answer.countries.map(readPhoneCountry),
    }),
    // SES-027
    signInPhoneMasks: build.query<PhoneMask[], void>({
      query: () => ({ call: phoneMasks }),
      transformResponse: (answer: Parameters<typeof readPhoneMask>[0][]) => answer.map(readPhoneMask),
    }),
  }),
});

/** The sign-in calls whose failures the form shows itself: the shell's notification layer keeps quiet on them. */
export const SIGN_IN_FORM_ENDPOINTS = [
  'signInByLogin',
  'signInByPhone',
  'signInByToken',
  'signInBySocial',
  'signInBySms',
  'signInSendSms',
  'signInTwoStep',
  'signInSocialTwoStep',
] as const satisfies readonly (keyof typeof signInApi.endpoints)[];
