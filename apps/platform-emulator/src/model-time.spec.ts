import { encodeCredential, FINGERPRINT_HEADER, platformContract } from '@kickoff/platform-api';
import { createPlatformMock, DEMO_PASSWORD, type PlatformMock } from '@kickoff/platform-mock';
import { createManualClock, type ManualClock } from '@kickoff/runtime';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startEmulator, type RunningEmulator } from './emulator';

const MINUTE_MS = 60_000;
const HOUR_SECONDS = 3_600;
const PLATFORM_HEADERS = { 'X-Requested-With': 'XMLHttpRequest', 'X-app-n': 'kickoff-emulator-tests' };

/** The real platform model behind the emulator, on a wall clock the test moves: the way `main.ts` runs it on the real one. */
describe('the model’s clock follows the wall clock, resets included', () => {
  let wall: ManualClock;
  let mock: PlatformMock;
  let emulator: RunningEmulator;

  beforeAll(async () => {
    wall = createManualClock(Date.UTC(2026, 8, 14, 9, 30));
    mock = createPlatformMock({ wallClock: wall });
    emulator = await startEmulator({ mock, port: 0, control: true, logError: () => undefined });
  });
  beforeEach(() => mock.reset());
  afterAll(() => emulator.close());

  const control = (method: string, path: string, body?: unknown) =>
    fetch(`${emulator.url}/__emulator${path}`, {
      method,
      ...(body === undefined ? {} : { body: JSON.stringify(body), headers: { 'Content-Type': 'application/json' } }),
    });
  const modelNow = async () => ((await (await control('GET', '/clock')).json()) as { now: number }).now;

  async function signIn(login: string): Promise<{ exp: number }> {
    const fingerprint = await fetch(`${emulator.url}${platformContract.deviceFingerprint.path}`, {
      method: 'POST',
      headers: { ...PLATFORM_HEADERS, 'Content-Type': 'application/json' },
      body: JSON.stringify({ components: { agent: 'emulator-tests' } }),
    });
    const { token: fingerprintToken } = (await fingerprint.json()) as { token: string };
    const answer = await fetch(`${emulator.url}${platformContract.authLogin.path}`, {
      method: 'POST',
      headers: { ...PLATFORM_HEADERS, 'Content-Type': 'application/json', [FINGERPRINT_HEADER]: fingerprintToken },
      body: JSON.stringify({ login: encodeCredential(login), password: encodeCredential(DEMO_PASSWORD), save: false }),
    });
    expect(answer.status, await answer.clone().text()).toBe(200);
    const { token } = (await answer.json()) as { token: string };
    return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as { exp: number };
  }

  it('POST /clock refuses a fractional advance with 400 and nothing moves: fingerprints and sign-ins keep answering', async () => {
    const before = await modelNow();
    for (const advanceMs of [0.5, 1.25, 59_999.999]) {
      const answer = await control('POST', '/clock', { advanceMs });
      expect(answer.status, String(advanceMs)).toBe(400);
      expect(((await answer.json()) as { error_message: string }).error_message).toMatch(/whole milliseconds/);
    }
    expect(await modelNow()).toBe(before);
    const { exp } = await signIn('demo');
    expect(Number.isInteger(exp)).toBe(true);
  });

  it('after a reset the model’s clock is the wall clock again, so a token minted then expires in the wall clock’s future', async () => {
    wall.advance(16 * MINUTE_MS);
    expect((await control('POST', '/reset')).status).toBe(204);
    const { exp } = await signIn('demo');
    expect(exp * 1000).toBeGreaterThan(wall.now());
    expect(await modelNow()).toBe(wall.now());
  });

  it('between resets the model moves with the wall clock, and POST /clock moves it ahead of the wall from there', async () => {
    wall.advance(5 * MINUTE_MS);
    expect(await modelNow()).toBe(wall.now());
    expect((await control('POST', '/clock', { advanceMs: 60 * MINUTE_MS })).status).toBe(200);
    wall.advance(MINUTE_MS);
    expect(await modelNow()).toBe(wall.now() + 60 * MINUTE_MS);
    expect((await control('POST', '/reset')).status).toBe(204);
    expect(await modelNow()).toBe(wall.now());
  });

  it('the seed’s relative times count from the reset: the `limits` player’s pending deposit limit started 25 h before it', async () => {
    wall.advance(3 * 24 * HOUR_SECONDS * 1000);
    expect((await control('POST', '/reset')).status).toBe(204);
    const state = (await (await control('GET', '/state')).json()) as {
      startTime: number;
      users: Record<string, { limits: { limitState: string; startedAt: number }[] }>;
    };
    expect(state.startTime).toBe(wall.now());
    const pending = state.users['limits']?.limits.find((limit) => limit.limitState === 'PENDING');
    expect(pending?.startedAt).toBe(Math.floor(wall.now() / 1000) - 25 * HOUR_SECONDS);
  });

  it('POST /clock answers 400 when the model refuses to move past the times it can show, and every call keeps answering', async () => {
    mock.clock.set(Date.UTC(199_999, 6, 1));
    const before = await modelNow();
    const refused = await control('POST', '/clock', { advanceMs: 365 * 24 * HOUR_SECONDS * 1000 });
    expect(refused.status).toBe(400);
    expect(await modelNow()).toBe(before);
    expect((await control('GET', '/state')).status).toBe(200);
    expect((await signIn('demo')).exp * 1000).toBeGreaterThan(before);
  });
});
