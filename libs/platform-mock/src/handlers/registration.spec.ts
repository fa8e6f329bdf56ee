import {
  AUTH_ERROR_CODES,
  FINGERPRINT_HEADER,
  REGISTRATION_ERROR_CODES,
  encodeCredential,
} from '@kickoff/platform-api';
import { describe, expect, it } from 'vitest';
import { createPlatformMock } from '../create-platform-mock';
import { DEMO_PAY_AND_PLAY_PROMO } from '../model/demo-users';
import { FINGERPRINT_LIFETIME_MS } from '../model/fingerprints';
import { type TestClient, createTestClient } from '../testing/test-client';
import { SESSION_COOKIE } from './cookies';

const ONE_CLICK = { type: 'one-click', bonus: 1, currency: 'RUB', country_id: 1 } as const;
const PASSWORD = 'secret-123';

async function register(client: TestClient, body: Record<string, unknown>, headers: Record<string, string> = {}) {
  const answer = await client.send('authRegister', {
    body,
    headers: { [FINGERPRINT_HEADER]: await client.fingerprint(), ...headers },
  });
  if (answer.status === 200) client.token = answer.body.token;
  return answer;
}

function full(email: string, password = PASSWORD) {
  return { type: 'full', bonus: 2, currency: 'USD', country_id: 66, email, password: encodeCredential(password) };
}

function phone(number: string, countryCode = 'gb', password = PASSWORD) {
  return {
    type: 'phone',
    bonus: 0,
    currency: 'RUB',
    country_id: 66,
    phone_number: number,
    country_code: countryCode,
    password: encodeCredential(password),
  };
}

async function solveCaptcha(client: TestClient): Promise<string> {
  const { body } = await client.send('captchaUpdate');
  await client.send('captchaValidate', { body: { captcha: /Type (\d{4})/.exec(body.challenge)![1]! } });
  return body.captchaId;
}

describe('registration (authRegister)', () => {
  it('needs X-Fingerprint like sign-in: none, an unknown or an expired one answers 400 / 120', async () => {
    const mock = createPlatformMock();
    const client = createTestClient(mock);
    expect(await client.send('authRegister', { body: ONE_CLICK })).toMatchObject({
      status: 400,
      body: { error_code: 120 },
    });
    expect(
      (await client.send('authRegister', { body: ONE_CLICK, headers: { [FINGERPRINT_HEADER]: 'fp-made-up' } })).body
        .error_code,
    ).toBe(120);
    const fingerprint = await client.fingerprint();
    mock.advanceClock(FINGERPRINT_LIFETIME_MS);
    expect(
      (await client.send('authRegister', { body: ONE_CLICK, headers: { [FINGERPRINT_HEADER]: fingerprint } })).body
        .error_code,
    ).toBe(120);
    expect(Object.keys(mock.snapshot()['users'] as object)).toHaveLength(mock.demoUsers.length);
  });

  it('one-click creates a player with the next ids, a main account in the asked currency, signs them in and answers generated credentials', async () => {
    const client = createTestClient(createPlatformMock());
    const answer = await register(client, { ...ONE_CLICK, currency: 'EUR' });
    expect(answer).toMatchObject({
      status: 200,
      body: {
        user_id: 2001,
        token: expect.any(String),
        credentials: { login: expect.stringMatching(/^\d{9}$/), password: expect.stringMatching(/^[a-z2-9]{8}$/) },
        isPayAndPlay: false,
      },
    });
    expect(answer.headers.getSetCookie()).toEqual([
      expect.stringMatching(new RegExp(`^${SESSION_COOKIE}=[^;]+; HttpOnly; Path=/; SameSite=Lax$`)),
      'ua=2001; Path=/; SameSite=Lax',
    ]);
    expect(
      (await client.send('sessionCheck', { headers: { Cookie: answer.headers.get('set-cookie')!.split(';')[0]! } }))
        .body,
    ).toEqual({ userId: 2001 });
    const balance = (await client.send('accountsBalance')).body;
    expect(balance.all_accounts).toEqual([
      expect.objectContaining({ id: 20_001, type: 0, iso: 'EUR', money: 0, isActive: true }),
    ]);
    const config = (await client.send('userConfig')).body.result;
    expect(config).toMatchObject({
      user_name: answer.body.credentials.login,
      user_email: '',
      phone_number: '',
      user_country_id: 1,
      is_pay_and_play: false,
    });
  });

  it('a one-click player signs in with the generated credentials', async () => {
    const mock = createPlatformMock();
    const { credentials, user_id } = (await register(createTestClient(mock), ONE_CLICK)).body;
    const later = createTestClient(mock);
    expect(await later.signIn(credentials.login, credentials.password)).toMatchObject({
      status: 200,
      body: { user_id },
    });
    expect((await later.signIn(credentials.login, 'not-it-at-all')).body.error_code).toBe(
      AUTH_ERROR_CODES.wrongCredentials,
    );
  });

  it('generated credentials repeat with the seed and differ between players', async () => {
    const first = (await register(createTestClient(createPlatformMock()), ONE_CLICK)).body.credentials;
    const mock = createPlatformMock();
    expect((await register(createTestClient(mock), ONE_CLICK)).body.credentials).toEqual(first);
    const second = (await register(createTestClient(mock), ONE_CLICK)).body;
    expect(second.user_id).toBe(2002);
    expect(second.credentials.login).not.toBe(first.login);
  });

  it('the bonus choice is kept: bonus_type in the user config; 0 declines the first-deposit bonus too', async () => {
    const mock = createPlatformMock();
    await register(createTestClient(mock), { ...ONE_CLICK, bonus: 2 });
    const declined = (await register(createTestClient(mock), { ...ONE_CLICK, bonus: 0 })).body.credentials.login;
    const users = mock.snapshot()['users'] as Record<
      string,
      { id: number; isAvailableFirstDepositBonus: boolean; config: { bonus_type: number } }
    >;
    const byId = (id: number) => Object.values(users).find((user) => user.id === id)!;
    expect(byId(2001)).toMatchObject({ isAvailableFirstDepositBonus: true, config: { bonus_type: 2 } });
    expect(users[declined]).toMatchObject({ id: 2002, isAvailableFirstDepositBonus: false, config: { bonus_type: 0 } });
  });

  it('full registration needs an e-mail and a password of 8 characters or more (400 / 142 naming the field); the e-mail signs in', async () => {
    const mock = createPlatformMock();
    const client = createTestClient(mock);
    const { password: _password, ...withoutPassword } = full('new@example.com');
    const { email: _email, ...withoutEmail } = full('new@example.com');
    expect(await register(client, withoutEmail)).toMatchObject({
      status: 400,
      body: { error_code: REGISTRATION_ERROR_CODES.invalidField, field: 'email' },
    });
    expect((await register(client, withoutPassword)).body).toMatchObject({ error_code: 142, field: 'password' });
    expect((await register(client, full('new@example.com', 'seven77'))).body).toMatchObject({
      error_code: 142,
      field: 'password',
    });

    const answer = await register(client, full('New@Example.com', 'eight888'));
    expect(answer.body).toMatchObject({ user_id: 2001, credentials: null, isPayAndPlay: false });
    expect((await client.send('userConfig')).body.result).toMatchObject({
      user_email: 'new@example.com',
      activation_type: 1,
      bonus_type: 2,
    });
    expect((await client.send('accountsBalance')).body.all_accounts).toEqual([
      expect.objectContaining({ iso: 'USD', type: 0 }),
    ]);
    expect(await createTestClient(mock).signIn('new@example.com', 'eight888')).toMatchObject({
      status: 200,
      body: { user_id: 2001 },
    });
  });

  it('phone registration needs phone_number, a known country_code and a password; the player then signs in by phone', async () => {
    const mock = createPlatformMock();
    const client = createTestClient(mock);
    const { phone_number: _number, ...withoutNumber } = phone('7700900123');
    const { country_code: _code, ...withoutCountry } = phone('7700900123');
    expect((await register(client, withoutNumber)).body).toMatchObject({ error_code: 142, field: 'phone_number' });
    expect((await register(client, withoutCountry)).body).toMatchObject({ error_code: 142, field: 'country_code' });
    expect((await register(client, phone('7700900123', 'zz'))).body).toMatchObject({
      error_code: 142,
      field: 'country_code',
    });
    expect((await register(client, phone('7700900123', 'gb', 'short'))).body).toMatchObject({
      error_code: 142,
      field: 'password',
    });

    expect((await register(client, phone('7700900123'))).body).toMatchObject({ user_id: 2001, credentials: null });
    expect((await client.send('userConfig')).body.result).toMatchObject({
      phone_number: '7700900123',
      phone_code: '44',
      user_country_code: 'gb',
      activation_type: 3,
    });
    const byPhone = await client.send('authLoginByPhone', {
      body: { phone_number: '7700900123', country_code: 'gb', password: encodeCredential(PASSWORD), save: false },
      headers: { [FINGERPRINT_HEADER]: await client.fingerprint() },
    });
    expect(byPhone).toMatchObject({ status: 200, body: { user_id: 2001 } });
  });

  it('social registration needs network and code; that social account then signs in, on that network only', async () => {
    const mock = createPlatformMock();
    const client = createTestClient(mock);
    const social = { type: 'social', bonus: 1, currency: 'RUB', country_id: 1 };
    expect((await register(client, { ...social, code: 'demo-code:newcomer' })).body).toMatchObject({
      error_code: 142,
      field: 'network',
    });
    expect((await register(client, { ...social, network: 'google' })).body).toMatchObject({
      error_code: 142,
      field: 'code',
    });
    expect((await register(client, { ...social, network: 'google', code: 'demo-code:newcomer' })).body).toMatchObject({
      user_id: 2001,
      credentials: null,
    });

    const headers = { [FINGERPRINT_HEADER]: await client.fingerprint() };
    expect(
      (
        await client.send('authLoginBySocial', {
          body: { network: 'google', code: 'demo-code:newcomer', lng: 'en' },
          headers,
        })
      ).body,
    ).toMatchObject({ user_id: 2001 });
    expect(
      (
        await client.send('authLoginBySocial', {
          body: { network: 'vk', code: 'demo-code:newcomer', lng: 'en' },
          headers,
        })
      ).body.error_code,
    ).toBe(101);
  });

  it('an e-mail, phone or social account that already belongs to a player answers 400 / 140, and creates nobody', async () => {
    const mock = createPlatformMock();
    const client = createTestClient(mock);
    const alreadyRegistered = {
      status: 400,
      body: { error_code: REGISTRATION_ERROR_CODES.alreadyRegistered, error_message: expect.any(String) },
    };
    expect(await register(client, full('DEMO@kickoff.test'))).toMatchObject(alreadyRegistered);
    expect(await register(client, phone('9000001001', 'ru'))).toMatchObject(alreadyRegistered);
    expect(
      await register(client, {
        type: 'social',
        bonus: 1,
        currency: 'RUB',
        country_id: 1,
        network: 'vk',
        code: 'demo-code:demo',
      }),
    ).toMatchObject(alreadyRegistered);
    expect(Object.keys(mock.snapshot()['users'] as object)).toHaveLength(mock.demoUsers.length);

    expect((await register(client, full('twice@example.com'))).status).toBe(200);
    expect(await register(client, full('twice@example.com'))).toMatchObject(alreadyRegistered);
  });

  it('answers 400 / 141 while the site config disables registration or does not offer the type', async () => {
    const mock = createPlatformMock();
    const client = createTestClient(mock);
    mock.patchState({ siteConfig: { isRegistrationEnabled: false } });
    expect(await register(client, full('new@example.com'))).toMatchObject({
      status: 400,
      body: { error_code: REGISTRATION_ERROR_CODES.registrationDisabled },
    });
    mock.patchState({ siteConfig: { isRegistrationEnabled: true, registrationTypes: ['full'] } });
    expect((await register(client, ONE_CLICK)).body.error_code).toBe(141);
    expect((await register(client, full('new@example.com'))).status).toBe(200);
  });

  it('an unknown currency answers 400 / 142 naming the currency', async () => {
    const client = createTestClient(createPlatformMock());
    expect((await register(client, { ...ONE_CLICK, currency: 'XYZ' })).body).toMatchObject({
      error_code: 142,
      field: 'currency',
    });
  });

  it('when the model asks for captchas (registrationCaptcha) each registration needs its own solved one: 400 / 111', async () => {
    const mock = createPlatformMock();
    const client = createTestClient(mock);
    mock.patchState({ registrationCaptcha: true });
    expect(await register(client, ONE_CLICK)).toMatchObject({ status: 400, body: { error_code: 111 } });
    const captchaId = await solveCaptcha(client);
    expect((await register(client, ONE_CLICK, { 'X-Captcha': captchaId })).status).toBe(200);
    expect((await register(client, ONE_CLICK, { 'X-Captcha': captchaId })).body.error_code).toBe(111);
    mock.patchState({ registrationCaptcha: false });
    expect((await register(client, ONE_CLICK)).status).toBe(200);
  });

  it(`the promo code ${DEMO_PAY_AND_PLAY_PROMO} makes a pay-and-play account: isPayAndPlay and is_pay_and_play in the user config`, async () => {
    const client = createTestClient(createPlatformMock());
    expect((await register(client, { ...ONE_CLICK, promo_code: 'paynplay' })).body.isPayAndPlay).toBe(true);
    expect((await client.send('userConfig')).body.result.is_pay_and_play).toBe(true);
    expect((await register(client, { ...ONE_CLICK, promo_code: 'WELCOME' })).body.isPayAndPlay).toBe(false);
  });
});

describe('sending the credentials (authSendCredentials)', () => {
  it('records the mail with the signed-in player’s login and password in the state', async () => {
    const mock = createPlatformMock();
    const client = createTestClient(mock);
    const { credentials, user_id } = (await register(client, ONE_CLICK)).body;
    expect(await client.send('authSendCredentials', { body: { email: 'player@example.com' } })).toMatchObject({
      status: 200,
      body: { success: true },
    });
    expect(mock.snapshot()['sentMails']).toEqual([
      { to: 'player@example.com', kind: 'credentials', userId: user_id, ...credentials, sentAt: mock.clock.now() },
    ]);
  });

  it('answers 401 without a signed-in player and sends nothing', async () => {
    const mock = createPlatformMock();
    const client = createTestClient(mock);
    expect(await client.send('authSendCredentials', { body: { email: 'player@example.com' } })).toMatchObject({
      status: 401,
      body: { error_code: 401 },
    });
    const anonymous = (await client.send('getToken')).body.token;
    expect(
      (await client.send('authSendCredentials', { body: { email: 'player@example.com' }, token: anonymous })).status,
    ).toBe(401);
    expect(mock.snapshot()['sentMails']).toEqual([]);
  });
});
