import { describe, expect, expectTypeOf, it } from 'vitest';
import type { z } from 'zod/mini';
import {
  type CallExample,
  callExamples,
  exampleAccount,
  exampleCouponPayload,
  exampleLimit,
  exampleSiteConfig,
  exampleUserConfig,
} from '@kickoff/platform-api-testing';
import { AccountSchema } from './accounts.schemas';
import { accountsCalls } from './accounts';
import { authCalls, decodeCredential, encodeCredential } from './auth';
import { SocialNetworkSchema } from './auth.schemas';
import { blockCheck, redirectLight } from './blocking';
import { captchaValidate } from './captcha';
import { configCalls } from './config';
import { SiteConfigSchema } from './config.schemas';
import { CouponPayloadSchema } from './coupon';
import { type CallDefinition, PLATFORM_BASE_PATHS } from './define-call';
import { AUTH_ERROR_CODES, CAPTCHA_ERROR_CODES, FINGERPRINT_ERROR_CODE, isCaptchaErrorCode } from './errors';
import { LegalErrorSchema, LimitErrorSchema, PlatformErrorSchema, TwoStepRequiredErrorSchema } from './errors.schemas';
import {
  limitsAction,
  limitsAvailable,
  limitsBlockUser,
  limitsDelete,
  limitsGet,
  limitsSave,
  limitsSelfExcludeReasons,
  LimitSchema,
  limitsTestAnswers,
  SelfExcludeReasonSchema,
} from './limits';
import { type PlatformCallName, platformCalls, platformContract } from './registry';
import { remotePageLoad, remotePageLoadWithComponents } from './remote-pages';
import { seoPageData, seoSportsList, SeoQuerySchema } from './seo';
import { socialOneTapClientId, socialOneTapSignIn } from './social';
import { userCalls } from './user';
import { UserConfigSchema } from './user.schemas';

// The lazy areas' calls with their schemas at hand, as the registry holds them.
const { accountsAddCurrency, accountsBalance, accountsChangeActive, accountsRemoveCurrency } = platformContract;
const { authLoginBySms, authLoginByToken, authSessionCheck, configGroups, listAvailablePartitions, siteConfig } =
  platformContract;
const { getToken, phoneMasks, realityCheck, sessionCheck, termsStatus, userConfig } = platformContract;

const calls: readonly CallDefinition[] = platformCalls;
const names = Object.keys(platformContract) as PlatformCallName[];

const parses = (schema: z.ZodMiniType | undefined, value: unknown) => schema?.safeParse(value).success ?? false;
const without = (value: Record<string, unknown>, key: string) =>
  Object.fromEntries(Object.entries(value).filter(([k]) => k !== key));
const keysOf = (schema: z.ZodMiniType | undefined) =>
  Object.keys((schema as z.ZodMiniObject | undefined)?.shape ?? {}).sort();
const pathParams = (path: string) => [...path.matchAll(/:([A-Za-z]\w*)\+?/g)].map((match) => match[1] ?? '').sort();

describe('platformContract: the registry', () => {
  it('holds each lazy call with the very schemas its loader gives the client, and keeps zod out of its plain part', async () => {
    const lazy = [...userCalls, ...authCalls, ...configCalls, ...accountsCalls];
    expect(lazy.length).toBeGreaterThan(30);
    for (const call of lazy) {
      const loaded = await call.schemas();
      const held = platformContract[call.name] as CallDefinition;
      expect(loaded.response, call.name).toBe(held.response);
      expect(loaded.doc, call.name).toBe(held.doc);
      for (const value of Object.values(call))
        expect(typeof value === 'object' && value !== null && '_zod' in value, call.name).toBe(false);
    }
  });

  it('names every call once, under its own camelCase name', () => {
    expect(names).toHaveLength(calls.length);
    for (const [key, call] of Object.entries(platformContract)) {
      expect(call.name).toBe(key);
      expect(key).toMatch(/^[a-z][A-Za-z0-9]*$/);
    }
  });

  it('puts every path under one of PLATFORM_BASE_PATHS', () => {
    for (const call of calls) {
      expect(
        PLATFORM_BASE_PATHS.some((base) => call.path.startsWith(`${base}/`)),
        call.name,
      ).toBe(true);
    }
  });

  it('documents every call, and every kickoff call says what Kickoff chose', () => {
    for (const call of calls) {
      expect(call.doc.trim().length, call.name).toBeGreaterThan(20);
      if (call.origin === 'kickoff') expect(call.doc, call.name).toMatch(/Kickoff|not shown/);
    }
  });

  it('gives a params schema exactly for the :params of the path', () => {
    for (const call of calls) expect(keysOf(call.params), call.name).toEqual(pathParams(call.path));
  });

  it('keeps bodies off GET and DELETE calls, and multipart or form only with a body', () => {
    for (const call of calls) {
      if (call.method === 'GET' || call.method === 'DELETE') expect(call.body, call.name).toBeUndefined();
      if (call.bodyEncoding && call.bodyEncoding !== 'json') expect(call.body, call.name).toBeDefined();
    }
  });

  it('answers every 204 call with nothing, and only those', () => {
    for (const call of calls) {
      expect(parses(call.response, undefined), call.name).toBe(call.responseType === 'empty');
    }
  });

  it("keeps each definition's literal types in the registry", () => {
    expectTypeOf(platformContract.getToken.path).toEqualTypeOf<'/web-api/user/gettoken'>();
    expectTypeOf(platformContract.limitsAction.responseType).toEqualTypeOf<'empty'>();
    expect(platformContract.getToken).toBe(getToken);
  });

  it('has no two calls on the same method and path', () => {
    const routes = calls.map((call) => `${call.method} ${call.path}`);
    expect(new Set(routes).size).toBe(routes.length);
  });
});

describe('platformContract: example traffic', () => {
  it('has an example for every call', () => {
    expect(Object.keys(callExamples).sort()).toEqual([...names].sort());
  });

  it.each(names)('%s: the example answer parses and the malformed ones fail', (name) => {
    const call: CallDefinition = platformContract[name];
    const example = callExamples[name];
    const parsed = call.response.safeParse(example.response);
    expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
    expect(example.malformed.length).toBeGreaterThan(0);
    for (const bad of example.malformed) expect(parses(call.response, bad), JSON.stringify(bad)).toBe(false);
  });

  it.each(names)('%s: the example request (as a handler receives it) parses', (name) => {
    const call: CallDefinition = platformContract[name];
    const example: CallExample = callExamples[name];
    for (const part of ['query', 'params', 'body', 'requestHeaders'] as const) {
      const schema = call[part];
      if (!schema) continue;
      const parsed = schema.safeParse(example[part] ?? {});
      expect(parsed.success, `${part}: ${JSON.stringify(parsed.error?.issues)}`).toBe(true);
    }
  });
});

describe('platform error answers', () => {
  it('reads 400 answers as { error_code, error_message } and keeps the captcha, fingerprint and auth codes apart', () => {
    expect(parses(PlatformErrorSchema, { error_code: 111, error_message: 'captcha required' })).toBe(true);
    expect(parses(PlatformErrorSchema, { error_code: '111', error_message: 'x' })).toBe(false);
    expect(parses(PlatformErrorSchema, { error_message: 'x' })).toBe(false);
    const codes = [...CAPTCHA_ERROR_CODES, FINGERPRINT_ERROR_CODE, ...Object.values(AUTH_ERROR_CODES)];
    expect(new Set(codes).size).toBe(codes.length);
    expect(CAPTCHA_ERROR_CODES.every(isCaptchaErrorCode)).toBe(true);
    expect([FINGERPRINT_ERROR_CODE, 400, '100'].some(isCaptchaErrorCode)).toBe(false);
  });

  it('binds a two-step answer to its token', () => {
    expect(parses(TwoStepRequiredErrorSchema, { error_code: 130, error_message: 'code', two_step_token: 't' })).toBe(
      true,
    );
    expect(parses(TwoStepRequiredErrorSchema, { error_code: 130, error_message: 'code' })).toBe(false);
  });

  it('reads 451 answers as { exception_code, message }', () => {
    expect(LegalErrorSchema.parse({ exception_code: 1, message: 'confirm terms' }).exception_code).toBe(1);
    expect(parses(LegalErrorSchema, { exception_code: '1', message: 'x' })).toBe(false);
  });

  it('reads a limit error without status as 403', () => {
    expect(LimitErrorSchema.parse({ title: 'Limit cannot be raised' })).toEqual({
      status: 403,
      title: 'Limit cannot be raised',
    });
    expect(LimitErrorSchema.parse({ status: 400, title: 'Bad value' }).status).toBe(400);
    expect(parses(LimitErrorSchema, { status: 400 })).toBe(false);
  });

  it('documents the sign-in 400 on every login call and requires the fingerprint header there', () => {
    const logins = authCalls
      .map((call) => platformContract[call.name] as CallDefinition)
      .filter((call) => call.name.startsWith('authLogin') || call.name.endsWith('TwoStep'));
    expect(logins.length).toBeGreaterThanOrEqual(7);
    for (const call of logins) {
      expect(call.errors?.[400], call.name).toBe(PlatformErrorSchema);
      expect(parses(call.requestHeaders, {}), call.name).toBe(false);
      expect(parses(call.requestHeaders, { 'x-fingerprint': 'fp' }), call.name).toBe(true);
    }
  });
});

describe('web API calls of doc 000 §7', () => {
  it('[API-001] live under the /web-api base', () => {
    const doc000 = [
      getToken,
      termsStatus,
      sessionCheck,
      userConfig,
      accountsBalance,
      accountsChangeActive,
      accountsAddCurrency,
      accountsRemoveCurrency,
    ];
    for (const call of doc000) expect(call.path, call.name).toMatch(/^\/web-api\//);
  });

  it('[API-003] fetch the token with GET /web-api/user/gettoken?force_refresh=true, answer field token', () => {
    expect(getToken.method).toBe('GET');
    expect(getToken.path).toBe('/web-api/user/gettoken');
    expect(getToken.query.parse({ force_refresh: 'true' })).toEqual({ force_refresh: 'true' });
    const token = callExamples.getToken.response as { token: string };
    expect(getToken.response.parse(token).token).toBe(token.token);
    expect(parses(getToken.response, {})).toBe(false);
  });

  it('[SES-052] read terms status from GET /web-api/api-v3/v2/user/agreement-rules/status as result and updatedAt', () => {
    expect([termsStatus.method, termsStatus.path]).toEqual(['GET', '/web-api/api-v3/v2/user/agreement-rules/status']);
    expect(keysOf(termsStatus.response)).toEqual(['result', 'updatedAt']);
  });

  it('[SES-007] answer the session check with userId, and the auth API session check with user_id', () => {
    expect(sessionCheck.response.parse({ userId: 1001 }).userId).toBe(1001);
    expect(authSessionCheck.response.parse({ user_id: 1001 }).user_id).toBe(1001);
    expect(parses(sessionCheck.response, { user_id: 1001 })).toBe(false);
  });

  it('[UC-001] [UC-002] [UC-003] [UC-004] [UC-005] require every user configuration field of doc 000 §3.7', () => {
    expect(parses(UserConfigSchema, exampleUserConfig)).toBe(true);
    const required = Object.keys(exampleUserConfig);
    expect(required).toHaveLength(32);
    for (const key of required) expect(parses(UserConfigSchema, without(exampleUserConfig, key)), key).toBe(false);
    for (const activation of [0, 1, 2, 3])
      expect(parses(UserConfigSchema, { ...exampleUserConfig, activation_type: activation })).toBe(true);
    expect(parses(UserConfigSchema, { ...exampleUserConfig, activation_type: 4 })).toBe(false);
    expect(parses(UserConfigSchema, { ...exampleUserConfig, protection_level: null })).toBe(true);
    expect(keysOf(UserConfigSchema.shape.protection_methods)).toEqual([
      'enable_email_auth',
      'enable_phone_binding',
      'enable_security_question',
      'enable_two_factor_auth',
      'is_changed_password',
    ]);
    expect(keysOf(UserConfigSchema.shape.user_data)).toEqual([
      'date_birthday',
      'document_type_id',
      'inn',
      'name',
      'passport',
      'passport_date',
      'passport_end_date',
      'registration_address',
      'surname',
    ]);
  });

  it('[UC-008] load the user config without cache and read it from result', () => {
    expect(userConfig.headers['Cache-Control']).toBe('no-cache');
    expect(userConfig.response.parse({ result: exampleUserConfig }).result.user_name).toBe('demo');
  });

  it('[SES-027] read phone masks as CountryId, Mask, Max and Min', () => {
    const [mask] = phoneMasks.response.parse([{ CountryId: 1, Mask: '(###) ###-##-##', Max: 10, Min: 10 }]);
    expect(mask).toEqual({ CountryId: 1, Mask: '(###) ###-##-##', Max: 10, Min: 10 });
  });
});

describe('accounts', () => {
  it('[ACC-001] [ACC-002] require the account fields, with type 0 main, 4 bonus, 9 currency', () => {
    for (const key of Object.keys(exampleAccount))
      expect(parses(AccountSchema, without(exampleAccount, key)), key).toBe(false);
    for (const type of [0, 4, 9]) expect(parses(AccountSchema, { ...exampleAccount, type })).toBe(true);
    expect(parses(AccountSchema, { ...exampleAccount, type: 5 })).toBe(false);
  });

  it('[ACC-006] read the balance answer as balance, bonus, all_accounts and is_available_first_deposit_bonus', () => {
    const answer = callExamples.accountsBalance.response as Record<string, unknown>;
    for (const key of ['balance', 'bonus', 'all_accounts', 'is_available_first_deposit_bonus']) {
      expect(parses(accountsBalance.response, without(answer, key)), key).toBe(false);
    }
  });

  it('[ACC-007] [ACC-008] change the active account by id; add and remove currency, remove answering message', () => {
    expect(keysOf(accountsChangeActive.body)).toEqual(['id']);
    expect(accountsAddCurrency.method).toBe('POST');
    expect(accountsRemoveCurrency.response.parse({ success: true, message: 'removed' }).message).toBe('removed');
  });
});

describe('sign-in', () => {
  it('[SES-025] offer every auth action doc 001 §7 names', () => {
    expect(authCalls.map((call) => call.name).sort()).toEqual([
      'authDisconnect',
      'authLogin',
      'authLoginByPhone',
      'authLoginBySms',
      'authLoginBySocial',
      'authLoginByToken',
      'authOauth',
      'authRights',
      'authSendSms',
      'authSessionCheck',
      'authSocialTwoStep',
      'authTwoStep',
    ]);
  });

  it('[SES-022] send method_id, token, sign and lng on a token login', () => {
    expect(keysOf(authLoginByToken.body)).toEqual(['lng', 'method_id', 'sign', 'token']);
  });

  it('[SES-023] send phone-number and phone-code on an SMS login', () => {
    expect(keysOf(authLoginBySms.body)).toEqual(['phone-code', 'phone-number']);
  });

  it('round-trips encoded credentials, Cyrillic included', () => {
    for (const value of ['demo@example.com', 'пароль-1', ''])
      expect(decodeCredential(encodeCredential(value))).toBe(value);
    expect(encodeCredential('secret')).toBe('c2VjcmV0');
  });

  it('[SES-029] validate a captcha with POST /captcha/validate { captcha }, answer success, type, time, error_message', () => {
    expect([captchaValidate.method, captchaValidate.path]).toEqual(['POST', '/captcha/validate']);
    expect(keysOf(captchaValidate.body)).toEqual(['captcha']);
    expect(keysOf(captchaValidate.response)).toEqual(['error_message', 'success', 'time', 'type']);
  });

  it('[SES-033] [SES-034] fetch the one-tap clientId and sign in with multipart credential, language, currency, countryId', () => {
    expect(socialOneTapClientId.method).toBe('GET');
    expect(socialOneTapClientId.path.startsWith('/social-api/oauth/')).toBe(true);
    expect(keysOf(socialOneTapClientId.response)).toEqual(['clientId']);
    expect(socialOneTapSignIn.method).toBe('POST');
    expect(socialOneTapSignIn.path.startsWith('/social-api/oauth/')).toBe(true);
    expect(socialOneTapSignIn.bodyEncoding).toBe('multipart');
    expect(keysOf(socialOneTapSignIn.body)).toEqual(['countryId', 'credential', 'currency', 'language']);
    expect(keysOf(socialOneTapSignIn.response)).toEqual(['redirectUrl']);
  });

  it('[SES-036] know exactly the sixteen social networks', () => {
    expect(SocialNetworkSchema.options).toEqual([
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
  });
});

describe('site configuration', () => {
  it('[CFG-001] require the flags: available routes, terms confirmation, cookie popup, identification, registration, one-click, VIP bet, bonus bet', () => {
    const flags = [
      'availableRoutes',
      'isTermsConfirmationEnabled',
      'isCookiePopupEnabled',
      'isIdentificationEnabled',
      'isRegistrationEnabled',
      'isOneClickBetEnabled',
      'isVipBetEnabled',
      'isBonusBetEnabled',
    ];
    for (const flag of flags) expect(parses(SiteConfigSchema, without(exampleSiteConfig, flag)), flag).toBe(false);
  });

  it('keeps fields the platform adds to the site config', () => {
    expect(SiteConfigSchema.parse({ ...exampleSiteConfig, newFlag: 1 })).toMatchObject({ newFlag: 1 });
  });

  it('[CFG-002] gather the site config with GET /bff-api/config/all.json?lang=', () => {
    expect([siteConfig.method, siteConfig.path]).toEqual(['GET', '/bff-api/config/all.json']);
    expect(parses(siteConfig.query, { lang: 'ru' })).toBe(true);
    expect(parses(siteConfig.query, {})).toBe(false);
  });

  it('[CFG-007] load config groups with GET /bff-api/config/group/get, groups a comma list, and lang', () => {
    expect([configGroups.method, configGroups.path]).toEqual(['GET', '/bff-api/config/group/get']);
    expect(parses(configGroups.query, { groups: 'a,b', lang: 'en' })).toBe(true);
    expect(parses(configGroups.query, { groups: 'a,,b', lang: 'en' })).toBe(false);
    expect(parses(configGroups.query, { groups: 'a' })).toBe(false);
  });

  it('[CFG-010] list available partitions at {apiPath}/third-party/api/list-available-partitions', () => {
    expect(listAvailablePartitions.path).toBe('/web-api/third-party/api/list-available-partitions');
    expect(keysOf(listAvailablePartitions.response)).toEqual(['listAvailablePartitions', 'success']);
  });

  it('[CFG-011] carry the domain settings with a brand book of { css_prop, css_value }', () => {
    const domain = exampleSiteConfig.domainSettings;
    for (const key of ['group_id', 'ref_id', 'isFlexibleAssetPath', 'isPwa', 'pwaManifest', 'partnerCssBrandBook']) {
      expect(parses(SiteConfigSchema, { ...exampleSiteConfig, domainSettings: without(domain, key) }), key).toBe(false);
    }
    const badBook = { ...domain, partnerCssBrandBook: [{ css_prop: '--x' }] };
    expect(parses(SiteConfigSchema, { ...exampleSiteConfig, domainSettings: badBook })).toBe(false);
  });

  it('[BLK-018] read maintenance as started_at, ended_at, notify_started_at, notify_ended_at, isActive, web_state', () => {
    expect(keysOf(SiteConfigSchema.shape.maintenance)).toEqual([
      'ended_at',
      'isActive',
      'notify_ended_at',
      'notify_started_at',
      'started_at',
      'web_state',
    ]);
  });
});

describe('limit service', () => {
  it('[LIM-002] carry the bearer token on every limit-service call', () => {
    const limitCalls = calls.filter((call) => call.path.startsWith('/limit-service-api/'));
    expect(limitCalls).toHaveLength(9);
    for (const call of limitCalls) expect(call.auth, call.name).toBe('token');
  });

  it('[LIM-004] [LIM-006] read a limit with its fields and the states ACTIVE, PENDING, INACTIVE', () => {
    for (const key of Object.keys(exampleLimit))
      expect(parses(LimitSchema, without(exampleLimit, key)), key).toBe(false);
    for (const limitState of ['ACTIVE', 'PENDING', 'INACTIVE'])
      expect(parses(LimitSchema, { ...exampleLimit, limitState })).toBe(true);
    expect(parses(LimitSchema, { ...exampleLimit, limitState: 'active' })).toBe(false);
  });

  it('[LIM-007] read a self-exclusion reason as id and selfExcludeReason', () => {
    expect(keysOf(SelfExcludeReasonSchema)).toEqual(['id', 'selfExcludeReason']);
  });

  it('[LIM-052] [LIM-053] [LIM-059] load available limits (language header), current limits and self-exclusion reasons', () => {
    expect([limitsAvailable.method, limitsAvailable.path]).toEqual([
      'GET',
      '/limit-service-api/api/external/web/v3/availablelimits',
    ]);
    expect(parses(limitsAvailable.requestHeaders, {})).toBe(false);
    expect(keysOf(limitsAvailable.response.def.element)).toEqual(['availableValues', 'measure', 'type']);
    expect([limitsGet.method, limitsGet.path]).toEqual(['GET', '/limit-service-api/api/external/web/v3/limits']);
    expect([limitsSelfExcludeReasons.method, limitsSelfExcludeReasons.path, limitsSelfExcludeReasons.auth]).toEqual([
      'GET',
      '/limit-service-api/api/external/web/v3/reasons/selfexclude',
      'token',
    ]);
  });

  it('[LIM-054] save limits with POST …/v3/limits { limits }, answer status, data.questions, tokenGuid, limitsData', () => {
    expect([limitsSave.method, limitsSave.path]).toEqual(['POST', '/limit-service-api/api/external/web/v3/limits']);
    expect(keysOf(limitsSave.body)).toEqual(['limits']);
    expect(keysOf(limitsSave.response)).toEqual(['data', 'limitsData', 'status', 'tokenGuid']);
    expect(keysOf(limitsSave.response.shape.data)).toEqual(['questions']);
  });

  it('[LIM-056] send test answers with tokenGuid and answers, answer questionsResult, success, limitsData', () => {
    expect([limitsTestAnswers.method, limitsTestAnswers.path]).toEqual([
      'POST',
      '/limit-service-api/api/external/web/v3/testanswers',
    ]);
    expect(keysOf(limitsTestAnswers.body)).toEqual(['answers', 'tokenGuid']);
    expect(keysOf(limitsTestAnswers.response)).toEqual(['limitsData', 'questionsResult', 'success']);
  });

  it('[LIM-057] [LIM-058] answer limitaction (reject 0, approve 1) and DELETE …/v3/limit with 204', () => {
    expect([limitsAction.method, limitsAction.path, limitsAction.responseType]).toEqual([
      'POST',
      '/limit-service-api/api/external/web/v3/limitaction',
      'empty',
    ]);
    expect(parses(limitsAction.body, { action: 0 }) && parses(limitsAction.body, { action: 1 })).toBe(true);
    expect(parses(limitsAction.body, { action: 2 })).toBe(false);
    expect([limitsDelete.method, limitsDelete.path, limitsDelete.responseType]).toEqual([
      'DELETE',
      '/limit-service-api/api/external/web/v3/limit',
      'empty',
    ]);
  });

  it('[LIM-060] block the user with POST /limit-service-api/limit/external/web/api/v1/BlockUser, reading success', () => {
    expect([limitsBlockUser.method, limitsBlockUser.path]).toEqual([
      'POST',
      '/limit-service-api/limit/external/web/api/v1/BlockUser',
    ]);
    expect(keysOf(limitsBlockUser.response)).toEqual(['success']);
  });

  it('[LIM-043] send the reality-check choice to POST /web-api/api/web/user/v1/reality-check as data.attributes', () => {
    expect([realityCheck.method, realityCheck.path]).toEqual(['POST', '/web-api/api/web/user/v1/reality-check']);
    const body = (action: string) => ({
      data: { attributes: { action, do_not_show_again: true, popup_show_at: 1780315200 } },
    });
    for (const action of ['continue', 'log_out', 'nothing']) expect(parses(realityCheck.body, body(action))).toBe(true);
    expect(parses(realityCheck.body, body('logout'))).toBe(false);
  });
});

describe('blocking and redirects', () => {
  it('[BLK-001] check blocking with POST /blocks-api/api/v2/block { url } and auth, answer displayTypeId and templateTypeId', () => {
    expect([blockCheck.method, blockCheck.path, blockCheck.auth]).toEqual([
      'POST',
      '/blocks-api/api/v2/block',
      'token',
    ]);
    expect(keysOf(blockCheck.body)).toEqual(['url']);
    expect(keysOf(blockCheck.response)).toEqual(['displayTypeId', 'templateTypeId']);
  });

  it('[BLK-012] check redirects with POST /redirects-api/api/v1/redirect-light { url }, answer redirect, code, url, reasons, breadcrumbs', () => {
    expect([redirectLight.method, redirectLight.path]).toEqual(['POST', '/redirects-api/api/v1/redirect-light']);
    expect(keysOf(redirectLight.body)).toEqual(['url']);
    expect(keysOf(redirectLight.response)).toEqual(['breadcrumbs', 'code', 'reasons', 'redirect', 'url']);
  });
});

describe('remote pages, SEO, coupon', () => {
  it('[RA-020] send mf-render-mode: json and mf-api-version: v2 on both remote page loads', () => {
    for (const call of [remotePageLoad, remotePageLoadWithComponents]) {
      expect(call.headers).toEqual({ 'mf-render-mode': 'json', 'mf-api-version': 'v2' });
    }
    expect(remotePageLoadWithComponents.method).toBe('POST');
  });

  it('[RA-022] read the remote page answer as appName, title, body, style, cssToLoad, codeToEval, scriptsToLoad, head', () => {
    expect(keysOf(remotePageLoad.response)).toEqual([
      'appName',
      'body',
      'codeToEval',
      'cssToLoad',
      'head',
      'scriptsToLoad',
      'style',
      'title',
    ]);
  });

  it('[SEO-002] read SEO page data with its metas and alternates', () => {
    expect(keysOf(seoPageData.response)).toEqual([
      'description',
      'hierarchyMetaRobots',
      'hrefLang',
      'mediaAlternates',
      'metaRobots',
      'metas',
      'siteName',
      'title',
    ]);
  });

  it('[SEO-009] send domain, project, language, timezone and stream/section on SEO calls', () => {
    const seoCalls = calls.filter((call) => call.path.startsWith('/web-api/seo/'));
    expect(seoCalls).toHaveLength(5);
    const query = {
      domain: 'example.com',
      project: '1',
      language: 'ru',
      timezone: '3',
      stream: 'live',
      section: 'football',
    };
    expect(SeoQuerySchema.parse(query)).toEqual({ ...query, project: 1, timezone: 3 });
    for (const key of ['domain', 'project', 'language', 'timezone'])
      expect(parses(SeoQuerySchema, without(query, key)), key).toBe(false);
    for (const call of seoCalls)
      expect(keysOf(call.query), call.name).toEqual(
        expect.arrayContaining(['domain', 'project', 'language', 'timezone', 'stream', 'section']),
      );
  });

  it('[SEO-010] read the sports map as sportId and nameEng', () => {
    expect(keysOf(seoSportsList.response.def.element)).toEqual(['nameEng', 'sportId']);
  });

  it('[CPN-041] require every field of the placed coupon payload', () => {
    expect(parses(CouponPayloadSchema, exampleCouponPayload)).toBe(true);
    const fields = [
      'accountId',
      'amount',
      'amountByBlockId',
      'bets',
      'changeCoefAction',
      'coef',
      'coefByView',
      'coefViewId',
      'exactCoef',
      'isDropOnScoreChange',
      'refId',
      'systemValue',
      'typeId',
      'userId',
      'hyperBonusPercent',
      'minHyperBonusBetLimit',
      'maxHyperBonusLimit',
    ];
    expect(Object.keys(exampleCouponPayload).sort()).toEqual([...fields].sort());
    for (const key of fields) expect(parses(CouponPayloadSchema, without(exampleCouponPayload, key)), key).toBe(false);
  });
});
