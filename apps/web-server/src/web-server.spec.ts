import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRequest } from './testing/raw-get';
import { BUILT_SITE, startTestWebServer, type TestWebServer } from './testing/start-test-server';

const entryScript =
  /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"/.exec(
    readFileSync(join(BUILT_SITE, 'index.html'), 'utf8'),
  )?.[1] ?? '';
const nonceOf = (csp: unknown) => /'nonce-([^']+)'/.exec(String(csp))?.[1];

describe('the web server over the built site', () => {
  let server: TestWebServer;
  beforeAll(async () => {
    server = await startTestWebServer();
  });
  afterAll(() => server.stop());
  const get = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
    rawRequest(server.url, path, { method, headers });

  describe('pages, rendered on the server', () => {
    it('[SR-003] /ru/ holds the layout, the page’s heading and its title in the first response', async () => {
      const page = await get('/ru/');
      expect(page.status).toBe(200);
      expect(page.text).toMatch(/<html lang="ru"/);
      expect(page.text).toContain('<title>Ставки на спорт и казино — Kickoff</title>');
      expect(page.text).toMatch(/<header[^>]*>.*Kickoff.*<\/header>/s);
      expect(page.text).toMatch(/<h1[^>]*>Ставки на спорт и казино<\/h1>/);
      expect(page.text).toMatch(/<footer[^>]*>.*Играйте ответственно/s);
      expect(page.text).toContain('<script type="application/json" id="kickoff-server-state">');
    });

    it('[SR-006] an unknown address is a real 404 showing the not-found page in the URL’s language', async () => {
      const page = await get('/en/no-such-page');
      expect(page.status).toBe(404);
      expect(page.text).toContain('This page could not be found');
      expect(page.text).toMatch(/<h1[^>]*>404<\/h1>/);
      expect(page.text).toContain('<title>This page could not be found — Kickoff</title>');
    });

    it('[SR-054] [SR-003] the route table’s redirects keep their statuses: 301 for a moved page, 302 to the visitor’s language', async () => {
      const moved = await get('/ru/games-project/crash-x?ref=7');
      expect(moved.status).toBe(301);
      expect(moved.headers['location']).toBe('/ru/games/crash-x?ref=7');
      const root = await get('/', { cookie: 'lng=en' });
      expect(root.status).toBe(302);
      expect(root.headers['location']).toBe('/en/');
    });

    it('a guarded page is left to the browser, which knows the session: 200 with the document and no content', async () => {
      const page = await get('/ru/office/account');
      expect(page.status).toBe(200);
      expect(page.text).toContain('<div id="root"></div>');
      expect(page.text).not.toContain('kickoff-server-state');
    });

    it('HEAD of a page: the page’s status and headers, no body', async () => {
      const head = await get('/en/no-such-page', { 'accept-encoding': 'br' }, 'HEAD');
      expect(head.status).toBe(404);
      expect(head.headers['content-security-policy']).toContain("'nonce-");
      expect(head.bytes.length).toBe(0);
    });

    it('collapses repeated slashes with a 301 before anything renders', async () => {
      const moved = await get('//ru//line?sport=1');
      expect(moved.status).toBe(301);
      expect(moved.headers['location']).toBe('/ru/line?sport=1');
    });

    it('asks the platform it is configured with during the render', async () => {
      await get('/en/');
      expect(server.platform.seen).toContain('/bff-api/config/all.json');
    });
  });

  describe('security headers on every HTML answer', () => {
    it('a CSP with a fresh nonce per response, carried by every script and module preload of the page', async () => {
      const [first, second] = await Promise.all([get('/ru/'), get('/ru/')]);
      const nonce = nonceOf(first.headers['content-security-policy']);
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      expect(nonceOf(second.headers['content-security-policy'])).not.toBe(nonce);
      const scripts = [...first.text.matchAll(/<script\b([^>]*)>/g)]
        .map((match) => match[1] ?? '')
        .filter((attributes) => !attributes.includes('type="application/json"'));
      expect(scripts.length).toBeGreaterThan(1);
      for (const attributes of scripts) expect(attributes).toContain(`nonce="${nonce}"`);
      for (const preload of first.text.match(/<link rel="modulepreload"[^>]*>/g) ?? [])
        expect(preload).toContain(`nonce="${nonce}"`);
      expect(first.headers['content-security-policy']).toMatch(
        /object-src 'none'; base-uri 'none'; frame-ancestors 'self'/,
      );
    });

    it('nosniff, the referrer and permissions policies, no-cache; HSTS only when the visitor came over HTTPS', async () => {
      for (const path of ['/ru/', '/en/no-such-page', '/ru/office/account']) {
        const page = await get(path);
        expect(page.headers, path).toMatchObject({
          'x-content-type-options': 'nosniff',
          'referrer-policy': 'strict-origin-when-cross-origin',
          'cache-control': 'private, no-cache',
          'content-type': 'text/html; charset=utf-8',
        });
        expect(page.headers['permissions-policy'], path).toContain('camera=()');
        expect(page.headers['strict-transport-security'], path).toBeUndefined();
      }
      // X-Forwarded-Proto is believed only from a trusted proxy (KICKOFF_TRUST_PROXY=1).
      expect(
        (await get('/ru/', { 'x-forwarded-proto': 'https' })).headers['strict-transport-security'],
      ).toBeUndefined();
      const behindProxy = await startTestWebServer({ env: { KICKOFF_TRUST_PROXY: '1' } });
      try {
        expect(
          (await rawRequest(behindProxy.url, '/ru/', { headers: { 'x-forwarded-proto': 'https' } })).headers[
            'strict-transport-security'
          ],
        ).toBe('max-age=63072000; includeSubDomains');
      } finally {
        await behindProxy.stop();
      }
    });

    it('logs the violations browsers report and answers 204, in both report formats', async () => {
      const legacy = await rawRequest(server.url, '/__csp-report', {
        method: 'POST',
        headers: { 'content-type': 'application/csp-report' },
        body: JSON.stringify({ 'csp-report': { 'violated-directive': 'script-src', 'blocked-uri': 'inline' } }),
      });
      const reporting = await rawRequest(server.url, '/__csp-report', {
        method: 'POST',
        headers: { 'content-type': 'application/reports+json' },
        body: JSON.stringify([
          {
            type: 'csp-violation',
            body: { effectiveDirective: 'script-src-elem', blockedURL: 'https://evil.example/x.js' },
          },
        ]),
      });
      expect([legacy.status, reporting.status]).toEqual([204, 204]);
      const reported = server.logs
        .filter((line) => line.message === '[csp] violation reported')
        .map((line) => line.detail);
      expect(reported).toEqual([
        { 'violated-directive': 'script-src', 'blocked-uri': 'inline' },
        { effectiveDirective: 'script-src-elem', blockedURL: 'https://evil.example/x.js' },
      ]);
      expect((await rawRequest(server.url, '/__csp-report', { method: 'POST', body: 'x'.repeat(70_000) })).status).toBe(
        413,
      );
    });
  });

  describe('compression', () => {
    it('serves the entry script precompressed by Accept-Encoding: br, else gzip, else as built; Vary and a year of cache', async () => {
      const built = readFileSync(join(BUILT_SITE, entryScript));
      const br = await get(entryScript, { 'accept-encoding': 'gzip, deflate, br' });
      const gzip = await get(entryScript, { 'accept-encoding': 'gzip' });
      const plain = await get(entryScript);
      expect(br.headers).toMatchObject({
        'content-encoding': 'br',
        vary: 'accept-encoding',
        'cache-control': 'public, max-age=31536000, immutable',
        'content-type': 'text/javascript; charset=utf-8',
      });
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(br.text).toBe(built.toString('utf8'));
      expect(gzip.text).toBe(built.toString('utf8'));
      expect(plain.bytes.equals(built)).toBe(true);
      expect(br.bytes.length).toBeLessThan(gzip.bytes.length);
      expect(Number(br.headers['content-length'])).toBe(br.bytes.length);
    });

    it('answers a repeated request with 304 by the ETag of the encoding it got', async () => {
      const first = await get(entryScript, { 'accept-encoding': 'br' });
      const again = await get(entryScript, { 'accept-encoding': 'br', 'if-none-match': String(first.headers['etag']) });
      expect(again.status).toBe(304);
      expect(
        (await get(entryScript, { 'accept-encoding': 'gzip', 'if-none-match': String(first.headers['etag']) })).status,
      ).toBe(200);
    });

    it('answers `If-None-Match: *` on an asset with 304 (any copy it has matches), and a weak tag as its strong form', async () => {
      const first = await get(entryScript, { 'accept-encoding': 'br' });
      expect((await get(entryScript, { 'accept-encoding': 'br', 'if-none-match': '*' })).status).toBe(304);
      const strong = String(first.headers['etag']).replace(/^W\//, '');
      expect((await get(entryScript, { 'accept-encoding': 'br', 'if-none-match': strong })).status).toBe(304);
    });

    it('compresses the HTML while it streams; the page decodes to the same document', async () => {
      const br = await get('/ru/', { 'accept-encoding': 'br' });
      const gzip = await get('/ru/', { 'accept-encoding': 'gzip' });
      expect(br.headers['content-encoding']).toBe('br');
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(br.headers['vary']).toBe('accept-encoding');
      expect(br.bytes.length).toBeLessThan(br.text.length / 2);
      for (const page of [br, gzip])
        expect(page.text).toMatch(/<h1[^>]*>Ставки на спорт и казино<\/h1>.*<\/html>\s*$/s);
    });

    it('keeps files outside /assets revalidated, and a missing asset a plain 404', async () => {
      expect((await get('/favicon.svg')).headers['cache-control']).toBe('no-cache');
      const missing = await get('/assets/missing-123.js');
      expect(missing.status).toBe(404);
      expect(missing.headers['content-type']).toBe('text/plain; charset=utf-8');
      expect((await get('/.vite/manifest.json')).status).toBe(404);
      expect((await get('/.ssr/server-entry.js')).status).toBe(404);
    });
  });

  describe('operations', () => {
    it('/healthz answers 200 ok', async () => {
      const health = await get('/healthz');
      expect([health.status, health.text, health.headers['cache-control']]).toEqual([200, 'ok\n', 'no-store']);
    });

    it('passes the platform’s paths to the platform: the browser meets one origin', async () => {
      const config = await get('/bff-api/config/all.json?lang=en');
      expect(config.status).toBe(200);
      expect(JSON.parse(config.text)).toHaveProperty('availableRoutes');
      // The emulator's control API only when asked (KICKOFF_PROXY_EMULATOR=1): otherwise it is no path of the platform.
      await get('/__emulator/clock');
      expect(server.platform.seen).not.toContain('/__emulator/clock');
      const withControl = await startTestWebServer({ env: { KICKOFF_PROXY_EMULATOR: '1' } });
      try {
        await rawRequest(withControl.url, '/__emulator/clock');
        expect(withControl.platform.seen).toEqual(['/__emulator/clock']);
      } finally {
        await withControl.stop();
      }
    });

    it('refuses other methods on pages and paths that climb out of the site', async () => {
      expect((await get('/ru/', {}, 'POST')).status).toBe(405);
      expect((await get('/assets/%2e%2e/index.html')).status).toBe(400);
    });
  });
});
