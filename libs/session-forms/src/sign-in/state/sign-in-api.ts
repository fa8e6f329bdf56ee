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
  callEndpoint,
  encodeCredential,
  type LoginAnswer,
  phoneCountries,
  phoneMasks,
  platformApi,
  type SocialNetwork,
} from '@kickoff/platform-api';
import { readPhoneCountry, readPhoneMask } from '../domain/phone';

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
    signInByLogin: callEndpoint(build, authLogin, {
      request: ({ login, password, remember, componentsData }: CredentialsSignIn & { login: string }) => ({
        body: {
          login: encodeCredential(login.trim()),
          password: encodeCredential(password),
          save: remember,
          components_data: componentsData,
        },
      }),
      transformResponse: signedIn,
    }),
    signInByPhone: callEndpoint(build, authLoginByPhone, {
      request: ({
        phoneNumber,
        countryCode,
        password,
        remember,
        componentsData,
      }: CredentialsSignIn & { phoneNumber: string; countryCode: string }) => ({
        body: {
          phone_number: phoneNumber,
          country_code: countryCode.toLowerCase(),
          password: encodeCredential(password),
          save: remember,
          components_data: componentsData,
        },
      }),
      transformResponse: signedIn,
    }),
    signInByToken: callEndpoint(build, authLoginByToken, {
      request: ({ methodId, token, sign, lng }: { methodId: number; token: string; sign: string; lng: string }) => ({
        body: { method_id: methodId, token, sign, lng },
      }),
      transformResponse: signedIn,
    }),
    signInBySocial: callEndpoint(build, authLoginBySocial, { arg: 'body', transformResponse: signedIn }),
    signInBySms: callEndpoint(build, authLoginBySms, {
      request: ({ phoneNumber, code }: { phoneNumber: string; code: string }) => ({
        body: { 'phone-number': phoneNumber, 'phone-code': code },
      }),
      transformResponse: signedIn,
    }),
    signInSendSms: callEndpoint(build, authSendSms, {
      request: ({ phoneNumber }: { phoneNumber: string }) => ({ body: { 'phone-number': phoneNumber } }),
      transformResponse: (answer) => ({ sent: answer.success, resendAfterSeconds: answer.resend_after }),
    }),
    signInTwoStep: callEndpoint(build, authTwoStep, {
      request: ({ twoStepToken, code }: TwoStepCheck) => ({ body: { two_step_token: twoStepToken, code } }),
      transformResponse: signedIn,
    }),
    signInSocialTwoStep: callEndpoint(build, authSocialTwoStep, {
      request: ({ twoStepToken, code }: TwoStepCheck) => ({ body: { two_step_token: twoStepToken, code } }),
      transformResponse: signedIn,
    }),
    /** The network's authorization page the visitor is sent to; it comes back with the code for signInBySocial. */
    signInOauthUrl: callEndpoint(build, authOauth, {
      request: ({ network, lng }: { network: SocialNetwork; lng: string }) => ({ params: { network }, query: { lng } }),
      transformResponse: (answer) => answer.url,
    }),
    signInRights: callEndpoint(build, authRights, { transformResponse: (answer) => answer.rights }),
    /** The auth API's session check (doc 001 §7): `user_id`, null = no session. */
    signInSessionCheck: callEndpoint(build, authSessionCheck, { transformResponse: (answer) => answer.user_id }),
    // SES-026
    signInPhoneCountries: callEndpoint(build, phoneCountries, {
      transformResponse: (answer) => answer.countries.map(readPhoneCountry),
    }),
    // SES-027
    signInPhoneMasks: callEndpoint(build, phoneMasks, { transformResponse: (answer) => answer.map(readPhoneMask) }),
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
