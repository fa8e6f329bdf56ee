import { z } from 'zod/mini';
import { CommaListSchema, IsoDateTimeSchema, LanguageCodeSchema } from './common';
import type { CallSchemaSet } from './define-call';

/*
 * Site configuration (doc 001 §7). The spec names the flags only in prose (doc 000 §1, §2, §4, §5;
 * doc 001 §1–§5): the field names are Kickoff's. Objects are loose because the platform adds fields.
 */

/** doc 001 §3 partnerCssBrandBook entry: `css_value` applied to `css_prop`. */
export const BrandBookEntrySchema = z.looseObject({
  css_prop: z.string().check(z.minLength(1)),
  css_value: z.string(),
});
export type BrandBookEntry = z.infer<typeof BrandBookEntrySchema>;

/** doc 001 §3 mirror-domain setting. */
export const MirrorDomainSchema = z.looseObject({
  mode: z.literal('mirror'),
  domain: z.looseObject({ host: z.string().check(z.minLength(1)) }),
});
export type MirrorDomain = z.infer<typeof MirrorDomainSchema>;

/** doc 001 §3 domain settings (partner-branded domains). `mirror` null = not a mirror. */
export const DomainSettingsSchema = z.looseObject({
  group_id: z.int(),
  ref_id: z.int(),
  isFlexibleAssetPath: z.boolean(),
  isPwa: z.boolean(),
  pwaManifest: z.looseObject({ themeColor: z.string() }),
  partnerCssBrandBook: z.array(BrandBookEntrySchema),
  mirror: z.nullable(MirrorDomainSchema),
});
export type DomainSettings = z.infer<typeof DomainSettingsSchema>;

/** doc 001 §3 maintenance; date-times ISO, null when not planned. `web_state` 0 = site up. */
export const MaintenanceSchema = z.looseObject({
  started_at: z.nullable(IsoDateTimeSchema),
  ended_at: z.nullable(IsoDateTimeSchema),
  notify_started_at: z.nullable(IsoDateTimeSchema),
  notify_ended_at: z.nullable(IsoDateTimeSchema),
  isActive: z.boolean(),
  web_state: z.int(),
});
export type Maintenance = z.infer<typeof MaintenanceSchema>;

/** doc 001 §1, §5: provider by configuration; an id of '0', 'empty' or blank hides the chat for that language. */
export const ConsultantChatSchema = z.looseObject({
  provider: z.string(),
  idByLanguage: z.record(z.string(), z.string()),
});
export type ConsultantChat = z.infer<typeof ConsultantChatSchema>;

/** doc 001 §5: some languages are hidden from unauthorized users. */
export const SiteLanguageSchema = z.looseObject({
  code: LanguageCodeSchema,
  name: z.string(),
  isHiddenForUnauthorized: z.boolean(),
});
export type SiteLanguage = z.infer<typeof SiteLanguageSchema>;

/** doc 000 §4.3 after-registration redirect: applies only when the from-route matches. */
export const RoutePairSchema = z.looseObject({
  from: z.string().check(z.minLength(1)),
  to: z.string().check(z.minLength(1)),
});
export type RoutePair = z.infer<typeof RoutePairSchema>;

export const RegistrationTypeSchema = z.enum(['one-click', 'phone', 'full', 'social']);
export type RegistrationType = z.infer<typeof RegistrationTypeSchema>;

const CouponTypeIdsSchema = z.array(z.int().check(z.nonnegative()));

export const SiteConfigSchema = z.looseObject({
  /** Route name → enabled. A disabled or missing route gives 404 (doc 000 §2.5: rules, payment, statistic …). */
  availableRoutes: z.record(z.string(), z.boolean()),
  languages: z.array(SiteLanguageSchema),
  defaultCurrency: z.string().check(z.regex(/^[A-Z]{3}$/)),
  isTermsConfirmationEnabled: z.boolean(),
  isCookiePopupEnabled: z.boolean(),
  /** doc 000 §4.5 "when logging is enabled": record the cookie agreement time. */
  isCookiesAgreeTimeLoggingEnabled: z.boolean(),
  isIdentificationEnabled: z.boolean(),
  isRegistrationEnabled: z.boolean(),
  registrationTypes: z.array(RegistrationTypeSchema),
  afterRegistrationRedirects: z.array(RoutePairSchema),
  /** doc 000 §2.5: the payment page needs this and, when `isPaymentAuthRequired`, a signed-in user. */
  isPaymentRouteEnabled: z.boolean(),
  isPaymentAuthRequired: z.boolean(),
  /** doc 000 §2.3: redirect of the slot-first-deposit bonus id. */
  isSlotFirstDepositRedirectEnabled: z.boolean(),
  isOneClickBetEnabled: z.boolean(),
  isVipBetEnabled: z.boolean(),
  isBonusBetEnabled: z.boolean(),
  /** doc 000 §5: coupon typeIds the minimum / maximum amount checks apply to. */
  minAmountCouponTypes: CouponTypeIdsSchema,
  maxAmountCouponTypes: CouponTypeIdsSchema,
  /** doc 000 §5: the allowed coefViewIds (odds formats). */
  coefViewIds: z.array(z.int().check(z.nonnegative())).check(z.minLength(1)),
  promoBonusToOffer: z.boolean(),
  isSnowEnabled: z.boolean(),
  isNewSiteModalEnabled: z.boolean(),
  isAgeRestrictionEnabled: z.boolean(),
  /** Idle minutes before auto logoff (doc 000 §4.3, §9); null = off. */
  autoLogoffMinutes: z.nullable(z.int().check(z.positive())),
  consultantChat: ConsultantChatSchema,
  /** doc 001 §7: use `DELETE …/v3/limit` instead of `limitaction` (the "other configuration"). */
  isLimitDeleteEnabled: z.boolean(),
  /** doc 001 §4: disable the whole limits section when every field is disabled by a pending limit. */
  isLimitSectionDisabledOnPending: z.boolean(),
  /** A/B tests by name, e.g. `hideNavOnRegistration` (doc 000 §2.1). */
  tests: z.record(z.string(), z.boolean()),
  /** doc 001 §4: where a banned user is sent (the spec does not show the address). */
  banRedirectUrl: z.nullable(z.url()),
  /**
   * Kickoff: origins besides the site's own from which remote front-end apps may load scripts, styles and code
   * (doc 000 §4.2 loads remote apps; the spec names no field). Missing = only the site's own origin.
   */
  remoteAppOrigins: z.optional(z.array(z.string().check(z.minLength(1)))),
  domainSettings: DomainSettingsSchema,
  maintenance: MaintenanceSchema,
});
export type SiteConfig = z.infer<typeof SiteConfigSchema>;

/** Group name → that group's settings. */
export const ConfigGroupsSchema = z.record(z.string(), z.record(z.string(), z.unknown()));
export type ConfigGroups = z.infer<typeof ConfigGroupsSchema>;

/** The schemas of every config call, by call name: what the calls' loader resolves to. */
export const configCallSchemas = {
  siteConfig: {
    origin: 'kickoff',
    doc: 'doc 001 §7: method, path and query `lang` as the spec shows; the answer is "site config", its fields Kickoff’s model of the flags both documents name. Retried 5× at 1 s, then the built-in fallback; reloaded on login.',
    query: z.object({ lang: LanguageCodeSchema }),
    response: SiteConfigSchema,
  },
  configGroups: {
    origin: 'spec',
    doc: 'doc 001 §7: `groups` comma list, `lang`; the "config map" is read as group → settings. Cached 600–900 s; failures only logged.',
    query: z.object({ groups: CommaListSchema, lang: LanguageCodeSchema }),
    response: ConfigGroupsSchema,
  },
  listAvailablePartitions: {
    origin: 'spec',
    doc: 'doc 001 §3, §7: `{apiPath}` is the web API base /web-api (doc 000 §7). Partitions are names (Kickoff’s element type).',
    response: z.looseObject({ listAvailablePartitions: z.array(z.string()), success: z.boolean() }),
  },
} satisfies CallSchemaSet;
