// @vitest-environment node
import { createSiteRouter } from '@kickoff/shell-routing';
import { type RootState, seedSharedAnswers } from '@kickoff/store';
import { createTestStore, TEST_ORIGIN } from '@kickoff/testing';
import { setUpPlatform } from '@kickoff/testing/node';
import { text } from 'node:stream/consumers';
import { createMemoryRouter } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { siteFeatures } from '../app/site-features';
import { routerReady } from '../router-ready';
import { renderPage } from '../server-entry';

const { mock } = setUpPlatform({ beforeAll, afterEach, afterAll });

const stateOf = (tail: string) => JSON.parse(/<script[^>]*>(.*)<\/script>/s.exec(tail)![1]!) as RootState;

describe('the state a server render hands to the browser, as the site composes it', () => {
  it('the browser’s store starts with the shared answers the server had: the site config is asked for once', async () => {
    const page = await renderPage(new Request('https://kickoff.example/ru/'), {
      platformOrigin: 'https://kickoff.example',
      nonce: 'test',
      waitForAll: true,
    });
    if (page.kind !== 'page') throw new Error(`/ru/ rendered as ${page.kind}`);
    await text(page.html);
    expect(mock.requests('siteConfig')).toHaveLength(1);

    // The browser, as main.tsx starts it: the server's answers in its cache, then the router's first pass.
    const browser = createTestStore({ features: siteFeatures, mock, href: `${TEST_ORIGIN}/ru/` });
    seedSharedAnswers(browser, stateOf(page.tail));
    const router = createSiteRouter(browser.ctx, {
      createRouter: (routes) => createMemoryRouter(routes, { initialEntries: ['/ru/'] }),
    });
    await routerReady(router);
    expect(router.state.location.pathname).toBe('/ru/');
    expect(mock.requests('siteConfig')).toHaveLength(1);
    router.dispose();
    browser.uninstall();
  });
});
