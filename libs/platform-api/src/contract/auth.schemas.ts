import { z } from 'zod/mini';
import { LanguageCodeSchema } from './common';
import type { CallSchemaSet } from './define-call';
import { AUTH_ERRORS } from './errors.schemas';
import { SignInHeadersSchema } from './headers.schemas';

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

const EncodedSchema = z.base64().check(z.minLength(1));

/** Fingerprint components as one JSON string: the "components-data field" of doc 001 §3. */
const ComponentsDataSchema = z.optional(z.string());

const TwoStepBodySchema = z.object({
  two_step_token: z.string().check(z.minLength(1)),
  code: z.string().check(z.minLength(1)),
});

const signIn = { requestHeaders: SignInHeadersSchema, errors: AUTH_ERRORS, response: LoginAnswerSchema } as const;

/** The schemas of every auth call, by call name: what the calls' loader resolves to. */
export const authCallSchemas = {
  authLogin: {
    origin: 'kickoff',
    doc: 'doc 001 §3, §7 login by e-mail or login id (path and encoding not shown, Kickoff’s): `login` and `password` base64 (encodeCredential), `save` = remember me. 400 codes: captcha, 120 fingerprint, 101 wrong credentials, 130 two-step required (with two_step_token).',
    body: z.object({
      login: EncodedSchema,
      password: EncodedSchema,
      save: z.boolean(),
      components_data: ComponentsDataSchema,
    }),
    ...signIn,
  },
  authLoginByPhone: {
    origin: 'kickoff',
    doc: 'doc 001 §3 login by phone (path not shown, Kickoff’s): `phone_number` digits without the dialling code, `country_code` the lower-case ISO code of the phone country (phoneCountries). Errors as authLogin.',
    body: z.object({
      phone_number: z.string().check(z.regex(/^\d{4,15}$/)),
      country_code: z.string().check(z.regex(/^[a-z]{2}$/)),
      password: EncodedSchema,
      save: z.boolean(),
      components_data: ComponentsDataSchema,
    }),
    ...signIn,
  },
  authLoginByToken: {
    origin: 'kickoff',
    doc: 'doc 001 §3 token login: method_id, token, sign, lng as the spec lists them; path Kickoff’s.',
    body: z.object({
      method_id: z.int(),
      token: z.string().check(z.minLength(1)),
      sign: z.string().check(z.minLength(1)),
      lng: LanguageCodeSchema,
    }),
    ...signIn,
  },
  authLoginBySocial: {
    origin: 'kickoff',
    doc: 'doc 001 §7 login by social network (payload not shown): the authorization `code` the network returned to the authOauth redirect. Two-step accounts answer 400/130 and continue with authSocialTwoStep.',
    body: z.object({ network: SocialNetworkSchema, code: z.string().check(z.minLength(1)), lng: LanguageCodeSchema }),
    ...signIn,
  },
  authLoginBySms: {
    origin: 'kickoff',
    doc: 'doc 001 §3 SMS login sends `phone-number` (full international number, digits) and `phone-code`, read by Kickoff as the code the SMS delivered (authSendSms). 400/131 wrong code, 400/132 code expired.',
    body: z.object({
      'phone-number': z.string().check(z.regex(/^\d{6,18}$/)),
      'phone-code': z.string().check(z.regex(/^\d{4,8}$/)),
    }),
    ...signIn,
  },
  authSendSms: {
    origin: 'kickoff',
    doc: 'doc 001 §7 send SMS (payload not shown): sends the sign-in code to `phone-number`; `resend_after` = seconds before another code may be asked for.',
    body: z.object({ 'phone-number': z.string().check(z.regex(/^\d{6,18}$/)) }),
    response: z.looseObject({ success: z.boolean(), resend_after: z.int().check(z.nonnegative()) }),
    errors: AUTH_ERRORS,
  },
  authTwoStep: {
    origin: 'kickoff',
    doc: 'doc 001 §3, §7 two-step check (path not shown; the two-step token is Kickoff’s): the entered `code` with the `two_step_token` of the 400/130 login answer (form login_password_two_step_code). 400/131 wrong code, 400/132 expired.',
    body: TwoStepBodySchema,
    ...signIn,
  },
  authSocialTwoStep: {
    origin: 'kickoff',
    doc: 'doc 001 §7 social two-step (not shown, Kickoff’s): as authTwoStep, after authLoginBySocial answered 400/130.',
    body: TwoStepBodySchema,
    ...signIn,
  },
  authOauth: {
    origin: 'kickoff',
    doc: 'doc 001 §7 oauth action (not shown): the network’s authorization URL the page opens; the network returns a `code` for authLoginBySocial.',
    params: z.object({ network: SocialNetworkSchema }),
    query: z.object({ lng: LanguageCodeSchema }),
    response: z.looseObject({ url: z.string().check(z.minLength(1)) }),
  },
  authDisconnect: {
    origin: 'kickoff',
    doc: 'doc 000 §7 disconnect user, doc 001 §7 disconnect (path not shown): ends the platform session; the client then clears the ua and user_token cookies itself (doc 000 §4.3).',
    response: z.looseObject({ success: z.boolean() }),
  },
  authRights: {
    origin: 'kickoff',
    doc: 'doc 001 §7 rights (not shown): the names of what the session may do (e.g. bet, deposit, withdraw); empty for anonymous visitors.',
    response: z.looseObject({ rights: z.array(z.string()) }),
  },
  authSessionCheck: {
    origin: 'kickoff',
    doc: 'doc 001 §7 the auth API’s session check returning `user_id` (path not shown; null = no session). Same question as sessionCheck (doc 000, `userId`); both exist because both documents name them.',
    response: z.looseObject({ user_id: z.nullable(z.int().check(z.positive())) }),
  },
} satisfies CallSchemaSet;
