import { createPlatformMock } from '@kickoff/platform-mock';
import { selectSiteConfig, siteConfigApi } from '@kickoff/site-config';
import { createTestStore } from '@kickoff/testing';
import { describe, expect, it } from 'vitest';
import { siteFeatures } from './app/site-features';
import { readServerState, seedPlatformCache, serverStateElement } from './server-state';

describe('the state a server render hands to the browser', () => {
  it('the browser’s store starts with the platform answers the server had: the site config, asked for once', async () => {
    const mock = createPlatformMock();
    const server = createTestStore({ features: siteFeatures, mock });
    await server.store.dispatch(siteConfigApi.endpoints.siteConfigAll.initiate({ lang: 'ru' }));
    document.body.innerHTML = `<div id="root"></div>${serverStateElement(server.store.getState())}`;

    const browser = createTestStore({ features: siteFeatures, mock });
    const serverState = readServerState(document);
    expect(serverState).toBeDefined();
    expect(selectSiteConfig(browser.store.getState(), 'ru')).toBeUndefined();
    seedPlatformCache(browser.store, serverState!);

    expect(selectSiteConfig(browser.store.getState(), 'ru')).toEqual(selectSiteConfig(server.store.getState(), 'ru'));
    expect(selectSiteConfig(browser.store.getState(), 'ru')).toHaveProperty('availableRoutes');
    expect(mock.requests('siteConfig')).toHaveLength(1);
    server.uninstall();
    browser.uninstall();
  });

  it('a player’s own answers are never handed over: the server’s session check stays out of the browser’s cache', async () => {
    const mock = createPlatformMock();
    const server = createTestStore({ features: siteFeatures, mock });
    await server.store.dispatch(siteConfigApi.endpoints.siteConfigAll.initiate({ lang: 'ru' }));
    const rendered = server.store.getState();
    const sessionCheck = { status: 'fulfilled', endpointName: 'sessionCheck', originalArgs: undefined, data: null, requestId: 'server', startedTimeStamp: 0, fulfilledTimeStamp: 0 };
    const serverState = { ...rendered, platformApi: { ...rendered.platformApi, queries: { ...rendered.platformApi.queries, 'sessionCheck(undefined)': sessionCheck } } } as never;

    const browser = createTestStore({ features: siteFeatures, mock });
    seedPlatformCache(browser.store, serverState);
    // the browser asks its own session check at install: it may be on its way, never answered by the server's copy
    const seeded = Object.entries(browser.store.getState().platformApi.queries);
    expect(seeded.some(([key, query]) => key.startsWith('siteConfigAll') && query?.status === 'fulfilled')).toBe(true);
    expect(seeded.some(([key, query]) => key.startsWith('sessionCheck') && query?.status === 'fulfilled')).toBe(false);
    server.uninstall();
    browser.uninstall();
  });

  it('no value can end the element early: `<` is escaped, and the text parses back to the same state', () => {
    const state = { platformApi: { queries: {} }, note: '</script><script>alert(1)</script><!--' } as never;
    const element = serverStateElement(state);
    expect(element.match(/<\/script>/g)).toHaveLength(1);
    document.body.innerHTML = element;
    expect(readServerState(document)).toEqual(state);
  });

  it('a page the browser renders alone has no server state, and a broken one counts as none', () => {
    document.body.innerHTML = '<div id="root"></div>';
    expect(readServerState(document)).toBeUndefined();
    document.body.innerHTML = '<script type="application/json" id="kickoff-server-state">{broken</script>';
    expect(readServerState(document)).toBeUndefined();
  });
});
