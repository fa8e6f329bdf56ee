import {
  AUTH_ERROR_CODES,
  CAPTCHA_ERROR_CODES,
  FINGERPRINT_ERROR_CODE,
  FINGERPRINT_HEADER,
  encodeCredential,
} from '@kickoff/platform-api';
import { describe, expect, it } from 'vitest';
import { createPlatformMock } from '../create-platform-mock';
import { FINGERPRINT_LIFETIME_MS } from '../model/fingerprints';
import { DEMO_PASSWORD, DEMO_SMS_CODE, DEMO_TWO_STEP_CODE } from '../model/demo-users';
import { SIGN_IN_ERROR } from '../model/login';
import { type TestClient, createTestClient } from '../testing/test-client';

function loginBody(login: string, password = DEMO_PASSWORD) {
  return { login: encodeCredential(login), password: encodeCredential(password), save: false };
}

async function solveCaptcha(client: TestClient): Promise<string> {
  const { body } = await client.send('captchaUpdate');
  const answer = /Type (\d{4})/.exec(body.challenge)![1]!;
  expect((await client.send('captchaValidate', { body: { captcha: answer } })).body).toMatchObject({
    success: true,
    type: 111,
  });
  return body.captchaId;
}

describe('sign-in', () => {
  it('the model uses the contract’s sign-in codes', () => {
    expect(SIGN_IN_ERROR.fingerprint).toBe(FINGERPRINT_ERROR_CODE);
    expect(CAPTCHA_ERROR_CODES).toContain(SIGN_IN_ERROR.captcha);
    expect(SIGN_IN_ERROR).toMatchObject(AUTH_ERROR_CODES);
  });

  it('login without X-Fingerprint, with an unknown one or an expired one answers 400 / 120', async () => {
    const mock = createPlatformMock();
    const client = createTestClient(mock);
    expect(await client.send('authLogin', { body: loginBody('demo') })).toMatchObject({
      status: 400,
      body: { error_code: 120 },
    });
    expect(
      (await client.send('authLogin', { body: loginBody('demo'), headers: { [FINGERPRINT_HEADER]: 'fp-made-up' } }))
        .body.error_code,
    ).toBe(120);

    const fingerprint = await client.fingerprint();
    mock.advanceClock(FINGERPRINT_LIFETIME_MS);
    expect(
      (await client.send('authLogin', { body: loginBody('demo'), headers: { [FINGERPRINT_HEADER]: fingerprint } })).body
        .error_code,
    ).toBe(120);
    expect((await client.signIn('demo')).status).toBe(200);
  });

  it('the fingerprint answer carries token, expiresAt in epoch ms and data', async () => {
    const mock = createPlatformMock();
    const { body } = await createTestClient(mock).send('deviceFingerprint', { body: { components: { tz: 'UTC' } } });
    expect(body).toMatchObject({
      token: expect.any(String),
      expiresAt: mock.clock.now() + FINGERPRINT_LIFETIME_MS,
      data: expect.any(Object),
    });
  });

  it('a wrong password answers 400 / 101', async () => {
    const client = createTestClient(createPlatformMock());
    expect(await client.signIn('demo', 'wrong')).toMatchObject({
      status: 400,
      body: { error_code: 101, error_message: expect.any(String) },
    });
    expect((await client.signIn('nobody')).body.error_code).toBe(101);
  });

  it('user `captcha` gets 400 / 111 until a captcha solved through /captcha/validate rides along, once', async () => {
    const client = createTestClient(createPlatformMock());
    expect(await client.signIn('captcha')).toMatchObject({
      status: 400,
      body: { error_code: 111, error_message: expect.any(String) },
    });

    const captchaId = await solveCaptcha(client);
    expect((await client.signIn('captcha', DEMO_PASSWORD, { 'X-Captcha': captchaId })).status).toBe(200);
    expect((await client.signIn('captcha', DEMO_PASSWORD, { 'X-Captcha': captchaId })).body.error_code).toBe(111);
  });

  it('the contract’s X-Captcha header carrying the accepted answer works as well', async () => {
    const client = createTestClient(createPlatformMock());
    const { body } = await client.send('captchaUpdate');
    const answer = /Type (\d{4})/.exec(body.challenge)![1]!;
    await client.send('captchaValidate', { body: { captcha: answer } });
    expect((await client.signIn('captcha', DEMO_PASSWORD, { 'X-Captcha': answer })).status).toBe(200);
  });

  it('a wrong captcha answer is success false and lets nobody in', async () => {
    const client = createTestClient(createPlatformMock());
    const { body } = await client.send('captchaUpdate');
    expect(body).toMatchObject({
      captchaId: expect.any(String),
      type: 111,
      challenge: expect.stringMatching(/^Type \d{4}$/),
    });
    const verdict = await client.send('captchaValidate', { body: { captcha: '0000' } });
    expect(verdict.body).toMatchObject({ success: false, error_message: expect.any(String), time: expect.any(Number) });
    expect((await client.signIn('captcha', DEMO_PASSWORD, { 'X-Captcha': body.captchaId })).body.error_code).toBe(111);
  });

  it('after 3 wrong passwords any user needs a captcha, even with the right password', async () => {
    const client = createTestClient(createPlatformMock());
    for (let attempt = 0; attempt < 3; attempt += 1)
      expect((await client.signIn('demo', 'wrong')).body.error_code).toBe(101);
    expect((await client.signIn('demo')).body.error_code).toBe(111);
    const captchaId = await solveCaptcha(client);
    expect((await client.signIn('demo', DEMO_PASSWORD, { 'X-Captcha': captchaId })).status).toBe(200);
    expect((await client.signIn('demo')).status).toBe(200);
  });

  it('captcha time counts down with the model clock', async () => {
    const mock = createPlatformMock();
    const client = createTestClient(mock);
    await client.send('captchaUpdate');
    const before = (await client.send('captchaGetTime')).body.time;
    mock.advanceClock(60_000);
    expect((await client.send('captchaGetTime')).body.time).toBe(before - 60);
  });

  it('user `twostep` answers 400 / 130 with a two_step_token, then signs in with the code', async () => {
    const client = createTestClient(createPlatformMock());
    const first = await client.signIn('twostep');
    expect(first.body).toMatchObject({ error_code: 130, two_step_token: expect.any(String) });
    const headers = { [FINGERPRINT_HEADER]: await client.fingerprint() };
    expect(
      (
        await client.send('authTwoStep', {
          body: { two_step_token: first.body.two_step_token, code: '000000' },
          headers,
        })
      ).body.error_code,
    ).toBe(131);
    const second = await client.send('authTwoStep', {
      body: { two_step_token: first.body.two_step_token, code: DEMO_TWO_STEP_CODE },
      headers,
    });
    expect(second).toMatchObject({ status: 200, body: { user_id: 1007 } });
  });

  it('SMS sign-in needs the code sent to the number and expires after 5 minutes', async () => {
    const mock = createPlatformMock();
    const client = createTestClient(mock);
    const headers = { [FINGERPRINT_HEADER]: await client.fingerprint() };
    const body = { 'phone-number': '79000001001', 'phone-code': DEMO_SMS_CODE };
    expect((await client.send('authLoginBySms', { body, headers })).body.error_code).toBe(131);
    await client.send('authSendSms', { body: { 'phone-number': '79000001001' } });
    mock.advanceClock(5 * 60 * 1000 + 1);
    expect((await client.send('authLoginBySms', { body, headers })).body.error_code).toBe(132);
    await client.send('authSendSms', { body: { 'phone-number': '79000001001' } });
    expect(await client.send('authLoginBySms', { body, headers })).toMatchObject({
      status: 200,
      body: { user_id: 1001 },
    });
  });
});
