import { createPlatformMock } from '@kickoff/platform-mock';
import { selectSiteConfig, siteConfigApi } from '@kickoff/site-config';
import { localEndpoint, platformApi } from '@kickoff/platform-api';
import { defineFeature } from '@kickoff/store';
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
    seedPlatformCache(browser, serverState!);

    expect(selectSiteConfig(browser.store.getState(), 'ru')).toEqual(selectSiteConfig(server.store.getState(), 'ru'));
    expect(selectSiteConfig(browser.store.getState(), 'ru')).toHaveProperty('availableRoutes');
    expect(mock.requests('siteConfig')).toHaveLength(1);
    server.uninstall();
    browser.uninstall();
  });

  it('only the script right after #root is the server’s state: remote page content carrying its id never stands in for it', () => {
    const real = { siteConfig: 'real' };
    const spoof = '{"siteConfig":"spoofed"}';
    const state = (value: object) =>
      `<script type="application/json" id="kickoff-server-state">${JSON.stringify(value)}</script>`;
    // Remote HTML inside the root, before the real state: the real one is read.
    document.body.innerHTML = `<div id="root"><div id="kickoff-server-state" hidden>${spoof}</div></div>${state(real)}`;
    expect(readServerState(document)).toEqual(real);
    // A page the browser renders alone (no state from the server): the remote element is not taken for one.
    document.body.innerHTML = `<div id="root"><main><div id="kickoff-server-state" hidden>${spoof}</div></main></div>`;
    expect(readServerState(document)).toBeUndefined();
    document.body.innerHTML = `<div id="root"><script type="application/json" id="kickoff-server-state">${spoof}</script></div>`;
    expect(readServerState(document)).toBeUndefined();
    // Right after the root but not the server's script (wrong element, wrong type, an SVG script): refused.
    for (const after of [
      `<div id="kickoff-server-state" hidden>${spoof}</div>`,
      `<script type="text/plain" id="kickoff-server-state">${spoof}</script>`,
      `<svg><script type="application/json" id="kickoff-server-state">${spoof}</script></svg>`,
    ]) {
      document.body.innerHTML = `<div id="root"></div>${after}`;
      expect(readServerState(document), after).toBeUndefined();
    }
  });

  it('a player’s own answers are never handed over: the server’s session check stays out of the browser’s cache', async () => {
    const mock = createPlatformMock();
    const server = createTestStore({ features: siteFeatures, mock });
    await server.store.dispatch(siteConfigApi.endpoints.siteConfigAll.initiate({ lang: 'ru' }));
    const rendered = server.store.getState();
    const sessionCheck = {
      status: 'fulfilled',
      endpointName: 'sessionCheck',
      originalArgs: undefined,
      data: null,
      requestId: 'server',
      startedTimeStamp: 0,
      fulfilledTimeStamp: 0,
    };
    const serverState = {
      ...rendered,
      platformApi: {
        ...rendered.platformApi,
        queries: { ...rendered.platformApi.queries, 'sessionCheck(undefined)': sessionCheck },
      },
    } as never;

    const browser = createTestStore({ features: siteFeatures, mock });
    seedPlatformCache(browser, serverState);
    // the browser asks its own session check at install: it may be on its way, never answered by the server's copy
    const seeded = Object.entries(browser.store.getState().platformApi.queries);
    expect(seeded.some(([key, query]) => key.startsWith('siteConfigAll') && query?.status === 'fulfilled')).toBe(true);
    expect(seeded.some(([key, query]) => key.startsWith('sessionCheck') && query?.status === 'fulfilled')).toBe(false);
    server.uninstall();
    browser.uninstall();
  });

  it('a shared answer of an endpoint a lazy chunk brings is handed over once that chunk has injected it', async () => {
    const mock = createPlatformMock();
    // A feature whose endpoint comes with its chunk (as the served remote page comes with the remote apps' chunk).
    const lateFeature = defineFeature({ name: 'late chunk', server: { sharedAnswers: ['lateShared'] } });
    const features = [...siteFeatures, lateFeature];
    const rendered = createTestStore({ features, mock }).store.getState();
    const late = {
      status: 'fulfilled',
      endpointName: 'lateShared',
      originalArgs: 'casino',
      data: { html: '<p>casino</p>' },
      requestId: 'server',
      startedTimeStamp: 0,
      fulfilledTimeStamp: 0,
    };
    const serverState = {
      ...rendered,
      platformApi: {
        ...rendered.platformApi,
        queries: { ...rendered.platformApi.queries, 'lateShared("casino")': late },
      },
    } as never;

    const browser = createTestStore({ features, mock });
    seedPlatformCache(browser, serverState);
    const lateEntry = () =>
      Object.values(browser.store.getState().platformApi.queries).find((query) => query?.endpointName === 'lateShared');
    // the chunk (and its endpoint) is not loaded yet: the answer waits for it
    expect(lateEntry()).toBeUndefined();
    platformApi.injectEndpoints({
      endpoints: (build) => ({ lateShared: localEndpoint(build, { run: (_: string) => ({ data: { html: '' } }) }) }),
    });
    browser.store.dispatch({ type: 'late chunk/installed' });
    expect(lateEntry()).toMatchObject({ status: 'fulfilled', originalArgs: 'casino', data: { html: '<p>casino</p>' } });
    browser.uninstall();
  });

  it('no value can end the element early: `<` is escaped, and the text parses back to the same state', () => {
    const state = { platformApi: { queries: {} }, note: '</script><script>alert(1)</script><!--' } as never;
    const element = serverStateElement(state);
    expect(element.match(/<\/script>/g)).toHaveLength(1);
    document.body.innerHTML = `<div id="root"></div>${element}`;
    expect(readServerState(document)).toEqual(state);
  });

  it('a page the browser renders alone has no server state, and a broken one counts as none', () => {
    document.body.innerHTML = '<div id="root"></div>';
    expect(readServerState(document)).toBeUndefined();
    document.body.innerHTML =
      '<div id="root"></div><script type="application/json" id="kickoff-server-state">{broken</script>';
    expect(readServerState(document)).toBeUndefined();
  });
});
