import { z } from 'zod/mini';
import { lazySchema } from './lazy-schema';
import { LoginAnswerSchema, SocialNetworkSchema } from './auth.schemas';
import { RegistrationTypeSchema } from './config.schemas';
import { defineCall } from './define-call';
import { AUTH_ERRORS } from './errors.schemas';
import { SignInHeadersSchema } from './headers.schemas';

/*
 * Registration and password recovery. The spec names the registration types (doc 001 §4), the bonus choice,
 * the credential saving options and the forgot-password steps (doc 001 §2, §4, §8) but shows no calls: paths
 * and payloads here are Kickoff's, all under /web-api/auth. Like sign-in, they send X-Fingerprint and may
 * answer 400 with a captcha code or the fingerprint code.
 */

/** doc 001 §4 bonus choice at registration: 0 decline bonuses, 1 sport bonus, 2 casino bonus. */
export const REGISTRATION_BONUS = { decline: 0, sport: 1, casino: 2 } as const;
export const RegistrationBonusSchema = lazySchema(() => z.union([z.literal(0), z.literal(1), z.literal(2)]));
export type RegistrationBonus = z.infer<typeof RegistrationBonusSchema>;

/** doc 001 §4 credential saving options after a one-click registration: 0 to file, 1 to image, 2 by e-mail. */
export const CREDENTIAL_SAVING = { file: 0, image: 1, email: 2 } as const;

/** Kickoff's registration error codes (400 `PlatformError`), beside AUTH_ERROR_CODES. */
export const REGISTRATION_ERROR_CODES = {
  alreadyRegistered: 140,
  registrationDisabled: 141,
  invalidField: 142,
} as const;

const EncodedSchema = lazySchema(() => z.base64().check(z.minLength(1)));

export const RegistrationAnswerSchema = lazySchema(() =>
  z.extend(LoginAnswerSchema, {
    /** One-click registration only: the generated login and password the player must save (SES-044). */
    credentials: z.nullable(
      z.looseObject({ login: z.string().check(z.minLength(1)), password: z.string().check(z.minLength(1)) }),
    ),
    /** A pay-and-play account: registered by a payment, profile still to be finished (SES-046). */
    isPayAndPlay: z.boolean(),
  }),
);
export type RegistrationAnswer = z.infer<typeof RegistrationAnswerSchema>;

export const authRegister = defineCall({
  name: 'authRegister',
  method: 'POST',
  path: '/web-api/auth/register',
  body: lazySchema(() =>
    z.object({
      type: RegistrationTypeSchema,
      bonus: RegistrationBonusSchema,
      currency: z.string().check(z.regex(/^[A-Z]{3}$/)),
      country_id: z.int().check(z.positive()),
      /** full (e-mail) registration */
      email: z.optional(z.email()),
      /** phone registration: digits without the dialling code, and the lower-case ISO code of the phone country */
      phone_number: z.optional(z.string().check(z.regex(/^\d{4,15}$/))),
      country_code: z.optional(z.string().check(z.regex(/^[a-z]{2}$/))),
      /** full and phone registration: base64 (encodeCredential) */
      password: z.optional(EncodedSchema),
      /** social registration: the network and the authorization code it returned */
      network: z.optional(SocialNetworkSchema),
      code: z.optional(z.string().check(z.minLength(1))),
      promo_code: z.optional(z.string().check(z.maxLength(64))),
      components_data: z.optional(z.string()),
    }),
  ),
  requestHeaders: SignInHeadersSchema,
  errors: AUTH_ERRORS,
  response: RegistrationAnswerSchema,
  auth: 'none',
  origin: 'kickoff',
  doc: 'doc 001 §4 registration types one-click, phone, full (e-mail), social and bonus choice 0/1/2 (call not shown, Kickoff’s). Signs the new player in (session cookie) like a login. One-click answers generated `credentials`. 400: captcha codes, 120 fingerprint, 140 already registered, 141 registration disabled, 142 invalid field.',
});

export const authSendCredentials = defineCall({
  name: 'authSendCredentials',
  method: 'POST',
  path: '/web-api/auth/register/send-credentials',
  body: lazySchema(() => z.object({ email: z.email() })),
  response: lazySchema(() => z.looseObject({ success: z.boolean() })),
  errors: AUTH_ERRORS,
  auth: 'token',
  origin: 'kickoff',
  doc: 'doc 001 §4 credential saving option 2 "by e-mail" (call not shown, Kickoff’s): mails the signed-in player’s one-click login and password.',
});

export const passwordRecoveryStart = defineCall({
  name: 'passwordRecoveryStart',
  method: 'POST',
  path: '/web-api/auth/password-recovery',
  body: lazySchema(() => z.object({ login: z.string().check(z.minLength(1), z.maxLength(254)) })),
  requestHeaders: SignInHeadersSchema,
  errors: AUTH_ERRORS,
  response: lazySchema(() =>
    z.looseObject({
      recovery_token: z.string().check(z.minLength(1)),
      /** seconds the code stays valid */
      code_ttl: z.int().check(z.positive()),
      /** seconds before another code may be asked for */
      resend_after: z.int().check(z.nonnegative()),
    }),
  ),
  auth: 'none',
  origin: 'kickoff',
  doc: 'doc 001 §4 forgot-password step "call" (not shown, Kickoff’s): `login` is an e-mail, a login or a phone number; a code is sent ("code sent"). 400/101 unknown login.',
});

export const passwordRecoveryCheckCode = defineCall({
  name: 'passwordRecoveryCheckCode',
  method: 'POST',
  path: '/web-api/auth/password-recovery/code',
  body: lazySchema(() =>
    z.object({ recovery_token: z.string().check(z.minLength(1)), code: z.string().check(z.regex(/^\d{4,8}$/)) }),
  ),
  errors: AUTH_ERRORS,
  response: lazySchema(() => z.looseObject({ approve_token: z.string().check(z.minLength(1)) })),
  auth: 'none',
  origin: 'kickoff',
  doc: 'doc 001 §4, §8 forgot-password "approve" (not shown, Kickoff’s): the code from the message. 400/131 wrong code (`wrong_code`), 400/132 code expired (`time_up`).',
});

export const passwordRecoverySave = defineCall({
  name: 'passwordRecoverySave',
  method: 'POST',
  path: '/web-api/auth/password-recovery/password',
  body: lazySchema(() => z.object({ approve_token: z.string().check(z.minLength(1)), password: EncodedSchema })),
  errors: AUTH_ERRORS,
  response: lazySchema(() => z.looseObject({ success: z.boolean() })),
  auth: 'none',
  origin: 'kickoff',
  doc: 'doc 001 §4 forgot-password "password saved" (not shown, Kickoff’s): the new password (base64, encodeCredential) for the approved recovery. 400/132 when the approval expired, 400/142 password too short (< 8).',
});

export const registrationCalls = [
  authRegister,
  authSendCredentials,
  passwordRecoveryStart,
  passwordRecoveryCheckCode,
  passwordRecoverySave,
] as const;
