import { FINGERPRINT_HEADER, encodeCredential } from '@kickoff/platform-api';
import { exampleCouponPayload } from '@kickoff/platform-api-testing';
import { DEMO_PASSWORD, DEMO_RECOVERY_CODE, DEMO_SMS_CODE, DEMO_TWO_STEP_CODE } from '../model/demo-users';
import type { SendOptions, TestClient } from './test-client';

/**
 * A valid request for every contract call, with whatever must happen first (sign in, send the SMS,
 * place the coupon …). The contract test fires each one at the handlers and checks the answer.
 */
export type CallSample = (client: TestClient) => Promise<SendOptions>;

const SEO_QUERY = { domain: 'kickoff.test', project: 1, language: 'en', timezone: 3, path: '/en/live' };
const LANGUAGE_HEADER = { 'Accept-Language': 'en' };

async function signedIn(client: TestClient, login = 'demo'): Promise<void> {
  const answer = await client.signIn(login);
  if (answer.status !== 200) throw new Error(`sign-in of ${login} failed: ${JSON.stringify(answer.body)}`);
}

async function fingerprintHeader(client: TestClient): Promise<Record<string, string>> {
  return { [FINGERPRINT_HEADER]: await client.fingerprint() };
}

async function recoveryToken(client: TestClient): Promise<string> {
  const { body } = await client.send('passwordRecoveryStart', {
    body: { login: 'demo' },
    headers: await fingerprintHeader(client),
  });
  return body.recovery_token as string;
}

async function firstOpenMarket(client: TestClient, section: 'line' | 'live' = 'line') {
  const { body } = await client.send('lineGames', { query: { section, lng: 'en' } });
  for (const game of body.games) {
    const market = game.markets.find((candidate: { isBlocked: boolean }) => !candidate.isBlocked);
    if (market) return { game, market };
  }
  throw new Error('no open market in the line');
}

async function placedCouponId(client: TestClient): Promise<string> {
  const { game, market } = await firstOpenMarket(client);
  const { body } = await client.send('couponPlace', { body: couponPayload(market, game.id, 'sample-coupon-1') });
  if (!body.success) throw new Error(`placement refused: ${body.error_message}`);
  return body.coupons[0].couponId;
}

export function couponPayload(
  market: { id: string; coef: number; typeId: number; kind: number; param: number | null },
  gameId: number,
  refId: string,
  overrides: Record<string, unknown> = {},
) {
  // The contract's example payload, for the demo player's account and the market asked about.
  return {
    ...exampleCouponPayload,
    accountId: 10_011,
    amount: 100,
    bets: [
      {
        marketId: market.id,
        gameId,
        typeId: market.typeId,
        kind: market.kind,
        param: market.param,
        coef: market.coef,
        blockId: 0,
      },
    ],
    coef: market.coef,
    coefByView: String(market.coef),
    refId,
    ...overrides,
  };
}

export const callSamples: Record<string, CallSample> = {
  getToken: async () => ({ query: { force_refresh: true } }),
  termsStatus: async (client) => (await signedIn(client), {}),
  termsRules: async (client) => (await signedIn(client), {}),
  termsConfirm: async (client) => {
    await signedIn(client, 'terms');
    const { body } = await client.send('termsStatus');
    return { body: { updatedAt: body.updatedAt } };
  },
  sessionCheck: async () => ({}),
  sessionLoad: async () => ({}),
  policyLogo: async () => ({}),
  fingerprintScript: async () => ({}),
  userConfig: async (client) => (await signedIn(client), {}),
  userSecureData: async () => ({}),
  realityCheck: async (client) => (
    await signedIn(client),
    { body: { data: { attributes: { action: 'continue', do_not_show_again: false, popup_show_at: 1_780_315_200 } } } }
  ),
  cookiesAgreeTime: async (client) => (await signedIn(client), { body: { cookiesAgreeTime: '2026-06-01T12:00:00Z' } }),
  phoneCountries: async () => ({}),
  phoneMasks: async () => ({}),
  deviceFingerprint: async () => ({ body: { components: { screen: '1920x1080' } } }),

  authLogin: async (client) => ({
    body: { login: encodeCredential('demo'), password: encodeCredential(DEMO_PASSWORD), save: true },
    headers: await fingerprintHeader(client),
  }),
  authLoginByPhone: async (client) => ({
    body: { phone_number: '9000001001', country_code: 'ru', password: encodeCredential(DEMO_PASSWORD), save: false },
    headers: await fingerprintHeader(client),
  }),
  authLoginByToken: async (client) => ({
    body: { method_id: 1, token: 'demo-token:demo', sign: 'any', lng: 'en' },
    headers: await fingerprintHeader(client),
  }),
  authLoginBySocial: async (client) => ({
    body: { network: 'google', code: 'demo-code:demo', lng: 'en' },
    headers: await fingerprintHeader(client),
  }),
  authLoginBySms: async (client) => {
    await client.send('authSendSms', { body: { 'phone-number': '79000001001' } });
    return {
      body: { 'phone-number': '79000001001', 'phone-code': DEMO_SMS_CODE },
      headers: await fingerprintHeader(client),
    };
  },
  authSendSms: async () => ({ body: { 'phone-number': '79000001001' } }),
  authTwoStep: async (client) => {
    const first = await client.signIn('twostep');
    return {
      body: { two_step_token: first.body.two_step_token, code: DEMO_TWO_STEP_CODE },
      headers: await fingerprintHeader(client),
    };
  },
  authSocialTwoStep: async (client) => {
    const headers = await fingerprintHeader(client);
    const first = await client.send('authLoginBySocial', {
      body: { network: 'vk', code: 'demo-code:twostep', lng: 'ru' },
      headers,
    });
    return { body: { two_step_token: first.body.two_step_token, code: DEMO_TWO_STEP_CODE }, headers };
  },
  authOauth: async () => ({ params: { network: 'google' }, query: { lng: 'en' } }),
  authDisconnect: async (client) => (await signedIn(client), { token: client.token }),
  authRights: async () => ({}),
  authSessionCheck: async () => ({}),

  authRegister: async (client) => ({
    body: { type: 'one-click', bonus: 1, currency: 'RUB', country_id: 1 },
    headers: await fingerprintHeader(client),
  }),
  authSendCredentials: async (client) => (await signedIn(client), { body: { email: 'player@example.com' } }),
  passwordRecoveryStart: async (client) => ({ body: { login: 'demo' }, headers: await fingerprintHeader(client) }),
  passwordRecoveryCheckCode: async (client) => ({
    body: { recovery_token: await recoveryToken(client), code: DEMO_RECOVERY_CODE },
  }),
  passwordRecoverySave: async (client) => {
    const { body } = await client.send('passwordRecoveryCheckCode', {
      body: { recovery_token: await recoveryToken(client), code: DEMO_RECOVERY_CODE },
    });
    return { body: { approve_token: body.approve_token, password: encodeCredential('new-pass-123') } };
  },

  captchaValidate: async (client) => {
    const { body } = await client.send('captchaUpdate');
    return { body: { captcha: String(body.challenge).replace(/\D/g, '') } };
  },
  captchaUpdate: async () => ({}),
  captchaGetTime: async () => ({}),

  siteConfig: async () => ({ query: { lang: 'ru' } }),
  configGroups: async () => ({ query: { groups: 'coupon,limits', lang: 'ru' } }),
  listAvailablePartitions: async () => ({}),

  accountsBalance: async (client) => (await signedIn(client), {}),
  accountsChangeActive: async (client) => (await signedIn(client), { body: { id: 10_012 } }),
  accountsAddCurrency: async (client) => (await signedIn(client), { body: { currencyId: 3 } }),
  accountsRemoveCurrency: async (client) => (await signedIn(client), { params: { id: 10_012 } }),
  accountsAvailableCurrencies: async (client) => (await signedIn(client), {}),

  limitsAvailable: async (client) => (await signedIn(client), { headers: LANGUAGE_HEADER }),
  limitsGet: async (client) => (await signedIn(client, 'limits'), {}),
  limitsSave: async (client) => (await signedIn(client), { body: { limits: [{ limitType: 20, limitValue: 10_000 }] } }),
  limitsTestAnswers: async (client) => {
    await signedIn(client);
    const { body } = await client.send('limitsSave', {
      body: { limits: [{ limitType: 30, limitValue: 7, selfExcludeReason: 3 }] },
    });
    return {
      body: {
        tokenGuid: body.tokenGuid,
        answers: body.data.questions.map((question: { id: number }) => ({ questionId: question.id, optionId: 1 })),
      },
    };
  },
  limitsAction: async (client) => (await signedIn(client, 'limits'), { body: { action: 1 } }),
  limitsDelete: async (client) => (await signedIn(client, 'limits'), { query: { limitType: 20 } }),
  limitsSelfExcludeReasons: async (client) => (await signedIn(client), {}),
  limitsBlockUser: async (client) => (await signedIn(client), { body: { selfExcludeReason: 2 } }),
  limitsPing: async (client) => (await signedIn(client), {}),

  redirectLight: async () => ({ body: { url: 'https://kickoff.test/ru/old-promo' } }),
  blockCheck: async () => ({ body: { url: 'https://kickoff.test/ru/' } }),

  socialOneTapClientId: async () => ({}),
  socialOneTapSignIn: async () => ({
    body: { credential: 'demo-credential:demo', language: 'ru', currency: 'RUB', countryId: 1 },
  }),

  remotePageLoad: async () => ({ params: { appName: 'casino', route: 'ru/casino' }, headers: { 'force-spa': '1' } }),
  remotePageLoadWithComponents: async () => ({
    params: { appName: 'support', route: 'ru/office/support' },
    body: { components: [{ name: 'support-history' }] },
  }),

  gamesPreviewLight: async () => ({
    query: { whence: 1, groupId: 2, ref: 77, lng: 'ru', fcountry: 1, includeCategories: 'false' },
  }),

  seoPageData: async () => ({ query: SEO_QUERY }),
  seoVisualData: async () => ({ query: SEO_QUERY }),
  seoContent: async () => ({ query: SEO_QUERY }),
  seoIsoCodes: async () => ({ query: { domain: 'kickoff.test', project: 1, language: 'en', timezone: 3 } }),
  seoSportsList: async () => ({ query: { domain: 'kickoff.test', project: 1, language: 'en', timezone: 3 } }),

  analyticsCounters: async () => ({ query: { hostname: 'kickoff.test', projectId: 1 } }),
  analyticsCollect: async () => ({
    params: { key: 'web-kickoff' },
    body: { events: [{ id: 1000, name: 'registration_click', at: 1_780_315_200_000 }] },
  }),

  couponPlace: async (client) => {
    await signedIn(client);
    const { game, market } = await firstOpenMarket(client);
    return { body: couponPayload(market, game.id, 'sample-coupon-2') };
  },
  couponBetsState: async (client) => {
    const { market } = await firstOpenMarket(client, 'live');
    return { query: { ids: `${market.id},999999` } };
  },
  couponLimits: async (client) => {
    await signedIn(client);
    const { market } = await firstOpenMarket(client);
    return {
      body: { accountId: 10_011, typeId: 0, systemValue: 0, bets: [{ marketId: market.id, coef: market.coef }] },
    };
  },
  couponPrint: async (client) => {
    await signedIn(client);
    return { params: { couponId: await placedCouponId(client) } };
  },
  couponPlacementByRefId: async (client) => {
    await signedIn(client);
    await placedCouponId(client);
    return { params: { refId: 'sample-coupon-1' } };
  },
  couponLoadByCode: async () => ({ params: { code: 'DEMO0001' } }),

  lineSports: async () => ({ query: { section: 'live', lng: 'ru' } }),
  lineChamps: async () => ({ query: { section: 'line', lng: 'en', sportId: 1 } }),
  lineGames: async () => ({ query: { section: 'live', lng: 'en', sportId: 1 } }),
  lineGame: async () => ({ params: { gameId: 10101 }, query: { lng: 'en' } }),
};
