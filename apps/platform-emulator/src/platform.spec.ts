import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestEmulator, type TestEmulator } from './testing/start-test-emulator';

describe('platform paths are answered by the mock handlers', () => {
  let emulator: TestEmulator;
  beforeAll(async () => {
    emulator = await startTestEmulator();
  });
  afterAll(() => emulator.stop());

  it('writes the handler response back with status, headers and every Set-Cookie', async () => {
    const response = await fetch(`${emulator.url}/web-api/session`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(response.headers.get('x-platform')).toBe('emulated');
    expect(response.headers.getSetCookie()).toEqual(['session=abc; Path=/; HttpOnly', 'lang=ru; Path=/; SameSite=Lax']);
    expect(await response.json()).toEqual({ authorized: false });
  });

  it('hands the handler the method, body, cookies and custom headers', async () => {
    const response = await fetch(`${emulator.url}/web-api/echo?x=1`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Cookie: 'user_token=t1; lang=ru',
        'X-Requested-With': 'XMLHttpRequest',
        'X-app-n': 'kickoff',
      },
      body: JSON.stringify({ amount: 100 }),
    });
    expect(await response.json()).toEqual({
      method: 'POST',
      url: `${emulator.url}/web-api/echo?x=1`,
      body: '{"amount":100}',
      contentType: 'application/json',
      cookie: 'user_token=t1; lang=ru',
      requestedWith: 'XMLHttpRequest',
      appN: 'kickoff',
    });
  });

  it('resolves handlers written with relative paths against the request origin', async () => {
    const response = await fetch(`${emulator.url}/limit-service-api/limits`);
    expect(await response.json()).toEqual({ limits: [] });
  });

  it('serves non-JSON platform answers with their own content type', async () => {
    const response = await fetch(`${emulator.url}/captcha`);
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
    expect(await response.text()).toContain('<svg');
  });

  it('answers HEAD on a platform path with the headers and no body', async () => {
    const response = await fetch(`${emulator.url}/web-api/session`, { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(response.headers.getSetCookie()).toHaveLength(2);
    expect(await response.text()).toBe('');
  });

  it('answers an unknown platform path with a 404 JSON error', async () => {
    const response = await fetch(`${emulator.url}/web-api/no/such/call`);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await response.json()).toEqual({
      error_code: 404,
      error_message: 'no platform handler for GET /web-api/no/such/call',
    });
  });

  it('treats passthrough() as unhandled: there is no real platform behind the emulator', async () => {
    const response = await fetch(`${emulator.url}/web-api/passthrough`);
    expect(response.status).toBe(404);
  });

  it('turns HttpResponse.error() into a dropped connection, as a network failure looks to the browser', async () => {
    await expect(fetch(`${emulator.url}/web-api/network-error`)).rejects.toThrow(TypeError);
    expect((await fetch(`${emulator.url}/web-api/session`)).status).toBe(200);
  });

  it('does not mistake a look-alike path for a platform family', async () => {
    const response = await fetch(`${emulator.url}/web-apiary`);
    // Not handed to the platform's handlers: the emulator's own 404, saying the site is the web server's.
    expect(response.status).toBe(404);
    expect(await response.text()).toMatch(/not a platform path/);
  });
});
