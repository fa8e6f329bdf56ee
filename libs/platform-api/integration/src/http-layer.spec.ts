import {
  authLogin,
  blockCheck,
  callEndpoint,
  captchaUpdate,
  captchaValidate,
  encodeCredential,
  executePlatformRequest,
  FINGERPRINT_ATTEMPT_LIMIT,
  isCancelled,
  platformApi,
  type PlatformError,
  sessionCheck,
  siteConfig,
  tokenExpiry,
  userConfig,
  USER_TOKEN_COOKIE,
  DEFAULT_READ_TIMEOUT_MS,
  START_UP_TIMEOUT_MS,
  timeoutOf,
} from '@kickoff/platform-api';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { TEST_ORIGIN } from '@kickoff/testing';
import { setUpPlatformEdge } from './harness';

const platform = setUpPlatformEdge();

const api = platformApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    testUserConfig: callEndpoint(build, userConfig),
    testBlockCheck: callEndpoint(build, blockCheck, { kind: 'query', request: (url: string) => ({ body: { url } }) }),
    testSessionCheck: callEndpoint(build, sessionCheck),
    testSiteConfig: callEndpoint(build, siteConfig, { request: (lang: string) => ({ query: { lang } }) }),
    testLogin: callEndpoint(build, authLogin, {
      request: ({ login, password }: { login: string; password: string }) => ({
        body: { login: encodeCredential(login), password: encodeCredential(password), save: false },
      }),
    }),
  }),
});

type Harness = ReturnType<typeof platform.client>;

type QueryThunk =
  | ReturnType<typeof api.endpoints.testUserConfig.initiate>
  | ReturnType<typeof api.endpoints.testBlockCheck.initiate>
  | ReturnType<typeof api.endpoints.testSessionCheck.initiate>;

async function query<T>(h: Harness, thunk: QueryThunk): Promise<{ data?: T; error?: PlatformError }> {
  const result = await h.store.dispatch(thunk as ReturnType<typeof api.endpoints.testSessionCheck.initiate>);
  return { data: result.data as T, error: result.error as PlatformError | undefined };
}

/** Signs in as a demo user (fingerprint and all) and keeps the user's token as the saved one. */
async function signIn(h: Harness, login: string) {
  const result = await h.store.dispatch(api.endpoints.testLogin.initiate({ login, password: 'demo1234' }));
  if ('error' in result) throw new Error(`sign-in as ${login} failed: ${JSON.stringify(result.error)}`);
  const exp = tokenExpiry(result.data.token) ?? 0;
  h.cookies.set(USER_TOKEN_COOKIE, result.data.token, { path: '/', expires: new Date(exp * 1000) });
  return result.data;
}

const GET_TOKEN = '/web-api/user/gettoken';

describe('platform HTTP layer against the platform handlers', () => {
  it('[API-001] [API-002] calls go to the platform base paths and carry X-Requested-With and X-app-n', async () => {
    const h = platform.client();
    await query(h, api.endpoints.testBlockCheck.initiate('/ru/'));
    await h.store.dispatch(api.endpoints.testSiteConfig.initiate('ru'));
    expect(platform.seen.length).toBeGreaterThanOrEqual(3); // token, block check, site config
    for (const request of platform.seen) {
      expect(request.url.startsWith(TEST_ORIGIN)).toBe(true);
      expect(request.headers.get('X-Requested-With')).toBe('XMLHttpRequest');
      expect(request.headers.get('X-app-n')).toBe('kickoff-web');
    }
    expect(platform.requestsTo(blockCheck.path).length).toBeGreaterThan(0);
    expect(new URL(platform.requestsTo('/bff-api/config/all.json')[0]!.url).searchParams.get('lang')).toBe('ru');
  });

  it('[API-003] [API-006] [API-007] a missing token is fetched with force_refresh=true and saved in the user_token cookie until its exp', async () => {
    const h = platform.client();
    const { error } = await query(h, api.endpoints.testBlockCheck.initiate('/ru/'));
    expect(error).toBeUndefined();
    const [tokenRequest] = platform.requestsTo(GET_TOKEN);
    expect(new URL(tokenRequest!.url).searchParams.get('force_refresh')).toBe('true');
    const saved = h.cookies.inspect(USER_TOKEN_COOKIE);
    expect(saved?.options.path).toBe('/');
    expect(saved?.options.expires?.getTime()).toBe((tokenExpiry(saved?.value) ?? 0) * 1000);
    expect(saved!.options.expires!.getTime()).toBeGreaterThan(platform.mock.clock.now());
    const [configRequest] = platform.requestsTo(blockCheck.path);
    expect(configRequest!.headers.get('Authorization')).toBe(`Bearer ${saved?.value}`);
  });

  it('[API-004] a valid saved token is used without asking for a new one', async () => {
    const h = platform.client();
    await query(h, api.endpoints.testBlockCheck.initiate('/ru/'));
    await query(h, api.endpoints.testBlockCheck.initiate('/ru/', { forceRefetch: true }));
    await h.store.dispatch(api.util.resetApiState());
    await query(h, api.endpoints.testBlockCheck.initiate('/ru/'));
    expect(platform.requestsTo(GET_TOKEN)).toHaveLength(1);
    expect(platform.requestsTo(blockCheck.path).length).toBeGreaterThanOrEqual(2);
  });

  it('[API-005] token requests made together share one pending request', async () => {
    const h = platform.client();
    const { tokens } = await h.connected();
    const results = await Promise.all([tokens.get(), tokens.get(), tokens.get()]);
    expect(platform.requestsTo(GET_TOKEN)).toHaveLength(1);
    expect(new Set(results.map((r) => ('token' in r ? r.token : 'error'))).size).toBe(1);
  });

  it("[API-005] a visitor's token answered after a sign-in saved the player's token does not replace it", async () => {
    const h = platform.client();
    const { tokens } = await h.connected();
    const first = await tokens.get();
    const playerToken = 'token' in first ? first.token : '';
    tokens.invalidate();
    platform.mock.advanceClock(2_000);
    // A token request on its way (the session check's, right after the start) while a sign-in answers and saves its token.
    const pending = tokens.get();
    h.cookies.set(USER_TOKEN_COOKIE, playerToken, { path: '/' });
    expect(await pending).toEqual({ token: playerToken });
    expect(h.cookies.get(USER_TOKEN_COOKIE)).toBe(playerToken);
    expect(platform.requestsTo(GET_TOKEN)).toHaveLength(2);
  });

  it('[API-006] an expired token (exp ≤ now) is not used: a new one is fetched', async () => {
    const h = platform.client();
    await query(h, api.endpoints.testBlockCheck.initiate('/ru/'));
    const first = h.cookies.get(USER_TOKEN_COOKIE);
    const exp = tokenExpiry(first) ?? 0;
    platform.mock.advanceClock(exp * 1000 - platform.mock.clock.now() + 1_000);
    expect(h.cookies.get(USER_TOKEN_COOKIE)).toBeUndefined();
    const { error } = await query(h, api.endpoints.testBlockCheck.initiate('/ru/', { forceRefetch: true }));
    expect(error).toBeUndefined();
    expect(platform.requestsTo(GET_TOKEN)).toHaveLength(2);
    expect(h.cookies.get(USER_TOKEN_COOKIE)).not.toBe(first);
  });

  it('[API-008] a 401 on a non-token request deletes the token, fetches a new one and retries once', async () => {
    const h = platform.client();
    // A token the platform never issued (but with a future exp): the platform answers 401.
    const forged = `${btoa('{"alg":"none","typ":"JWT"}')}.${btoa(JSON.stringify({ sub: 'anonymous', exp: Math.floor(platform.mock.clock.now() / 1000) + 600 }))}.x`;
    h.cookies.set(USER_TOKEN_COOKIE, forged, { path: '/' });
    const { data, error } = await query(h, api.endpoints.testBlockCheck.initiate('/ru/'));
    expect(error).toBeUndefined();
    expect(data).toBeDefined();
    const configRequests = platform.requestsTo(blockCheck.path);
    expect(configRequests).toHaveLength(2);
    expect(configRequests[0]!.headers.get('Authorization')).toBe(`Bearer ${forged}`);
    expect(configRequests[1]!.headers.get('Authorization')).not.toBe(`Bearer ${forged}`);
    expect(platform.requestsTo(GET_TOKEN)).toHaveLength(1);
  });

  it('[API-008] the retry happens once: a second 401 is returned as the error', async () => {
    const h = platform.client();
    platform.server.use(
      http.post(`*${blockCheck.path}`, () =>
        HttpResponse.json({ error_code: 401, error_message: 'unauthorized' }, { status: 401 }),
      ),
    );
    const { error } = await query(h, api.endpoints.testBlockCheck.initiate('/ru/'));
    expect(error).toMatchObject({ kind: 'http', status: 401, call: 'blockCheck' });
    expect(platform.requestsTo(blockCheck.path)).toHaveLength(2);
  });

  it('[API-009] a 401 on the token request itself starts no delete-refetch-retry cycle', async () => {
    const h = platform.client();
    platform.server.use(
      http.get(`*${GET_TOKEN}`, () =>
        HttpResponse.json({ error_code: 401, error_message: 'no session' }, { status: 401 }),
      ),
    );
    const result = await (await h.connected()).tokens.get();
    expect(result).toMatchObject({ error: { kind: 'http', status: 401, call: 'getToken' } });
    expect(platform.requestsTo(GET_TOKEN)).toHaveLength(1);
    expect(h.cookies.get(USER_TOKEN_COOKIE)).toBeUndefined();
  });

  it('[API-009] without a session token, a call anonymous visitors make goes out without Authorization', async () => {
    const h = platform.client();
    platform.server.use(
      http.get(`*${GET_TOKEN}`, () =>
        HttpResponse.json({ error_code: 401, error_message: 'no session' }, { status: 401 }),
      ),
    );
    await h.store.dispatch(api.endpoints.testBlockCheck.initiate('/ru/'));
    const [first] = platform.requestsTo(blockCheck.path);
    expect(first!.headers.get('Authorization')).toBeNull();
  });

  it('[API-010] [API-011] a sign-in answered with a captcha code is retried with the solved captcha in the captcha header', async () => {
    const solveCaptcha = vi.fn(async (code: number) => {
      // What the captcha modal does: fetch a challenge, let the user answer, validate it.
      const challenge = await (await fetch(`${TEST_ORIGIN}${captchaUpdate.path}`)).json();
      const answer = String(challenge.challenge).match(/\d+/)?.[0] ?? '';
      const validation = await (
        await fetch(`${TEST_ORIGIN}${captchaValidate.path}`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ captcha: answer }),
        })
      ).json();
      expect(code).toBe(111);
      return validation.success ? answer : null;
    });
    const h = platform.client({ solveCaptcha });
    await (await h.connected()).fingerprint.refresh(); // so the only 400 left to recover from is the captcha
    const user = await signIn(h, 'captcha');
    expect(user.user_id).toBeGreaterThan(0);
    expect(solveCaptcha).toHaveBeenCalledTimes(1);
    const logins = platform.requestsTo(authLogin.path);
    expect(logins).toHaveLength(2);
    expect(logins[0]!.headers.get('X-Captcha')).toBeNull();
    expect(logins[1]!.headers.get('X-Captcha')).toBeTruthy();
  });

  it('[API-010] without a captcha solver the call resolves to "captcha required" with the code', async () => {
    const body = { login: encodeCredential('captcha'), password: encodeCredential('demo1234'), save: false };
    const result = await executePlatformRequest(
      platform.bareClient(),
      { call: authLogin, body },
      new AbortController().signal,
    );
    expect('error' in result && result.error).toMatchObject({
      kind: 'captcha-required',
      code: 111,
      call: 'authLogin',
      silent: false,
    });
  });

  it('[API-012] a 400 with a non-captcha code opens no captcha', async () => {
    const solveCaptcha = vi.fn(async () => 'never');
    const h = platform.client({ solveCaptcha });
    const result = await h.store.dispatch(
      api.endpoints.testLogin.initiate({ login: 'demo', password: 'wrong-password' }),
    );
    expect('error' in result && result.error).toMatchObject({ kind: 'http', status: 400 });
    expect(solveCaptcha).not.toHaveBeenCalled();
  });

  it('[API-020] when the captcha cannot be solved the sign-in stops silently, without another attempt', async () => {
    const h = platform.client({ solveCaptcha: async () => null });
    await (await h.connected()).fingerprint.refresh();
    const result = await h.store.dispatch(api.endpoints.testLogin.initiate({ login: 'captcha', password: 'demo1234' }));
    expect('error' in result && result.error).toMatchObject({ kind: 'captcha-required', silent: true });
    expect(platform.requestsTo(authLogin.path)).toHaveLength(1);
  });

  it('[API-013] a fingerprint error refreshes the fingerprint and retries the call exactly once', async () => {
    const h = platform.client();
    await signIn(h, 'demo');
    const logins = platform.requestsTo(authLogin.path);
    expect(logins).toHaveLength(2);
    expect(logins[0]!.headers.get('X-Fingerprint')).toBeNull();
    expect(logins[1]!.headers.get('X-Fingerprint')).toBe((await h.connected()).fingerprint.current());
    expect(platform.requestsTo('/web-api/fingerprint')).toHaveLength(1);
  });

  it('[API-014] [API-015] after 2 failed fingerprint attempts no refresh is made unless forced', async () => {
    const h = platform.client();
    platform.server.use(
      http.post('*/web-api/fingerprint', () =>
        HttpResponse.json({ error_code: 500, error_message: 'script failed' }, { status: 500 }),
      ),
    );
    expect(FINGERPRINT_ATTEMPT_LIMIT).toBe(2);
    for (let attempt = 0; attempt < 4; attempt += 1) await (await h.connected()).fingerprint.refresh();
    expect(platform.requestsTo('/web-api/fingerprint')).toHaveLength(2);
    expect((await h.connected()).fingerprint.failures()).toBe(2);
    await (await h.connected()).fingerprint.refresh({ force: true });
    expect(platform.requestsTo('/web-api/fingerprint')).toHaveLength(3);
  });

  it('[API-016] a 451 with exception_code 1 sends the user to confirm-terms when terms confirmation is on', async () => {
    const onTermsConfirmationRequired = vi.fn();
    const h = platform.client({ termsConfirmation: { isEnabled: () => true, required: onTermsConfirmationRequired } });
    await signIn(h, 'terms');
    const { error } = await query(h, api.endpoints.testUserConfig.initiate());
    expect(error).toMatchObject({ kind: 'terms-required', status: 451, call: 'userConfig' });
    expect(onTermsConfirmationRequired).toHaveBeenCalledTimes(1);
  });

  it('[API-017] with terms confirmation off, a 451 does not redirect', async () => {
    const onTermsConfirmationRequired = vi.fn();
    const h = platform.client({ termsConfirmation: { isEnabled: () => false, required: onTermsConfirmationRequired } });
    await signIn(h, 'terms');
    const { error } = await query(h, api.endpoints.testUserConfig.initiate());
    expect(error).toMatchObject({ kind: 'http', status: 451 });
    expect(onTermsConfirmationRequired).not.toHaveBeenCalled();
  });

  it('[API-018] a network failure yields the network-error status', async () => {
    const h = platform.client();
    platform.server.use(http.get('*/bff-api/config/all.json', () => HttpResponse.error()));
    const result = await h.store.dispatch(api.endpoints.testSiteConfig.initiate('ru'));
    expect(result.error).toMatchObject({ kind: 'network', status: 'NETWORK_ERROR', call: 'siteConfig' });
  });

  it('[API-019] a cancelled request yields the close status 499, which the notification layer ignores', async () => {
    const h = platform.client();
    let reachedPlatform: () => void = () => undefined;
    const inFlight = new Promise<void>((resolve) => (reachedPlatform = resolve));
    platform.server.use(
      http.get('*/bff-api/config/all.json', () => {
        reachedPlatform();
        return new Promise<Response>(() => undefined); // the platform never answers
      }),
    );
    // At the HTTP layer: the request in flight is abandoned and reported with the close status.
    const controller = new AbortController();
    const outcome = executePlatformRequest(h.platform, { call: siteConfig, query: { lang: 'ru' } }, controller.signal);
    await inFlight;
    controller.abort();
    expect(await outcome).toEqual({ error: { kind: 'cancelled', status: 499, call: 'siteConfig' } });
    expect(isCancelled(((await outcome) as { error: unknown }).error)).toBe(true);

    // Through the store: RTK Query reports the abort itself; it is recognised as a cancellation too.
    const pending = h.store.dispatch(api.endpoints.testSiteConfig.initiate('ru'));
    pending.abort();
    expect(isCancelled((await pending).error)).toBe(true);
  });

  it("[API-018] a call nobody answers gives up at its timeout (site config: 10 s) as a network failure; the timers are the site's", async () => {
    const h = platform.client();
    platform.server.use(http.get('*/bff-api/config/all.json', () => new Promise<Response>(() => undefined)));
    let settled = false;
    const pending = h.store.dispatch(api.endpoints.testSiteConfig.initiate('ru'));
    void pending.then(() => (settled = true));
    await vi.waitFor(() => expect(platform.requestsTo('/bff-api/config/all.json')).toHaveLength(1));
    h.adapters.advance(START_UP_TIMEOUT_MS - 1);
    await Promise.resolve();
    expect(settled).toBe(false);
    h.adapters.advance(1);
    const result = await pending;
    expect(result.error).toMatchObject({
      kind: 'network',
      status: 'NETWORK_ERROR',
      call: 'siteConfig',
      timedOutAfterMs: 10_000,
    });
    expect(isCancelled(result.error)).toBe(false);
  });

  it('[API-018] other reads wait 15 s, writes 30 s, before giving up', async () => {
    expect(timeoutOf(userConfig)).toBe(DEFAULT_READ_TIMEOUT_MS);
    expect(DEFAULT_READ_TIMEOUT_MS).toBe(15_000);
    expect(timeoutOf(authLogin)).toBe(30_000);
    const h = platform.client();
    platform.server.use(http.get(`*${sessionCheck.path}`, () => new Promise<Response>(() => undefined)));
    const pending = query(h, api.endpoints.testSessionCheck.initiate());
    await vi.waitFor(() => expect(platform.requestsTo(sessionCheck.path)).toHaveLength(1));
    h.adapters.advance(15_000);
    expect((await pending).error).toMatchObject({ kind: 'network', call: 'sessionCheck', timedOutAfterMs: 15_000 });
  });

  it('a malformed answer never reaches the store: it becomes a typed error naming the call and the field', async () => {
    const h = platform.client();
    platform.server.use(http.get(`*${sessionCheck.path}`, () => HttpResponse.json({ userId: 'not-a-number' })));
    const { data, error } = await query(h, api.endpoints.testSessionCheck.initiate());
    expect(data).toBeUndefined();
    expect(error).toMatchObject({ kind: 'invalid-answer', status: 'INVALID_ANSWER', call: 'sessionCheck' });
    expect((error as Extract<PlatformError, { kind: 'invalid-answer' }>).issues.map((issue) => issue.path)).toContain(
      'userId',
    );
  });
});
