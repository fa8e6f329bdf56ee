import { siteConfigApi } from '@kickoff/site-config';
import { TEST_ORIGIN } from '@kickoff/testing';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { selectRemotePageView } from '../pages/remote-pages-slice';
import { createRemoteAppsSite, until } from '../testing/remote-apps-site';
import { preparePage, thirdParties } from './server';

const CASINO_PAGE = `${TEST_ORIGIN}/web-api/remote-pages/casino/*`;

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

type Site = ReturnType<typeof createRemoteAppsSite>;

/** The server's render asks remote apps to prepare the casino's route page (its loader installed them). */
function prepare(site: Site, { status = 200, timeoutMs = 1500, remoteApp = 'casino' as string | null } = {}) {
  return preparePage({
    ctx: site.ctx,
    url: new URL(`${TEST_ORIGIN}/ru/casino`),
    page: { name: 'casino', language: 'ru', params: {}, remoteApp: remoteApp ?? undefined },
    status,
    document: async () => document,
    timeoutMs,
  });
}

const served = (site: Site) => selectRemotePageView(site.store.getState(), 'main')?.servedHtml;
const handedOver = (site: Site) =>
  Object.values(site.store.getState().platformApi.queries).some(
    (query) => query?.endpointName === 'remoteAppsServedPage' && query.status === 'fulfilled',
  );

describe('the route’s remote page, prepared for the server’s first response (server.preparePage)', () => {
  it('[RA-020] the casino’s page, asked with mf-render-mode json and no player credentials, is in the view and handed to the browser', async () => {
    const site = createRemoteAppsSite();
    await prepare(site);
    expect(served(site)).toContain('Sweet Bonanza');
    expect(served(site)).toContain('<style>');
    expect(handedOver(site)).toBe(true);
    const asked = site.mock.requests('remotePageLoad');
    expect(asked).toHaveLength(1);
    expect(asked[0]).toMatchObject({ url: expect.stringContaining('/web-api/remote-pages/casino/ru/casino') });
    expect(asked[0]?.headers).toMatchObject({ 'mf-render-mode': 'json', 'mf-api-version': 'v2' });
    expect(asked[0]?.headers).not.toHaveProperty('authorization');
    site.uninstall();
  });

  it('asks nothing for a page of no remote app, or one the router did not answer with 200', async () => {
    const site = createRemoteAppsSite();
    await prepare(site, { remoteApp: null });
    await prepare(site, { status: 403 });
    expect(site.mock.requests('remotePageLoad')).toEqual([]);
    expect(served(site)).toBeUndefined();
    site.uninstall();
  });

  it('hostile remote HTML is cleaned: no script, no handler, no javascript: URL, nothing from an origin not allowed', async () => {
    const site = createRemoteAppsSite();
    const body = [
      '<h1>Hostile casino</h1>',
      '<script>alert(1)</script>',
      '<img src="/games/ok.png" onerror="alert(2)">',
      '<a href="javascript:alert(3)">free spins</a>',
      '<img src="https://evil.example/pixel.png">',
      '<svg><a xlink:href="https://evil.example/"><text>x</text></a></svg>',
    ].join('');
    const style = '.banner { background: url(https://evil.example/track.png) } h1 { color: red }';
    site.use(http.get(CASINO_PAGE, () => HttpResponse.json(casinoAnswer({ body, style }))));
    await prepare(site);
    const html = served(site) ?? '';
    for (const kept of ['Hostile casino', 'free spins', '/games/ok.png', 'color: red']) expect(html).toContain(kept);
    for (const hostile of ['alert(', 'onerror', 'javascript:', 'evil.example'])
      expect(html, hostile).not.toContain(hostile);
    site.uninstall();
  });

  it.each([
    ['fails (503)', () => HttpResponse.json({ error_code: 503 }, { status: 503 })],
    ['is malformed (no body field)', () => HttpResponse.json({ appName: 'casino', title: 'x' })],
    ['is not JSON', () => new HttpResponse('<html>oops</html>', { headers: { 'content-type': 'text/html' } })],
    [
      'names a script from an origin not allowed',
      () => HttpResponse.json(casinoAnswer({ scriptsToLoad: ['https://cdn.not-allowed.example/remote.js'] })),
    ],
  ])('a remote page answer that %s: nothing is served (the browser loads it)', async (_case, answer) => {
    const site = createRemoteAppsSite();
    site.use(http.get(CASINO_PAGE, answer));
    await prepare(site);
    expect(served(site)).toBeUndefined();
    expect(handedOver(site)).toBe(false);
    site.uninstall();
  });

  it('a remote page slower than the server waits is left to the browser', async () => {
    const site = createRemoteAppsSite();
    site.use(
      http.get(CASINO_PAGE, async () => {
        await delay('infinite');
        return HttpResponse.json(casinoAnswer({}));
      }),
    );
    let done = false;
    const preparing = prepare(site, { timeoutMs: 50 }).then(() => (done = true));
    await until(() => site.started.length > 0, 'the remote page request');
    expect(done).toBe(false);
    site.adapters.advance(50);
    await preparing;
    expect(served(site)).toBeUndefined();
    site.uninstall();
  });
});

describe('the remote apps of site config in the page’s security policy (server.thirdParties)', () => {
  it('lets each configured origin in for styles, images, fonts, data and frames, never a value that is not an origin', async () => {
    const site = createRemoteAppsSite();
    site.mock.patchState({
      siteConfig: {
        remoteAppOrigins: ['https://apps.kickoff.example/sport/', 'https://evil.example; script-src *', '*'],
      },
    });
    await site.store.dispatch(siteConfigApi.endpoints.siteConfigAll.initiate({ lang: 'ru' }));
    const [remoteApps, ...more] = await thirdParties(site.ctx);
    expect(more).toEqual([]);
    expect(remoteApps).toMatchObject({ name: 'remote-apps', consent: 'necessary' });
    for (const directive of ['style-src', 'img-src', 'font-src', 'connect-src', 'frame-src'] as const)
      expect(remoteApps?.sources[directive], directive).toEqual(['https://apps.kickoff.example']);
    expect(remoteApps?.sources['script-src']).toBeUndefined();
    site.uninstall();
  });

  it('brings none while site config names no remote origin', async () => {
    const site = createRemoteAppsSite();
    expect(await thirdParties(site.ctx)).toEqual([]);
    site.uninstall();
  });
});
