import { siteConfigExample } from './site-config-example';

/*
 * Example traffic for every call, written from the spec text (doc 000, doc 001) and Kickoff's choices.
 * Read by platform-api's contract.spec.ts: valid answers must parse, malformed ones must fail. Query and params are
 * written as a handler receives them (strings), bodies as the client sends them. The site configuration is the
 * platform mock's own (`site-config-example.ts`), so the contract is checked against what the mock serves.
 */

export interface CallExample {
  response: unknown;
  malformed: readonly unknown[];
  query?: unknown;
  params?: unknown;
  body?: unknown;
  requestHeaders?: unknown;
}

const base64url = (value: string) => btoa(value).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');

/** An unsigned-looking JWT carrying `exp` (seconds), as gettoken and the logins answer. */
export function exampleJwt(payload: Record<string, unknown> = { sub: '1001', exp: 1780315200 }): string {
  return `${base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))}.${base64url(JSON.stringify(payload))}.c2lnbmF0dXJl`;
}

export const exampleAccount = {
  id: 5001,
  type: 0,
  iso: 'RUB',
  symbol: '₽',
  currencyId: 1,
  money: 1500.5,
  points: 0,
  label: 'Main account',
  labelWithSymbol: 'Main account, ₽',
  isActive: true,
  isPointsTypeBalance: false,
};

export const exampleUserConfig = {
  disallow_line_sport: false,
  disallow_live_sport: false,
  phone_number: '9161234567',
  phone_code: '7',
  user_email: 'demo@example.com',
  user_name: 'demo',
  user_country_code: 'ru',
  user_country_id: 1,
  activation_type: 2,
  user_ref_id: 1,
  user_msg_count: 3,
  is_active_secure_question: false,
  user_hide_balance: false,
  changed_pass_day_count: 40,
  protection_level: 70,
  protection_methods: {
    is_changed_password: true,
    enable_two_factor_auth: false,
    enable_phone_binding: true,
    enable_security_question: false,
    enable_email_auth: true,
  },
  should_sync_protection_methods: false,
  is_need_identification: false,
  ban_level: 0,
  ban_version: 1,
  user_status_id: 2,
  verification_status: 1,
  verification_types: [1, 2],
  verification_status_group_code: null,
  requested_additional_document: false,
  has_deposit: true,
  is_identification_bonus: false,
  show_verification_modal_on_deposit_page: false,
  remaining_days_to_activate: null,
  user_data: {
    date_birthday: '1990-04-12',
    document_type_id: 1,
    inn: null,
    name: 'Ivan',
    passport: '4510123456',
    passport_date: '2010-05-20',
    passport_end_date: null,
    registration_address: 'Moscow',
    surname: 'Petrov',
  },
  isCCLine: false,
  isCClive: false,
};

/** The mock's site configuration with the maintenance block the model adds when answering. */
export const exampleSiteConfig = {
  ...siteConfigExample,
  maintenance: {
    started_at: null,
    ended_at: null,
    notify_started_at: null,
    notify_ended_at: null,
    isActive: false,
    web_state: 0,
  },
};

export const exampleLimit = {
  limitType: 21,
  limitValue: 5000,
  limitState: 'PENDING',
  startedAt: 1780228800,
  endsAt: null,
  limitBalance: 5000,
  needApprove: true,
  selfExcludeReason: null,
  measure: 'RUB',
  availableValues: [],
};

const exampleGameSummary = {
  id: 301,
  sportId: 1,
  champId: 88,
  sportName: 'Футбол',
  sportNameEng: 'Football',
  champName: 'Премьер-лига',
  champNameEng: 'Premier League',
  opponents: [
    { id: 11, name: 'Спартак', nameEng: 'Spartak', score: 1 },
    { id: 12, name: 'Зенит', nameEng: 'Zenit', score: 0 },
  ],
  startTime: 1780315200,
  status: 2,
  isFinished: false,
  gameTime: 1920,
  isLiveInLive: false,
  statisticId: null,
};

export const exampleMarket = {
  id: '301-1-0',
  gameId: 301,
  sportId: 1,
  typeId: 1,
  kind: 1,
  param: null,
  name: 'W1',
  coef: 2.45,
  isBlocked: false,
  isLive: true,
  isBannedExpress: false,
};

const exampleGame = { ...exampleGameSummary, markets: [exampleMarket], marketsCount: 120 };

const placedBet = { marketId: '301-1-0', gameId: 301, typeId: 1, kind: 1, param: null, coef: 2.45, blockId: 0 };

export const exampleCouponPayload = {
  accountId: 5001,
  amount: 150,
  amountByBlockId: {},
  bets: [placedBet],
  changeCoefAction: 2,
  coef: 2.45,
  coefByView: '2.45',
  coefViewId: 0,
  exactCoef: 0,
  isDropOnScoreChange: false,
  refId: '0d6f1c9e-3a4b-4c8e-9f10-2b3c4d5e6f70',
  systemValue: 0,
  typeId: 0,
  userId: 1001,
  hyperBonusPercent: 0,
  minHyperBonusBetLimit: 0,
  maxHyperBonusLimit: 0,
};

const placedCoupon = {
  couponId: '900001',
  typeId: 0,
  accountId: 5001,
  amount: 150,
  coef: 2.45,
  possibleWin: 367.5,
  placedAt: 1780315260,
  marketIds: ['301-1-0'],
};

const betState = { marketId: '301-1-0', coef: 2.5, isBlocked: false, isFinished: false, gameStatus: 2, scores: [1, 0] };

const remotePage = {
  appName: 'casino',
  title: 'Casino',
  body: '<div id="casino-root"></div>',
  style: '#casino-root{display:block}',
  cssToLoad: ['/remote/casino/main.css'],
  codeToEval: 'window.__casino && window.__casino.mount()',
  scriptsToLoad: ['/remote/casino/main.js'],
  head: '<meta name="x-remote" content="casino">',
};

const seoQuery = { domain: 'example.com', project: '1', language: 'ru', timezone: '3' };

/** By call name; `contract.spec.ts` of platform-api checks that every call of the contract has one. */
export const callExamples = {
  getToken: {
    query: { force_refresh: 'true' },
    response: { token: exampleJwt() },
    malformed: [{}, { token: 42 }, { token: 'not-a-jwt' }],
  },
  termsStatus: {
    response: { result: true, updatedAt: '2026-05-01T10:00:00.000Z' },
    malformed: [{ result: 'yes', updatedAt: null }, { updatedAt: null }],
  },
  termsRules: {
    response: {
      result: [{ link: '/information/rules', tags: ['terms'], subRules: [{ position: 1 }, { position: 2 }] }],
      updatedAt: '2026-05-01T10:00:00.000Z',
    },
    malformed: [
      { result: [{ link: '/x', tags: 'terms', subRules: [] }], updatedAt: null },
      { result: null, updatedAt: null },
    ],
  },
  termsConfirm: {
    body: { updatedAt: '2026-05-01T10:00:00.000Z' },
    response: { result: true },
    malformed: [{}, { result: 1 }],
  },
  sessionCheck: {
    response: { userId: 1001 },
    malformed: [{}, { userId: '1001' }],
  },
  sessionLoad: { response: 'sid=4f1c2a', malformed: [{ session: 'x' }, undefined] },
  fingerprintScript: {
    response: new Blob(['window.KickoffFingerprint = {};'], { type: 'text/javascript' }),
    malformed: ['window.KickoffFingerprint = {};', {}],
  },
  policyLogo: { response: new Blob(['GIF89a'], { type: 'image/gif' }), malformed: ['GIF89a', {}] },
  userConfig: {
    response: { result: exampleUserConfig },
    malformed: [exampleUserConfig, { result: { ...exampleUserConfig, ban_level: '0' } }],
  },
  userSecureData: {
    response: { ggru: 'a1b2c3', grant: 'g-77' },
    malformed: [{ ggru: 'a1b2c3' }, { ggru: 1, grant: 'g' }],
  },
  realityCheck: {
    body: { data: { attributes: { action: 'continue', do_not_show_again: false, popup_show_at: 1780315200 } } },
    response: undefined,
    malformed: [{}, null],
  },
  cookiesAgreeTime: {
    body: { cookiesAgreeTime: '2024-05-01T10:00:00.000Z' },
    response: undefined,
    malformed: [{ ok: true }],
  },
  phoneCountries: {
    response: { countries: [{ id: 1, name: 'Russia', country_code: 'RU', tel_code: '7' }] },
    malformed: [{ countries: [{ id: 1, name: 'Russia', country_code: 'RU' }] }, [{ id: 1 }]],
  },
  phoneMasks: {
    response: [{ CountryId: 1, Mask: '(###) ###-##-##', Max: 10, Min: 10 }],
    malformed: [{ masks: [] }, [{ CountryId: 1, Mask: '###', Max: '10', Min: 10 }]],
  },
  deviceFingerprint: {
    body: { components: { platform: 'Linux x86_64', screen: '1920x1080', touch: false } },
    response: { token: 'fp-123', expiresAt: 1780401600000, data: { visitorId: 'v-1' } },
    malformed: [
      { token: 'fp-123', data: {} },
      { token: '', expiresAt: 1, data: {} },
    ],
  },
  authLogin: {
    body: { login: 'ZGVtb0BleGFtcGxlLmNvbQ==', password: 'c2VjcmV0', save: true, components_data: '{}' },
    requestHeaders: { 'x-fingerprint': 'fp-123' },
    response: { user_id: 1001, token: exampleJwt() },
    malformed: [{ user_id: 1001 }, { user_id: '1001', token: exampleJwt() }],
  },
  authLoginByPhone: {
    body: { phone_number: '9161234567', country_code: 'ru', password: 'c2VjcmV0', save: false },
    requestHeaders: { 'x-fingerprint': 'fp-123', 'x-captcha': 'k7m2p' },
    response: { user_id: 1001, token: exampleJwt() },
    malformed: [{ token: exampleJwt() }],
  },
  authLoginByToken: {
    body: { method_id: 3, token: 'tg-abc', sign: 'f00d', lng: 'ru' },
    requestHeaders: { 'x-fingerprint': 'fp-123' },
    response: { user_id: 1001, token: exampleJwt() },
    malformed: [{ user_id: 0, token: exampleJwt() }],
  },
  authLoginBySocial: {
    body: { network: 'google', code: 'oauth-code', lng: 'en' },
    requestHeaders: { 'x-fingerprint': 'fp-123' },
    response: { user_id: 1001, token: exampleJwt() },
    malformed: [{}],
  },
  authLoginBySms: {
    body: { 'phone-number': '79161234567', 'phone-code': '4821' },
    requestHeaders: { 'x-fingerprint': 'fp-123' },
    response: { user_id: 1001, token: exampleJwt() },
    malformed: [{ user_id: 1001, token: '' }],
  },
  authSendSms: {
    body: { 'phone-number': '79161234567' },
    response: { success: true, resend_after: 60 },
    malformed: [{ success: true }, { success: 'true', resend_after: 60 }],
  },
  authTwoStep: {
    body: { two_step_token: 'ts-1', code: '123456' },
    requestHeaders: { 'x-fingerprint': 'fp-123' },
    response: { user_id: 1001, token: exampleJwt() },
    malformed: [{ user_id: 1001, token: null }],
  },
  authSocialTwoStep: {
    body: { two_step_token: 'ts-2', code: '123456' },
    requestHeaders: { 'x-fingerprint': 'fp-123' },
    response: { user_id: 1001, token: exampleJwt() },
    malformed: [[]],
  },
  authOauth: {
    params: { network: 'vk' },
    query: { lng: 'ru' },
    response: { url: 'https://oauth.vk.com/authorize?client_id=1' },
    malformed: [{ redirectUrl: 'x' }, { url: '' }],
  },
  authRegister: {
    body: { type: 'one-click', bonus: 1, currency: 'RUB', country_id: 1 },
    requestHeaders: { 'x-fingerprint': 'fp-123' },
    response: {
      user_id: 2001,
      token: exampleJwt(),
      credentials: { login: '2001', password: 'x7k2m9q4' },
      isPayAndPlay: false,
    },
    malformed: [
      { user_id: 2001, token: exampleJwt(), credentials: null },
      { user_id: 2001, token: exampleJwt(), credentials: { login: '', password: 'a' }, isPayAndPlay: false },
    ],
  },
  authSendCredentials: {
    body: { email: 'player@example.com' },
    response: { success: true },
    malformed: [{ success: 'yes' }],
  },
  passwordRecoveryStart: {
    body: { login: 'demo' },
    requestHeaders: { 'x-fingerprint': 'fp-123' },
    response: { recovery_token: 'rt-1', code_ttl: 300, resend_after: 60 },
    malformed: [
      { recovery_token: '', code_ttl: 300, resend_after: 60 },
      { recovery_token: 'rt-1', code_ttl: 0, resend_after: 60 },
    ],
  },
  passwordRecoveryCheckCode: {
    body: { recovery_token: 'rt-1', code: '1234' },
    response: { approve_token: 'ap-1' },
    malformed: [{}, { approve_token: 7 }],
  },
  passwordRecoverySave: {
    body: { approve_token: 'ap-1', password: 'bmV3cGFzczEyMw==' },
    response: { success: true },
    malformed: [{ success: 1 }],
  },
  authDisconnect: { response: { success: true }, malformed: [{}, { success: 'ok' }] },
  authRights: { response: { rights: ['bet', 'deposit'] }, malformed: [{ rights: 'bet' }] },
  authSessionCheck: { response: { user_id: null }, malformed: [{ userId: 1001 }, { user_id: -1 }] },
  captchaValidate: {
    body: { captcha: 'k7m2p' },
    response: { success: true, type: 100, time: 120, error_message: null },
    malformed: [
      { success: true, type: 100, time: 120 },
      { success: 'yes', type: 100, time: 120, error_message: null },
    ],
  },
  captchaUpdate: {
    response: { captchaId: 'c-1', type: 111, challenge: '3 + 4 = ?' },
    malformed: [{ captchaId: 'c-1' }, { captchaId: 'c-1', type: '111', challenge: 'x' }],
  },
  captchaGetTime: { response: { time: 95 }, malformed: [{}, { time: -1 }] },
  siteConfig: {
    query: { lang: 'ru' },
    response: exampleSiteConfig,
    malformed: [{}, { ...exampleSiteConfig, isVipBetEnabled: 'true' }],
  },
  configGroups: {
    query: { groups: 'coupon,limits', lang: 'en' },
    response: { coupon: { maxBets: 30 }, limits: { showTest: true } },
    malformed: [{ coupon: 5 }, ['coupon']],
  },
  listAvailablePartitions: {
    response: { listAvailablePartitions: ['slots', 'live-casino'], success: true },
    malformed: [{ success: true }, { listAvailablePartitions: 'slots', success: true }],
  },
  accountsBalance: {
    response: {
      balance: 1500.5,
      bonus: [{ idBonus: 7, money: 200 }],
      all_accounts: [
        exampleAccount,
        { ...exampleAccount, id: 5002, type: 9, iso: 'USD', symbol: '$', isActive: false },
      ],
      is_available_first_deposit_bonus: true,
      is_account_frozen: false,
      convert_account_status: 1,
    },
    malformed: [
      { balance: 1500.5, bonus: [], all_accounts: [] },
      { balance: '1500', bonus: [], all_accounts: [], is_available_first_deposit_bonus: true },
    ],
  },
  accountsChangeActive: {
    body: { id: 5002 },
    response: { success: true, message: '' },
    malformed: [{ success: true }],
  },
  accountsAddCurrency: {
    body: { currencyId: 2 },
    response: { success: false, message: 'Currency already added' },
    malformed: [{ message: 'x' }],
  },
  accountsRemoveCurrency: {
    params: { id: '5002' },
    response: { success: true, message: 'Account removed' },
    malformed: [{ success: 1, message: 'x' }],
  },
  accountsAvailableCurrencies: {
    response: { currencies: [{ currencyId: 2, iso: 'USD', symbol: '$', name: 'US dollar' }] },
    malformed: [{ currencies: [{ currencyId: 2, iso: 'usd', symbol: '$', name: 'US dollar' }] }],
  },
  limitsAvailable: {
    requestHeaders: { 'accept-language': 'ru' },
    response: [
      { type: 20, availableValues: [], measure: 'RUB' },
      { type: 32, availableValues: [5, 10, 15, 30, 45, 60], measure: null },
    ],
    malformed: [{ limits: [] }, [{ type: '20', availableValues: [], measure: 'RUB' }]],
  },
  limitsGet: {
    response: [
      exampleLimit,
      { ...exampleLimit, limitType: 37, limitValue: 1, limitState: 'ACTIVE', needApprove: false, measure: null },
    ],
    malformed: [[{ ...exampleLimit, limitState: 'DONE' }], [{ ...exampleLimit, startedAt: '2026-06-01' }]],
  },
  limitsSave: {
    body: { limits: [{ limitType: 21, limitValue: 5000 }] },
    response: {
      status: 200,
      data: {
        questions: [
          {
            id: 1,
            text: 'Do you bet to win back losses?',
            options: [
              { id: 1, text: 'Yes' },
              { id: 2, text: 'No' },
            ],
          },
        ],
      },
      tokenGuid: '7f3c2b1a-0000-4000-8000-000000000001',
      limitsData: [],
    },
    malformed: [
      { status: 200, tokenGuid: null, limitsData: [] },
      { status: 200, data: { questions: [] }, tokenGuid: null, limitsData: [{}] },
    ],
  },
  limitsTestAnswers: {
    body: { tokenGuid: '7f3c2b1a-0000-4000-8000-000000000001', answers: [{ questionId: 1, optionId: 2 }] },
    response: { questionsResult: [{ questionId: 1, isCorrect: true }], success: true, limitsData: [exampleLimit] },
    malformed: [{ success: true }, { questionsResult: [], success: 1, limitsData: [] }],
  },
  limitsAction: { body: { action: 1 }, response: undefined, malformed: [{ status: 204 }] },
  limitsDelete: { query: { limitType: '21' }, response: undefined, malformed: [''] },
  limitsSelfExcludeReasons: {
    response: [{ id: 1, selfExcludeReason: 'I spend too much time' }],
    malformed: [[{ id: 1 }], { reasons: [] }],
  },
  limitsBlockUser: {
    body: { selfExcludeReason: 1 },
    response: { success: true },
    malformed: [{}, { success: 'true' }],
  },
  limitsPing: { response: undefined, malformed: [{ ok: true }] },
  redirectLight: {
    body: { url: 'https://example.com/ru/' },
    response: {
      redirect: true,
      code: 301,
      url: 'https://mirror.example.com/ru/',
      reasons: ['region'],
      breadcrumbs: ['https://example.com/ru/'],
    },
    malformed: [
      { redirect: true, code: 301, url: null },
      { redirect: 'no', code: 200, url: null, reasons: [], breadcrumbs: [] },
    ],
  },
  blockCheck: {
    body: { url: 'https://example.com/ru/' },
    response: { displayTypeId: 1, templateTypeId: 13 },
    malformed: [{ displayTypeId: 1 }, { displayTypeId: '1', templateTypeId: 13 }],
  },
  socialOneTapClientId: {
    response: { clientId: '123.apps.googleusercontent.com' },
    malformed: [{}, { clientId: 123 }],
  },
  socialOneTapSignIn: {
    body: { credential: 'eyJ.id.token', language: 'ru', currency: 'RUB', countryId: '1' },
    response: { redirectUrl: 'https://example.com/ru/office/account' },
    malformed: [{ url: 'x' }, { redirectUrl: '' }],
  },
  remotePageLoad: {
    params: { appName: 'casino', route: 'ru/casino' },
    requestHeaders: { 'mf-render-mode': 'json', 'mf-api-version': 'v2' },
    response: remotePage,
    malformed: [{ ...remotePage, scriptsToLoad: '/remote/casino/main.js' }, { appName: 'casino' }],
  },
  remotePageLoadWithComponents: {
    params: { appName: 'office', route: 'ru/office/support' },
    requestHeaders: { 'force-spa': '1' },
    body: { components: [{ name: 'support-history' }] },
    response: { ...remotePage, appName: 'office' },
    malformed: [{ ...remotePage, appName: '' }],
  },
  gamesPreviewLight: {
    query: { whence: '1', groupId: '12', ref: '1', lng: 'ru', fcountry: '1', includeCategories: 'false' },
    response: {
      Success: true,
      Value: {
        '12': [{ RI: 7001, TR: null, GT: 3, GN: 'Lucky Fruits', R: 'lucky-fruits', OR: null, CRID: [1, 4], GF: 1 }],
      },
    },
    malformed: [{ Success: true }, { Success: true, Value: { '12': [{ RI: '7001' }] } }],
  },
  seoPageData: {
    query: { ...seoQuery, stream: 'line', section: 'football', path: '/ru/line/football' },
    response: {
      title: 'Ставки на футбол',
      description: 'Линия ставок на футбол',
      siteName: 'Kickoff',
      metaRobots: 'index, follow',
      hierarchyMetaRobots: null,
      metas: [{ name: 'og:type', content: 'website' }],
      hrefLang: [{ lang: 'en', href: 'https://example.com/en/line/football' }],
      mediaAlternates: [
        {
          mediaType: 'only screen and (max-width: 640px)',
          urlPath: '/ru/line/football',
          toDomain: { host: 'm.example.com' },
        },
      ],
    },
    malformed: [
      { title: 'x' },
      {
        title: 1,
        description: '',
        siteName: '',
        metaRobots: '',
        hierarchyMetaRobots: null,
        metas: [],
        hrefLang: [],
        mediaAlternates: [],
      },
    ],
  },
  seoVisualData: {
    query: { ...seoQuery, path: '/ru/live' },
    response: { h1: 'Live betting', breadcrumbs: [{ title: 'Home', url: '/ru' }] },
    malformed: [{ h1: 'x' }],
  },
  seoContent: {
    query: { ...seoQuery, path: '/ru/' },
    response: { content: '<p>About</p>' },
    malformed: [{ content: null }],
  },
  seoIsoCodes: {
    query: seoQuery,
    response: { isoCodes: { ru: 'ru-RU', en: 'en-GB' } },
    malformed: [{ isoCodes: ['ru'] }],
  },
  seoSportsList: {
    query: seoQuery,
    response: [
      { sportId: 1, nameEng: 'Football' },
      { sportId: 2999, nameEng: 'Long-term bets' },
    ],
    malformed: [[{ sportId: 1 }], [{ sportId: '1', nameEng: 'Football' }]],
  },
  analyticsCounters: {
    query: { hostname: 'example.com', projectId: '1' },
    response: {
      counters: [
        { type: 8, id: '12345678' },
        { type: 4, id: 'tw-1' },
      ],
    },
    malformed: [{ counters: [{ type: 'yandex', id: '1' }] }],
  },
  analyticsCollect: {
    params: { key: 'k3y' },
    body: { events: [{ id: 10000, name: 'successful_bet', at: 1780315260000 }] },
    response: undefined,
    malformed: [{ accepted: 1 }],
  },
  couponPlace: {
    body: exampleCouponPayload,
    response: { success: true, refId: exampleCouponPayload.refId, coupons: [placedCoupon], failed: [] },
    malformed: [
      { success: true, refId: 'r', coupons: [], failed: [] },
      { success: false, refId: 'r', error_code: 'coef_went_up', error_message: 'x', bets: [] },
      { success: false, refId: 'r', error_message: 'x', bets: [] },
    ],
  },
  couponPlacementByRefId: {
    params: { refId: exampleCouponPayload.refId },
    response: { success: true, refId: exampleCouponPayload.refId, coupons: [placedCoupon], failed: [] },
    malformed: [{ success: true, refId: 'r', coupons: [], failed: [] }],
  },
  couponBetsState: {
    query: { ids: '301-1-0,302-2-1.5' },
    response: { bets: [betState, { ...betState, marketId: '302-2-1.5', isBlocked: true, scores: null }] },
    malformed: [{ bets: [{ ...betState, isBlocked: 'no' }] }, { bets: [{ marketId: '301-1-0' }] }],
  },
  couponLimits: {
    body: { accountId: 5001, typeId: 1, systemValue: 0, bets: [{ marketId: '301-1-0', coef: 2.45 }] },
    response: { minBetAmount: 10, maxBetAmount: null, maxPayout: 1000000, availablePrepaidAmount: 0 },
    malformed: [{ minBetAmount: 10 }, { minBetAmount: -1, maxBetAmount: 1, maxPayout: 1, availablePrepaidAmount: 0 }],
  },
  couponPrint: {
    params: { couponId: '900001' },
    response: {
      ...placedCoupon,
      status: 'pending',
      bets: [{ market: exampleMarket, game: exampleGameSummary, coef: 2.45 }],
    },
    malformed: [{ ...placedCoupon, status: 'open', bets: [] }, placedCoupon],
  },
  couponLoadByCode: {
    params: { code: 'AB12CD' },
    response: { typeId: 1, systemValue: 0, bets: [{ market: exampleMarket, game: exampleGameSummary }] },
    malformed: [{ typeId: 1, systemValue: 0, bets: [] }],
  },
  lineSports: {
    query: { section: 'live', lng: 'ru' },
    response: { sports: [{ id: 1, name: 'Футбол', nameEng: 'Football', gamesCount: 42 }] },
    malformed: [{ sports: [{ id: 1, name: 'Футбол' }] }],
  },
  lineChamps: {
    query: { section: 'line', lng: 'en', sportId: '1' },
    response: {
      champs: [{ id: 88, sportId: 1, name: 'Premier League', nameEng: 'Premier League', countryId: 1, gamesCount: 8 }],
    },
    malformed: [{ champs: [{ id: 88 }] }],
  },
  lineGames: {
    query: { section: 'live', lng: 'ru', sportId: '1' },
    response: { games: [exampleGame] },
    malformed: [
      { games: [{ ...exampleGame, markets: [{ ...exampleMarket, coef: 'x' }] }] },
      { games: [{ ...exampleGame, startTime: '2026-06-01T12:00:00Z' }] },
    ],
  },
  lineGame: {
    params: { gameId: '301' },
    query: { lng: 'ru' },
    response: { game: exampleGame },
    malformed: [{ game: { ...exampleGame, opponents: [1, 2] } }, exampleGame],
  },
} satisfies Readonly<Record<string, CallExample>>;
