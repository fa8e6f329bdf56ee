// @vitest-environment node
import { createPlatformMock } from '@kickoff/platform-mock';
import { createProbeFeature, createTestStore, PROBE } from '@kickoff/testing';
import { setUpPlatform } from '@kickoff/testing/node';
import { type RootState, seedSharedAnswers } from '@kickoff/store';
import { text } from 'node:stream/consumers';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { siteFeatures } from '../app/site-features';
import { renderPage } from '../server-entry';

setUpPlatform({ beforeAll, afterEach, afterAll });

const probe = createProbeFeature();
const features = [...siteFeatures, probe];

async function render(path: string, { cookie, withProbe = true }: { cookie?: string; withProbe?: boolean } = {}) {
  return renderPage(new Request(`https://kickoff.example${path}`, cookie ? { headers: { cookie } } : {}), {
    platformOrigin: 'https://kickoff.example',
    nonce: 'test',
    waitForAll: true,
    ...(withProbe ? { features } : {}),
  });
}

async function page(path: string, options: Parameters<typeof render>[1] = {}) {
  const rendered = await render(path, options);
  if (rendered.kind !== 'page') throw new Error(`${path} rendered as ${rendered.kind}`);
  return { ...rendered, body: await text(rendered.html) };
}

const stateOf = (tail: string) => JSON.parse(/<script[^>]*>(.*)<\/script>/s.exec(tail)![1]!) as RootState;

describe('a feature joins the site whole, with no app file edited', () => {
  it('its page reaches the router, its slot part the layout, its head tags the server’s head', async () => {
    const shown = await page(`/ru/${PROBE.pageRoute}`);
    expect(shown.status).toBe(200);
    expect(shown.body).toContain(`<h1>${PROBE.pageHeading}</h1>`);
    expect(shown.body).toContain(PROBE.footerText);
    expect(shown.head).toContain(`<title>${PROBE.title}</title>`);
    expect(shown.head).toContain(
      `<meta name="${PROBE.headMeta.name}" content="${PROBE.headMeta.content}" data-head />`,
    );
    // One title: the probe's, installed after the shell, wins over the shell's.
    expect(shown.head.match(/<title>/g)).toHaveLength(1);
    const without = await page(`/ru/${PROBE.pageRoute}`, { withProbe: false });
    expect(without.body).not.toContain(PROBE.pageHeading);
    expect(without.body).not.toContain(PROBE.footerText);
  });

  it('its guard reaches the router: a redirect, and a blocked page shown in place with its status', async () => {
    expect(await render(`/ru/${PROBE.redirectedRoute}`)).toMatchObject({ kind: 'redirect', location: '/ru/line' });
    const blocked = await page(`/ru/${PROBE.blockedRoute}`);
    expect(blocked.status).toBe(403);
    expect(blocked.body).toContain('data-route="block"');
  });

  it('its shared answer reaches the browser’s cache through the server’s hand-over; its private one does not', async () => {
    const shown = await page(`/ru/${PROBE.pageRoute}`);
    // The browser's probe asks for nothing itself here: what its cache holds came from the server.
    const browser = createTestStore({
      features: [...siteFeatures, { ...probe, register: undefined }],
      mock: createPlatformMock(),
    });
    seedSharedAnswers(browser, stateOf(shown.tail));
    const cached = Object.values(browser.store.getState().platformApi.queries).map((query) => query?.endpointName);
    expect(cached).toContain(PROBE.sharedEndpoint);
    expect(cached).not.toContain(PROBE.privateEndpoint);
    browser.uninstall();
  });

  it('its third parties reach the page’s security policy: the necessary one always, the marketing one with consent', async () => {
    const origins = (parties: readonly { sources: object }[]) => JSON.stringify(parties);
    const anonymous = await page(`/ru/${PROBE.pageRoute}`);
    expect(origins(anonymous.thirdParties)).toContain(PROBE.necessaryOrigin);
    expect(origins(anonymous.thirdParties)).not.toContain(PROBE.marketingOrigin);
    const consented = await page(`/ru/${PROBE.pageRoute}`, { cookie: `${PROBE.consentCookie}=marketing` });
    expect(origins(consented.thirdParties)).toContain(PROBE.marketingOrigin);
  });
});
