// @vitest-environment node
import { setUpPlatform } from '@kickoff/testing/node';
import { delay, http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { renderPage } from '../server-entry';

const { mock, server } = setUpPlatform({ beforeAll, afterEach, afterAll });
const CASINO_PAGE = 'https://kickoff.example/web-api/remote-pages/casino/*';

/** A real server render of the address against the platform mock: the whole HTML and the state handed over. */
async function render(path: string, prepareTimeoutMs?: number) {
  const options = {
    platformOrigin: 'https://kickoff.example',
    nonce: 'test',
    waitForAll: true,
    ...(prepareTimeoutMs ? { prepareTimeoutMs } : {}),
  };
  const page = await renderPage(new Request(`https://kickoff.example${path}`), options);
  if (page.kind !== 'page') throw new Error(`${path} rendered as ${page.kind}`);
  let html = '';
  for await (const chunk of page.html) html += String(chunk);
  const main = /<main\b[\s\S]*<\/main>/.exec(html)?.[0] ?? '';
  return { status: page.status, html, main, tail: page.tail };
}

// What remote apps do with the page (cleaning, refusals, failures) is proved in libs/remote-apps
// (`served/prepare-remote-page.spec.ts`); here: the server's render collects it into the first response.
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

  it('a remote page slower than the render waits (50 ms here): the page is rendered without it (200, the browser loads it)', async () => {
    server.use(
      http.get(CASINO_PAGE, async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    const page = await render('/ru/casino', 50);
    expect(page.status).toBe(200);
    expect(page.main).toContain('data-remote-app-page="casino"');
    expect(page.main).not.toContain('data-remote-slot');
    expect(page.tail).not.toContain('remoteAppsServedPage');
  });

  it('the remote apps site config names reach the page’s third parties (its security policy), on every page', async () => {
    mock.patchState({ siteConfig: { remoteAppOrigins: ['https://apps.kickoff.example/sport/'] } });
    const page = await renderPage(new Request('https://kickoff.example/ru/'), {
      platformOrigin: 'https://kickoff.example',
      nonce: 'test',
      waitForAll: true,
    });
    if (page.kind !== 'page') throw new Error(`/ru/ rendered as ${page.kind}`);
    page.html.resume();
    const remoteApps = page.thirdParties.find((party) => party.name === 'remote-apps');
    expect(remoteApps?.sources['frame-src']).toEqual(['https://apps.kickoff.example']);
  });
});
