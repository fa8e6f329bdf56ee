import {
  AUTH_ERROR_CODES,
  FINGERPRINT_HEADER,
  REGISTRATION_ERROR_CODES,
  encodeCredential,
} from '@kickoff/platform-api';
import { describe, expect, it } from 'vitest';
import { createPlatformMock } from '../create-platform-mock';
import { DEMO_PASSWORD, DEMO_RECOVERY_CODE as MODEL_RECOVERY_CODE } from '../model/demo-users';
import { DEMO_RECOVERY_CODE } from '../index';
import { type TestClient, createTestClient } from '../testing/test-client';

const NEW_PASSWORD = 'fresh-pass-9';
const CODE_TTL_MS = 300_000;
const APPROVAL_MS = 10 * 60_000;

async function start(client: TestClient, login: string) {
  return client.send('passwordRecoveryStart', {
    body: { login },
    headers: { [FINGERPRINT_HEADER]: await client.fingerprint() },
  });
}

async function recoveryToken(client: TestClient, login = 'demo'): Promise<string> {
  const answer = await start(client, login);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.recovery_token;
}

function checkCode(client: TestClient, recovery_token: string, code = DEMO_RECOVERY_CODE) {
  return client.send('passwordRecoveryCheckCode', { body: { recovery_token, code } });
}

async function approveToken(client: TestClient, login = 'demo'): Promise<string> {
  return (await checkCode(client, await recoveryToken(client, login))).body.approve_token;
}

function save(client: TestClient, approve_token: string, password = NEW_PASSWORD) {
  return client.send('passwordRecoverySave', { body: { approve_token, password: encodeCredential(password) } });
}

const codeExpired = {
  status: 400,
  body: { error_code: AUTH_ERROR_CODES.codeExpired, error_message: expect.any(String) },
};

describe('password recovery', () => {
  it('the demo code is 4321, exported from the package', () => {
    expect(DEMO_RECOVERY_CODE).toBe('4321');
    expect(MODEL_RECOVERY_CODE).toBe(DEMO_RECOVERY_CODE);
  });

  it('start needs X-Fingerprint (400 / 120) and a known player: an unknown login answers 400 / 101', async () => {
    const client = createTestClient(createPlatformMock());
    expect(await client.send('passwordRecoveryStart', { body: { login: 'demo' } })).toMatchObject({
      status: 400,
      body: { error_code: 120 },
    });
    expect(await start(client, 'nobody')).toMatchObject({
      status: 400,
      body: { error_code: AUTH_ERROR_CODES.wrongCredentials },
    });
    expect((await start(client, '5550000000')).body.error_code).toBe(101);
  });

  it('a login, an e-mail or a phone number (national or international, written any way) starts a recovery', async () => {
    const client = createTestClient(createPlatformMock());
    for (const login of ['demo', 'DEMO@kickoff.test', '9000001001', '+7 (900) 000-10-01']) {
      expect(await start(client, login), login).toMatchObject({
        status: 200,
        body: { recovery_token: expect.any(String), code_ttl: 300, resend_after: 60 },
      });
    }
    const tokens = await Promise.all([recoveryToken(client), recoveryToken(client)]);
    expect(new Set(tokens).size).toBe(2);
  });

  it('a wrong code answers 400 / 131; the right one then still answers an approve_token', async () => {
    const client = createTestClient(createPlatformMock());
    const token = await recoveryToken(client);
    expect(await checkCode(client, token, '0000')).toMatchObject({
      status: 400,
      body: { error_code: AUTH_ERROR_CODES.wrongCode },
    });
    expect(await checkCode(client, token)).toMatchObject({ status: 200, body: { approve_token: expect.any(String) } });
  });

  it('the code is good for code_ttl by the model clock; from then on it answers 400 / 132', async () => {
    const mock = createPlatformMock();
    const client = createTestClient(mock);
    const early = await recoveryToken(client);
    const late = await recoveryToken(client);
    mock.advanceClock(CODE_TTL_MS - 1);
    expect((await checkCode(client, early)).status).toBe(200);
    mock.advanceClock(1);
    expect(await checkCode(client, late)).toMatchObject(codeExpired);
    expect(await checkCode(client, late, '0000')).toMatchObject(codeExpired);
  });

  it('an unknown or already used recovery token answers 400 / 132', async () => {
    const client = createTestClient(createPlatformMock());
    expect(await checkCode(client, 'pr-made-up')).toMatchObject(codeExpired);
    const token = await recoveryToken(client);
    await checkCode(client, token);
    expect(await checkCode(client, token)).toMatchObject(codeExpired);
  });

  it('the new password signs in and the old one is refused', async () => {
    const mock = createPlatformMock();
    const client = createTestClient(mock);
    expect(await save(client, await approveToken(client))).toMatchObject({ status: 200, body: { success: true } });
    expect((await client.signIn('demo', DEMO_PASSWORD)).body.error_code).toBe(AUTH_ERROR_CODES.wrongCredentials);
    expect(await client.signIn('demo', NEW_PASSWORD)).toMatchObject({ status: 200, body: { user_id: 1001 } });
    expect((await client.send('userConfig')).body.result.protection_methods.is_changed_password).toBe(true);
  });

  it('a one-click player recovers by the generated login', async () => {
    const mock = createPlatformMock();
    const client = createTestClient(mock);
    const registered = await client.send('authRegister', {
      body: { type: 'one-click', bonus: 0, currency: 'RUB', country_id: 1 },
      headers: { [FINGERPRINT_HEADER]: await client.fingerprint() },
    });
    const { login } = registered.body.credentials;
    expect((await save(client, await approveToken(client, login))).status).toBe(200);
    expect(await client.signIn(login, NEW_PASSWORD)).toMatchObject({
      status: 200,
      body: { user_id: registered.body.user_id },
    });
  });

  it('a password shorter than 8 characters answers 400 / 142 and the approval stays usable', async () => {
    const client = createTestClient(createPlatformMock());
    const approval = await approveToken(client);
    expect(await save(client, approval, 'seven77')).toMatchObject({
      status: 400,
      body: { error_code: REGISTRATION_ERROR_CODES.invalidField, field: 'password' },
    });
    expect((await client.signIn('demo', DEMO_PASSWORD)).status).toBe(200);
    expect((await save(client, approval)).status).toBe(200);
  });

  it('an approval saves once, for 10 minutes by the model clock; an unknown, used or late one answers 400 / 132', async () => {
    const mock = createPlatformMock();
    const client = createTestClient(mock);
    expect(await save(client, 'pa-made-up')).toMatchObject(codeExpired);
    const used = await approveToken(client);
    await save(client, used);
    expect(await save(client, used, 'another-pass-1')).toMatchObject(codeExpired);

    const late = await approveToken(client);
    mock.advanceClock(APPROVAL_MS);
    expect(await save(client, late, 'another-pass-1')).toMatchObject(codeExpired);
    expect((await client.signIn('demo', NEW_PASSWORD)).status).toBe(200);
  });

  it('saving ends the player’s other open recoveries', async () => {
    const client = createTestClient(createPlatformMock());
    const pending = await recoveryToken(client);
    const other = await approveToken(client);
    await save(client, await approveToken(client));
    expect(await checkCode(client, pending)).toMatchObject(codeExpired);
    expect(await save(client, other, 'another-pass-1')).toMatchObject(codeExpired);
  });
});
