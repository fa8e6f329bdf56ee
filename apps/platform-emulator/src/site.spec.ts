import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRequest } from './testing/raw-request';
import { ASSET_JS, INDEX_HTML, SECRET } from './testing/site-fixture';
import { startTestEmulator, type TestEmulator } from './testing/start-test-emulator';

describe('the built site is served on the same origin', () => {
  let emulator: TestEmulator;
  beforeAll(async () => {
    emulator = await startTestEmulator();
  });
  afterAll(() => emulator.stop());

  it('serves index.html at / with no-cache', async () => {
    const response = await fetch(`${emulator.url}/`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.text()).toBe(INDEX_HTML);
  });

  it('serves hashed assets with their content type and a long immutable cache', async () => {
    const js = await fetch(`${emulator.url}/assets/index-B4x9k2.js`);
    expect(js.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(js.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await js.text()).toBe(ASSET_JS);
    const css = await fetch(`${emulator.url}/assets/index-C7a1q0.css`);
    expect(css.headers.get('content-type')).toBe('text/css; charset=utf-8');
    const svg = await fetch(`${emulator.url}/favicon.svg`);
    expect(svg.headers.get('content-type')).toBe('image/svg+xml');
    expect(svg.headers.get('cache-control')).toBe('no-cache');
  });

  it('falls back to index.html for deep client-side routes', async () => {
    for (const path of ['/ru/', '/ru/casino/slots/game/42/book-of-ra', '/en/live?sport=1', '/ru/bets/history/']) {
      const response = await fetch(`${emulator.url}${path}`);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('cache-control'), path).toBe('no-cache');
      expect(await response.text(), path).toBe(INDEX_HTML);
    }
  });

  it('answers 404 for a missing file with an extension instead of handing out index.html', async () => {
    const response = await fetch(`${emulator.url}/assets/missing-123.js`);
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain('<html');
  });

  it('answers HEAD with headers and an empty body', async () => {
    const response = await fetch(`${emulator.url}/assets/index-B4x9k2.js`, { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-length')).toBe(String(Buffer.byteLength(ASSET_JS)));
    expect(await response.text()).toBe('');
  });

  it('answers 304 to a conditional GET with the current ETag', async () => {
    const first = await fetch(`${emulator.url}/assets/index-B4x9k2.js`);
    const etag = first.headers.get('etag') ?? '';
    expect(etag).not.toBe('');
    const second = await fetch(`${emulator.url}/assets/index-B4x9k2.js`, { headers: { 'If-None-Match': etag } });
    expect(second.status).toBe(304);
  });

  it('refuses methods other than GET and HEAD on site files', async () => {
    const response = await fetch(`${emulator.url}/ru/`, { method: 'POST', body: 'x' });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, HEAD');
  });

  it('refuses path traversal, plain or percent-encoded, and never reveals files outside the site', async () => {
    for (const path of ['/../secret.txt', '/assets/../../secret.txt', '/%2e%2e/secret.txt', '/assets/%2E%2E%2F%2E%2E%2Fsecret.txt', '/..%5csecret.txt', '/ru/%00', '/%E0%A4%A']) {
      const response = await rawRequest(emulator.url, path);
      expect(response.status, path).toBe(400);
      expect(response.body, path).not.toContain(SECRET);
    }
  });

  it('never serves dotfiles', async () => {
    const response = await rawRequest(emulator.url, '/.env');
    expect(response.status).toBe(404);
    expect(response.body).not.toContain(SECRET);
  });
});
