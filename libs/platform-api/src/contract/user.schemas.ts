import { z } from 'zod/mini';
import { EmptyResponseSchema, EpochSecondsSchema, IsoDateTimeSchema, QueryFlagSchema } from './common';
import type { CallSchemaSet } from './define-call';

/*
 * User and session calls of the web API (doc 000 §7, doc 001 §7). Calls only a signed-in user makes
 * carry the bearer token; the others ride on the platform's session cookie like `gettoken` does.
 */

// ── Entities ────────────────────────────────────────────────────────────────

/** doc 000 §3.7 `protection_methods`. */
export const ProtectionMethodsSchema = z.looseObject({
  is_changed_password: z.boolean(),
  enable_two_factor_auth: z.boolean(),
  enable_phone_binding: z.boolean(),
  enable_security_question: z.boolean(),
  enable_email_auth: z.boolean(),
});
export type ProtectionMethods = z.infer<typeof ProtectionMethodsSchema>;

/** doc 000 §3.7 `user_data`: null where the user has not filled the field in. */
export const UserDataSchema = z.looseObject({
  date_birthday: z.nullable(z.string()),
  document_type_id: z.nullable(z.int()),
  inn: z.nullable(z.string()),
  name: z.nullable(z.string()),
  passport: z.nullable(z.string()),
  passport_date: z.nullable(z.string()),
  passport_end_date: z.nullable(z.string()),
  registration_address: z.nullable(z.string()),
  surname: z.nullable(z.string()),
});
export type UserData = z.infer<typeof UserDataSchema>;

/** doc 000 §3.7 activation_type: 0 none, 1 e-mail, 2 e-mail and phone, 3 phone only. */
export const ActivationTypeSchema = z.literal([0, 1, 2, 3]);

/**
 * The user configuration (doc 000 §3.7). Value types the spec leaves open are Kickoff's reading:
 * yes/no fields are booleans, ids and counters numbers. The mailing flags and settings keys of
 * doc 001 §3 travel here too (optional: the spec names them without a call).
 */
export const UserConfigSchema = z.looseObject({
  disallow_line_sport: z.boolean(),
  disallow_live_sport: z.boolean(),
  phone_number: z.string(),
  phone_code: z.string(),
  user_email: z.string(),
  user_name: z.string(),
  user_country_code: z.string(),
  user_country_id: z.int(),
  activation_type: ActivationTypeSchema,
  user_ref_id: z.int(),
  user_msg_count: z.int().check(z.nonnegative()),
  is_active_secure_question: z.boolean(),
  user_hide_balance: z.boolean(),
  changed_pass_day_count: z.int(),
  protection_level: z.nullable(z.number()),
  protection_methods: ProtectionMethodsSchema,
  should_sync_protection_methods: z.boolean(),
  is_need_identification: z.boolean(),
  ban_level: z.int().check(z.nonnegative()),
  ban_version: z.int(),
  user_status_id: z.int(),
  verification_status: z.int(),
  verification_types: z.array(z.int()),
  verification_status_group_code: z.nullable(z.string()),
  requested_additional_document: z.boolean(),
  has_deposit: z.boolean(),
  is_identification_bonus: z.boolean(),
  show_verification_modal_on_deposit_page: z.boolean(),
  remaining_days_to_activate: z.nullable(z.int()),
  user_data: UserDataSchema,
  isCCLine: z.boolean(),
  isCClive: z.boolean(),
  enable_mail_news: z.optional(z.boolean()),
  enable_mail_deposit: z.optional(z.boolean()),
  enable_mail_bets: z.optional(z.boolean()),
  enable_sms_news: z.optional(z.boolean()),
  bonus_type: z.optional(z.int()),
  first_deposit_bonus_type: z.optional(z.int()),
  /** A pay-and-play account (registered by a payment, profile to finish, SES-046): Kickoff's field, the spec names none. */
  is_pay_and_play: z.optional(z.boolean()),
});
export type UserConfig = z.infer<typeof UserConfigSchema>;

/** doc 000 §3.9 terms confirmation item. */
export const TermsItemSchema = z.looseObject({
  link: z.string(),
  tags: z.array(z.string()),
  subRules: z.array(z.looseObject({ position: z.int() })),
});
export type TermsItem = z.infer<typeof TermsItemSchema>;

/** doc 000 §3.9 phone country; the client lower-cases `country_code`. */
export const PhoneCountrySchema = z.looseObject({
  id: z.int(),
  name: z.string(),
  country_code: z.string().check(z.minLength(2)),
  tel_code: z.string().check(z.regex(/^\d+$/)),
});
export type PhoneCountry = z.infer<typeof PhoneCountrySchema>;

/** doc 000 §3.9 phone mask: `#` is a digit; Min/Max bound the number of digits. */
export const PhoneMaskSchema = z.looseObject({
  CountryId: z.int(),
  Mask: z.string(),
  Max: z.int().check(z.positive()),
  Min: z.int().check(z.positive()),
});
export type PhoneMask = z.infer<typeof PhoneMaskSchema>;

/** doc 000 §7 device fingerprint result; `expiresAt` in epoch milliseconds (Kickoff's unit). */
export const FingerprintSchema = z.looseObject({
  token: z.string().check(z.minLength(1)),
  expiresAt: z.int().check(z.nonnegative()),
  data: z.record(z.string(), z.unknown()),
});
export type Fingerprint = z.infer<typeof FingerprintSchema>;

/**
 * A binary answer. Duck-typed, not `instanceof Blob`: under jsdom the global Blob differs from the one
 * Node's fetch returns, and both must pass.
 */
export const BlobSchema = z.custom<Blob>(
  (value) =>
    typeof value === 'object' &&
    value !== null &&
    typeof (value as Blob).size === 'number' &&
    typeof (value as Blob).arrayBuffer === 'function',
  'a Blob',
);

export const RealityCheckActionSchema = z.enum(['continue', 'log_out', 'nothing']);
export type RealityCheckAction = z.infer<typeof RealityCheckActionSchema>;

/** doc 001 §3 reality-check payload. */
export const RealityCheckBodySchema = z.object({
  data: z.object({
    attributes: z.object({
      action: RealityCheckActionSchema,
      do_not_show_again: z.boolean(),
      popup_show_at: EpochSecondsSchema,
    }),
  }),
});
export type RealityCheckBody = z.infer<typeof RealityCheckBodySchema>;

/** The schemas of every user call, by call name: what the calls' loader resolves to. */
export const userCallSchemas = {
  getToken: {
    origin: 'spec',
    doc: 'doc 000 §7: the session cookie buys a JWT (its `exp` claim bounds validity). Called only when the saved token is missing or expired; a pending call is shared for 60 s. A 401 here means "no session" and starts no refetch cycle.',
    query: z.object({ force_refresh: z.optional(QueryFlagSchema) }),
    response: z.looseObject({ token: z.jwt() }),
  },
  termsStatus: {
    origin: 'spec',
    doc: 'doc 000 §7, doc 001 §4: `result` true = terms changed since the user confirmed; `updatedAt` (ISO, Kickoff’s type) is the terms signature. Polled every 60 s for signed-in users; on failure the flag reads false.',
    response: z.looseObject({ result: z.boolean(), updatedAt: z.nullable(IsoDateTimeSchema) }),
  },
  termsRules: {
    origin: 'kickoff',
    doc: 'Kickoff: the confirm-terms page lists the terms items of doc 000 §3.9 (link, tags, subRules); the spec names the entity but no call, so it sits beside the status call.',
    response: z.looseObject({ result: z.array(TermsItemSchema), updatedAt: z.nullable(IsoDateTimeSchema) }),
  },
  termsConfirm: {
    origin: 'kickoff',
    doc: 'Kickoff: confirms the terms version `updatedAt` (from termsStatus), so a confirmation of an outdated version does not count. `result` false or any error answer shows the information_confirm_terms_error alert (doc 000 §2.6, §8).',
    body: z.object({ updatedAt: IsoDateTimeSchema }),
    response: z.looseObject({ result: z.boolean() }),
  },
  sessionCheck: {
    origin: 'kickoff',
    doc: 'doc 000 §7 session check (path not shown): polled every 60 s while the page is visible; `userId` null = no session. Rides on the session cookie so it also tells anonymous visitors apart. Failure: retried 2× at 1500 ms, then logged out.',
    response: z.looseObject({ userId: z.nullable(z.int().check(z.positive())) }),
  },
  sessionLoad: {
    origin: 'spec',
    doc: 'doc 001 §7: non-JSON answer (an opaque session string), fetched about 8 s after start only when no session is preloaded; failures are logged.',
    response: z.string(),
  },
  policyLogo: {
    origin: 'spec',
    doc: 'doc 001 §7, §9: policy logo image, fetched only for country ids 1, 66, 126, 228, 120.',
    response: BlobSchema,
  },
  userConfig: {
    origin: 'kickoff',
    doc: 'doc 000 §7 user config load (path not shown): no cache, answer `result` with the §3.7 fields.',
    response: z.looseObject({ result: UserConfigSchema }),
  },
  userSecureData: {
    origin: 'kickoff',
    doc: 'doc 000 §7 secure-data fetch (method and path not shown): `ggru` and the grant value (Kickoff names the field `grant`) that the client writes to a cookie. Empty strings are "secure data empty" (logged, doc 000 §8).',
    response: z.looseObject({ ggru: z.string(), grant: z.string() }),
  },
  realityCheck: {
    origin: 'kickoff',
    doc: 'doc 001 §3, §7: method, path and body as the spec shows; the answer is not shown, Kickoff chose 204. `popup_show_at` is when the popup was shown, epoch seconds (Kickoff’s unit).',
    body: RealityCheckBodySchema,
    response: EmptyResponseSchema,
  },
  cookiesAgreeTime: {
    origin: 'kickoff',
    doc: 'doc 000 §4.5, §7 cookie-consent agree time (method and path not shown): the param `cookiesAgreeTime` travels as a JSON body field; 204. Signed-in users only; failures are logged only.',
    body: z.object({ cookiesAgreeTime: IsoDateTimeSchema }),
    response: EmptyResponseSchema,
  },
  phoneCountries: {
    origin: 'kickoff',
    doc: 'doc 000 §7 phone countries list (path not shown): answer `countries`; `tel_code` is the dialling code as digits (Kickoff’s type).',
    response: z.looseObject({ countries: z.array(PhoneCountrySchema) }),
  },
  phoneMasks: {
    origin: 'kickoff',
    doc: 'doc 000 §7 phone masks list (path not shown): a bare array of { CountryId, Mask, Max, Min }.',
    response: z.array(PhoneMaskSchema),
  },
  deviceFingerprint: {
    origin: 'kickoff',
    doc: 'Kickoff: doc 000 §7 runs an external fingerprint script; Kickoff posts the collected device components here instead and stores { token, expiresAt (epoch ms), data } locally. `token` goes in X-Fingerprint on sign-in calls.',
    body: z.object({ components: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])) }),
    response: FingerprintSchema,
  },
  fingerprintScript: {
    origin: 'kickoff',
    doc: 'doc 000 §7 "the fingerprint is produced by loading a script from an external path and running it" (path not shown, Kickoff’s): JavaScript that defines `window.KickoffFingerprint.get(): Promise<{ token, expiresAt, data }>`, which collects the device components and posts them to deviceFingerprint.',
    response: BlobSchema,
  },
} satisfies CallSchemaSet;
