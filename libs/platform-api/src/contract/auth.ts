import { z } from 'zod/mini';
import { LanguageCodeSchema } from './common';
import { defineCall } from './define-call';
import { AUTH_ERRORS } from './errors';
import { SignInHeadersSchema } from './headers';

/*
 * The auth API actions of doc 001 §7 (paths and most payloads not shown: Kickoff's choice, all under
 * /web-api/auth). Sign-in calls send the X-Fingerprint header, may answer 400 `PlatformError` with a
 * captcha code (100, 111, 112, 113: retry with X-Captcha), the fingerprint code 120 (refresh, retry once),
 * or AUTH_ERROR_CODES; on success they set the session cookie and answer `{ user_id, token }`.
 */

/** doc 001 §4 known social networks. */
export const SocialNetworkSchema = z.enum([
  'google',
  'vk',
  'ok',
  'fb',
  'mailru',
  'yandex',
  'telegram',
  'kakaotalk',
  'twitter',
  'itsme',
  'twitch',
  'metamask',
  'line',
  'linkedin',
  'apple',
  'discord',
]);
export type SocialNetwork = z.infer<typeof SocialNetworkSchema>;

export const LoginAnswerSchema = z.looseObject({
  user_id: z.int().check(z.positive()),
  token: z.jwt(),
});
export type LoginAnswer = z.infer<typeof LoginAnswerSchema>;

/** Base64 of the UTF-8 text: Kickoff's reading of "login and password (encoded)" (doc 001 §3). */
export function encodeCredential(value: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(value)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

export function decodeCredential(encoded: string): string {
  return new TextDecoder().decode(Uint8Array.from(atob(encoded), (char) => char.charCodeAt(0)));
}

const EncodedSchema = z.base64().check(z.minLength(1));

/** Fingerprint components as one JSON string: the "components-data field" of doc 001 §3. */
const ComponentsDataSchema = z.optional(z.string());

const TwoStepBodySchema = z.object({ two_step_token: z.string().check(z.minLength(1)), code: z.string().check(z.minLength(1)) });

const signIn = { requestHeaders: SignInHeadersSchema, errors: AUTH_ERRORS, response: LoginAnswerSchema } as const;

export const authLogin = defineCall({
  name: 'authLogin',
  method: 'POST',
  path: '/web-api/auth/login',
  body: z.object({
    login: EncodedSchema,
    password: EncodedSchema,
    save: z.boolean(),
    components_data: ComponentsDataSchema,
  }),
  ...signIn,
  auth: 'none',
  origin: 'kickoff',
  doc: 'doc 001 §3, §7 login by e-mail or login id (path and encoding not shown, Kickoff’s): `login` and `password` base64 (encodeCredential), `save` = remember me. 400 codes: captcha, 120 fingerprint, 101 wrong credentials, 130 two-step required (with two_step_token).',
});

export const authLoginByPhone = defineCall({
  name: 'authLoginByPhone',
  method: 'POST',
  path: '/web-api/auth/login/phone',
  body: z.object({
    phone_number: z.string().check(z.regex(/^\d{4,15}$/)),
    country_code: z.string().check(z.regex(/^[a-z]{2}$/)),
    password: EncodedSchema,
    save: z.boolean(),
    components_data: ComponentsDataSchema,
  }),
  ...signIn,
  auth: 'none',
  origin: 'kickoff',
  doc: 'doc 001 §3 login by phone (path not shown, Kickoff’s): `phone_number` digits without the dialling code, `country_code` the lower-case ISO code of the phone country (phoneCountries). Errors as authLogin.',
});

export const authLoginByToken = defineCall({
  name: 'authLoginByToken',
  method: 'POST',
  path: '/web-api/auth/login/token',
  body: z.object({
    method_id: z.int(),
    token: z.string().check(z.minLength(1)),
    sign: z.string().check(z.minLength(1)),
    lng: LanguageCodeSchema,
  }),
  ...signIn,
  auth: 'none',
  origin: 'kickoff',
  doc: 'doc 001 §3 token login: method_id, token, sign, lng as the spec lists them; path Kickoff’s.',
});

export const authLoginBySocial = defineCall({
  name: 'authLoginBySocial',
  method: 'POST',
  path: '/web-api/auth/login/social',
  body: z.object({ network: SocialNetworkSchema, code: z.string().check(z.minLength(1)), lng: LanguageCodeSchema }),
  ...signIn,
  auth: 'none',
  origin: 'kickoff',
  doc: 'doc 001 §7 login by social network (payload not shown): the authorization `code` the network returned to the authOauth redirect. Two-step accounts answer 400/130 and continue with authSocialTwoStep.',
});

export const authLoginBySms = defineCall({
  name: 'authLoginBySms',
  method: 'POST',
  path: '/web-api/auth/login/sms',
  body: z.object({ 'phone-number': z.string().check(z.regex(/^\d{6,18}$/)), 'phone-code': z.string().check(z.regex(/^\d{4,8}$/)) }),
  ...signIn,
  auth: 'none',
  origin: 'kickoff',
  doc: 'doc 001 §3 SMS login sends `phone-number` (full international number, digits) and `phone-code`, read by Kickoff as the code the SMS delivered (authSendSms). 400/131 wrong code, 400/132 code expired.',
});

export const authSendSms = defineCall({
  name: 'authSendSms',
  method: 'POST',
  path: '/web-api/auth/sms/send',
  body: z.object({ 'phone-number': z.string().check(z.regex(/^\d{6,18}$/)) }),
  response: z.looseObject({ success: z.boolean(), resend_after: z.int().check(z.nonnegative()) }),
  errors: AUTH_ERRORS,
  auth: 'none',
  origin: 'kickoff',
  doc: 'doc 001 §7 send SMS (payload not shown): sends the sign-in code to `phone-number`; `resend_after` = seconds before another code may be asked for.',
});

export const authTwoStep = defineCall({
  name: 'authTwoStep',
  method: 'POST',
  path: '/web-api/auth/two-step',
  body: TwoStepBodySchema,
  ...signIn,
  auth: 'none',
  origin: 'kickoff',
  doc: 'doc 001 §3, §7 two-step check (path not shown; the two-step token is Kickoff’s): the entered `code` with the `two_step_token` of the 400/130 login answer (form login_password_two_step_code). 400/131 wrong code, 400/132 expired.',
});

export const authSocialTwoStep = defineCall({
  name: 'authSocialTwoStep',
  method: 'POST',
  path: '/web-api/auth/social/two-step',
  body: TwoStepBodySchema,
  ...signIn,
  auth: 'none',
  origin: 'kickoff',
  doc: 'doc 001 §7 social two-step (not shown, Kickoff’s): as authTwoStep, after authLoginBySocial answered 400/130.',
});

export const authOauth = defineCall({
  name: 'authOauth',
  method: 'GET',
  path: '/web-api/auth/oauth/:network',
  params: z.object({ network: SocialNetworkSchema }),
  query: z.object({ lng: LanguageCodeSchema }),
  response: z.looseObject({ url: z.string().check(z.minLength(1)) }),
  auth: 'none',
  origin: 'kickoff',
  doc: 'doc 001 §7 oauth action (not shown): the network’s authorization URL the page opens; the network returns a `code` for authLoginBySocial.',
});

export const authDisconnect = defineCall({
  name: 'authDisconnect',
  method: 'POST',
  path: '/web-api/auth/disconnect',
  response: z.looseObject({ success: z.boolean() }),
  auth: 'none',
  origin: 'kickoff',
  doc: 'doc 000 §7 disconnect user, doc 001 §7 disconnect (path not shown): ends the platform session; the client then clears the ua and user_token cookies itself (doc 000 §4.3).',
});

export const authRights = defineCall({
  name: 'authRights',
  method: 'GET',
  path: '/web-api/auth/rights',
  response: z.looseObject({ rights: z.array(z.string()) }),
  auth: 'none',
  origin: 'kickoff',
  doc: 'doc 001 §7 rights (not shown): the names of what the session may do (e.g. bet, deposit, withdraw); empty for anonymous visitors.',
});

export const authSessionCheck = defineCall({
  name: 'authSessionCheck',
  method: 'GET',
  path: '/web-api/auth/session-check',
  headers: { 'Cache-Control': 'no-cache' },
  response: z.looseObject({ user_id: z.nullable(z.int().check(z.positive())) }),
  auth: 'none',
  origin: 'kickoff',
  doc: 'doc 001 §7 the auth API’s session check returning `user_id` (path not shown; null = no session). Same question as sessionCheck (doc 000, `userId`); both exist because both documents name them.',
});

export const authCalls = [
  authLogin,
  authLoginByPhone,
  authLoginByToken,
  authLoginBySocial,
  authLoginBySms,
  authSendSms,
  authTwoStep,
  authSocialTwoStep,
  authOauth,
  authDisconnect,
  authRights,
  authSessionCheck,
] as const;
