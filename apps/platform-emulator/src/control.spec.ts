import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { rawRequest } from './testing/raw-request';
import { startTestEmulator, type TestEmulator } from './testing/start-test-emulator';

const START = Date.UTC(2026, 5, 1, 12);
const TEN_YEARS_MS = 10 * 365.25 * 24 * 60 * 60 * 1000;

describe('control API disabled (the default)', () => {
  let emulator: TestEmulator;
  beforeAll(async () => {
    emulator = await startTestEmulator();
  });
  afterAll(() => emulator.stop());

  it('answers 404 on every /__emulator path and leaves the mock alone', async () => {
    emulator.mock.patchState({ termsChanged: true });
    for (const [method, path] of [
      ['GET', '/__emulator'],
      ['POST', '/__emulator/reset'],
      ['GET', '/__emulator/state'],
      ['POST', '/__emulator/clock'],
    ] as const) {
      const response = await fetch(`${emulator.url}${path}`, { method });
      expect(response.status, `${method} ${path}`).toBe(404);
      expect((await response.json()).error_code).toBe(404);
    }
    expect(emulator.mock.snapshot()).toMatchObject({ termsChanged: true });
  });
});

describe('control API enabled', () => {
  let emulator: TestEmulator;
  beforeAll(async () => {
    emulator = await startTestEmulator({ control: true });
  });
  afterEach(() => emulator.mock.reset());
  afterAll(() => emulator.stop());

  const call = (method: string, path: string, body?: string) =>
    fetch(`${emulator.url}/__emulator${path}`, {
      method,
      body,
      headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
    });

  it('GET /state returns the snapshot and PATCH /state merges into it', async () => {
    expect(await (await call('GET', '/state')).json()).toEqual({ blockReason: null, termsChanged: false, now: START });
    expect((await call('PATCH', '/state', JSON.stringify({ blockReason: 3, termsChanged: true }))).status).toBe(204);
    expect(await (await call('GET', '/state')).json()).toEqual({ blockReason: 3, termsChanged: true, now: START });
    // The handlers see the patched model too.
    expect(await (await fetch(`${emulator.url}/web-api/state`)).json()).toMatchObject({ blockReason: 3 });
  });

  it('POST /reset brings back the seed state and the start time', async () => {
    await call('PATCH', '/state', JSON.stringify({ termsChanged: true }));
    await call('POST', '/clock', JSON.stringify({ advanceMs: 5000 }));
    expect((await call('POST', '/reset')).status).toBe(204);
    expect(await (await call('GET', '/state')).json()).toEqual({ blockReason: null, termsChanged: false, now: START });
  });

  it('POST /clock advances the model clock and answers the new time', async () => {
    const response = await call('POST', '/clock', JSON.stringify({ advanceMs: 60_000 }));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ now: START + 60_000, iso: '2026-06-01T12:01:00.000Z' });
    expect(emulator.mock.clock.now()).toBe(START + 60_000);
  });

  it('POST /clock refuses an advanceMs that is negative, not finite or not a number', async () => {
    for (const body of [
      '{"advanceMs":-1}',
      '{"advanceMs":"60"}',
      '{"advanceMs":null}',
      '{}',
      '{"advanceMs":1e400}',
      '[]',
      'null',
    ]) {
      const response = await call('POST', '/clock', body);
      expect(response.status, body).toBe(400);
      expect((await response.json()).error_code, body).toBe(400);
    }
    expect(emulator.mock.clock.now()).toBe(START);
  });

  it('POST /clock refuses an advanceMs above ten years (1e308 included) with 400, and every call keeps answering', async () => {
    for (const advanceMs of [1e308, Number.MAX_VALUE, 8.64e15, TEN_YEARS_MS + 1]) {
      const response = await call('POST', '/clock', JSON.stringify({ advanceMs }));
      expect(response.status, String(advanceMs)).toBe(400);
      expect((await response.json()).error_message, String(advanceMs)).toMatch(/10 years/);
    }
    expect(emulator.mock.clock.now()).toBe(START);
    expect((await call('GET', '/clock')).status).toBe(200);
    expect((await call('GET', '/state')).status).toBe(200);
    expect((await call('GET', '')).status).toBe(200);
    expect((await fetch(`${emulator.url}/web-api/state`)).status).toBe(200);
  });

  it('POST /clock accepts exactly ten years', async () => {
    const response = await call('POST', '/clock', JSON.stringify({ advanceMs: TEN_YEARS_MS }));
    expect(response.status).toBe(200);
    expect((await response.json()).now).toBe(START + TEN_YEARS_MS);
  });

  it('answers 400 to malformed JSON, an empty body or a non-object patch on /state', async () => {
    for (const body of ['{"termsChanged":', '', '[1]', '"x"']) {
      const response = await call('PATCH', '/state', body);
      expect(response.status, body).toBe(400);
      expect((await response.json()).error_code, body).toBe(400);
    }
  });

  it('answers 400 when the mock refuses a patch', async () => {
    const response = await call('PATCH', '/state', JSON.stringify({ blockReason: 1.5 }));
    expect(response.status).toBe(400);
    expect((await response.json()).error_message).toBe('blockReason must be an integer or null');
  });

  it('answers 405 with Allow for a wrong method and 404 for an unknown endpoint', async () => {
    const wrong = await call('DELETE', '/state');
    expect(wrong.status).toBe(405);
    expect(wrong.headers.get('allow')).toBe('GET, PATCH');
    expect((await call('GET', '/nothing')).status).toBe(404);
    expect((await call('GET', '/__proto__')).status).toBe(404);
  });

  it('GET /requests lists what the handlers saw, per call, and DELETE /requests empties it', async () => {
    await fetch(`${emulator.url}/web-api/session`, {
      headers: { 'X-Requested-With': 'XMLHttpRequest', 'X-app-n': 'kickoff' },
    });
    const seen = await (await call('GET', '/requests?call=session')).json();
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({
      call: 'session',
      method: 'GET',
      headers: { 'x-requested-with': 'XMLHttpRequest', 'x-app-n': 'kickoff' },
    });
    expect(await (await call('GET', '/requests?call=other')).json()).toEqual([]);
    expect((await call('DELETE', '/requests')).status).toBe(204);
    expect(await (await call('GET', '/requests')).json()).toEqual([]);
  });

  it('refuses calls a page of another origin makes, and accepts the same origin', async () => {
    const foreign = await fetch(`${emulator.url}/__emulator/reset`, {
      method: 'POST',
      headers: { Origin: 'http://evil.example' },
    });
    expect(foreign.status).toBe(403);
    const own = await fetch(`${emulator.url}/__emulator/reset`, { method: 'POST', headers: { Origin: emulator.url } });
    expect(own.status).toBe(204);
  });

  it('refuses control calls under a Host that is not a loopback name, even when Origin matches that Host (DNS rebinding)', async () => {
    emulator.mock.patchState({ termsChanged: true });
    const port = emulator.port;
    for (const host of [
      `evil.example:${port}`,
      'evil.example',
      `localhost.evil.example:${port}`,
      `127.0.0.1.nip.io:${port}`,
      `10.0.0.7:${port}`,
      `[::2]:${port}`,
    ]) {
      const rebound = await rawRequest(emulator.url, '/__emulator/reset', 'POST', { host, origin: `http://${host}` });
      expect(rebound.status, host).toBe(403);
      expect(JSON.parse(rebound.body).error_code, host).toBe(403);
      // A rebound page reads its "own" origin without sending Origin at all.
      expect((await rawRequest(emulator.url, '/__emulator/state', 'GET', { host })).status, host).toBe(403);
    }
    expect(emulator.mock.snapshot()).toMatchObject({ termsChanged: true });
  });

  it('accepts control calls under localhost, 127.0.0.1 and [::1] with any port, with or without their own Origin', async () => {
    for (const host of [
      'localhost',
      `localhost:${emulator.port}`,
      'LOCALHOST:4200',
      '127.0.0.1:1',
      `[::1]:${emulator.port}`,
    ]) {
      expect((await rawRequest(emulator.url, '/__emulator/reset', 'POST', { host })).status, host).toBe(204);
      expect(
        (await rawRequest(emulator.url, '/__emulator/reset', 'POST', { host, origin: `http://${host}` })).status,
        host,
      ).toBe(204);
      expect(
        (await rawRequest(emulator.url, '/__emulator/reset', 'POST', { host, origin: 'http://evil.example' })).status,
        host,
      ).toBe(403);
    }
  });

  it('GET /__emulator is a page listing the demo users with labelled controls', async () => {
    const response = await call('GET', '');
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const html = await response.text();
    expect(html).toContain('<code>player1</code>');
    expect(html).toContain('<code>secret1</code>');
    // Scenario text is escaped, not interpreted as markup.
    expect(html).toContain('An active player with &lt;RUB&gt; balance');
    for (const id of ['advanceMs', 'blockReason', 'isActive', 'termsChanged']) {
      expect(html).toContain(`<label for="${id}">`);
      expect(html).toContain(`id="${id}"`);
    }
    expect(html).toContain('Reset to the seed state');
  });
});
