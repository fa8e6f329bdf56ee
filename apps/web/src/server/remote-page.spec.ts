// @vitest-environment node
import { setUpPlatform } from '@kickoff/testing/node';
import { delay, http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { renderPage } from '../server-entry';

const { mock, server } = setUpPlatform({ beforeAll, afterEach, afterAll });
const CASINO_PAGE = 'https://kickoff.example/web-api/remote-pages/casino/*';

/** A real server render of the address against the platform mock: the whole HTML and the state handed over. */
async function render(path: string, remotePageTimeoutMs?: number) {
  const options = {
    platformOrigin: 'https://kickoff.example',
    nonce: 'test',
    waitForAll: true,
    ...(remotePageTimeoutMs ? { remotePageTimeoutMs } : {}),
  };
  const page = await renderPage(new Request(`https://kickoff.example${path}`), options);
  if (page.kind !== 'page') throw new Error(`${path} rendered as ${page.kind}`);
  let html = '';
  for await (const chunk of page.html) html += String(chunk);
  const main = /<main\b[\s\S]*<\/main>/.exec(html)?.[0] ?? '';
  return { status: page.status, html, main, tail: page.tail };
}

const casinoAnswer = (changes: Record<string, unknown>) => ({
  appName: 'casino',
  title: 'casino',
  head: '',
  style: '',
  cssToLoad: [],
  scriptsToLoad: [],
  codeToEval: '',
  body: '<p>casino</p>',
  ...changes,
});

describe('remote pages rendered on the server', () => {
  it('[RA-020] /ru/casino: the casino’s page (asked with mf-render-mode json) is inside <main> of the first response and handed to the browser', async () => {
    const page = await render('/ru/casino');
    expect(page.status).toBe(200);
    expect(page.main).toContain('data-remote-app-page="casino"');
    expect(page.main).toContain('Sweet Bonanza');
    expect(page.main).toContain('<style>');
    expect(page.tail).toContain('remoteAppsServedPage');
    const asked = mock.requests('remotePageLoad');
    expect(asked).toHaveLength(1);
    expect(asked[0]).toMatchObject({
      method: 'GET',
      url: expect.stringContaining('/web-api/remote-pages/casino/ru/casino'),
    });
    expect(asked[0]?.headers).toMatchObject({ 'mf-render-mode': 'json', 'mf-api-version': 'v2' });
    // the anonymous page: no player credentials go with it
    expect(asked[0]?.headers).not.toHaveProperty('authorization');
  });

  it('/en/line: the sport app’s line page is in the first response', async () => {
    const page = await render('/en/line');
    expect(page.main).toContain('data-remote-app="sport"');
    expect(page.main).toContain('Line');
  });

  it('hostile remote HTML is cleaned on the server: no script, no handler, no javascript: URL, nothing from an origin not allowed', async () => {
    const body = [
      '<h1>Hostile casino</h1>',
      '<script>alert(1)</script>',
      '<img src="/games/ok.png" onerror="alert(2)">',
      '<a href="javascript:alert(3)">free spins</a>',
      '<img src="https://evil.example/pixel.png">',
      '<svg><a xlink:href="https://evil.example/"><text>x</text></a></svg>',
    ].join('');
    const style = '.banner { background: url(https://evil.example/track.png) } h1 { color: red }';
    server.use(http.get(CASINO_PAGE, () => HttpResponse.json(casinoAnswer({ body, style }))));
    const page = await render('/ru/casino');
    expect(page.main).toContain('Hostile casino');
    expect(page.main).toContain('free spins');
    expect(page.main).toContain('/games/ok.png');
    expect(page.main).toContain('color: red');
    for (const hostile of ['alert(', 'onerror', 'javascript:', 'evil.example'])
      expect(page.main, hostile).not.toContain(hostile);
    expect(page.html).not.toContain('evil.example');
  });

  it.each([
    ['fails (503)', () => HttpResponse.json({ error_code: 503 }, { status: 503 }), undefined],
    ['is malformed (no body field)', () => HttpResponse.json({ appName: 'casino', title: 'x' }), undefined],
    [
      'is not JSON',
      () => new HttpResponse('<html>oops</html>', { headers: { 'content-type': 'text/html' } }),
      undefined,
    ],
    [
      'names a script from an origin not allowed',
      () => HttpResponse.json(casinoAnswer({ scriptsToLoad: ['https://cdn.not-allowed.example/remote.js'] })),
      undefined,
    ],
    [
      'is slower than the server waits (50 ms here)',
      async () => {
        await delay('infinite');
        return HttpResponse.json(casinoAnswer({}));
      },
      50,
    ],
  ])(
    'a remote page answer that %s: the page is rendered without it (200, the browser loads it)',
    async (_case, answer, timeoutMs) => {
      server.use(http.get(CASINO_PAGE, answer));
      const page = await render('/ru/casino', timeoutMs);
      expect(page.status).toBe(200);
      expect(page.main).toContain('data-remote-app-page="casino"');
      expect(page.main).not.toContain('data-remote-slot');
      expect(page.tail).not.toContain('remoteAppsServedPage');
    },
  );
});
