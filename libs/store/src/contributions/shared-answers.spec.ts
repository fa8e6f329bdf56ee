import { createI18n } from '@kickoff/i18n';
import { localEndpoint, platformApi } from '@kickoff/platform-api';
import { createPlatformMock } from '@kickoff/platform-mock';
import { createMemoryAdapters } from '@kickoff/runtime';
import { describe, expect, it } from 'vitest';
import type { RootState } from '../app-store';
import { createSite } from '../create-site';
import { defineFeature, type Feature } from '../feature';
import { seedSharedAnswers } from './shared-answers';

// Two answers of the platform: one the same for every visitor (a config), one a player's own (who is signed in).
let asked = { config: 0, player: 0 };
const answers = platformApi.injectEndpoints({
  endpoints: (build) => ({
    storeSpecConfig: localEndpoint(build, {
      run: (language: string) => ((asked.config += 1), { data: { language, routes: ['home', 'line'] } }),
    }),
    storeSpecPlayer: localEndpoint(build, { run: () => ((asked.player += 1), { data: { login: 'demo' } }) }),
  }),
});

const configFeature = defineFeature({ name: 'config', server: { sharedAnswers: ['storeSpecConfig'] } });

function site(features: readonly Feature[] = [configFeature]) {
  return createSite({
    adapters: createMemoryAdapters({ clock: createPlatformMock().clock }),
    i18n: createI18n({ language: 'en' }),
    site: { isProduction: false, siteVersion: 'test', platformOrigin: 'http://kickoff.test' },
    features,
    fetch: () => Promise.reject(new TypeError('offline')),
  });
}

/** What the browser reads from the page: the server's state after JSON. */
const handedOver = (state: RootState) => JSON.parse(JSON.stringify(state)) as RootState;

const entryOf = (browser: ReturnType<typeof site>, endpointName: string) =>
  Object.values(browser.store.getState().platformApi.queries).find((query) => query?.endpointName === endpointName);

describe('the answers a server render hands to the browser (server.sharedAnswers)', () => {
  it('the browser’s cache starts with the shared answers the server had: the browser asks nothing again', async () => {
    asked = { config: 0, player: 0 };
    const server = site();
    await server.store.dispatch(answers.endpoints.storeSpecConfig.initiate('en'));
    const browser = site();
    seedSharedAnswers(browser, handedOver(server.store.getState()));
    expect(entryOf(browser, 'storeSpecConfig')).toMatchObject({ status: 'fulfilled', originalArgs: 'en' });
    const reading = browser.store.dispatch(answers.endpoints.storeSpecConfig.initiate('en'));
    expect((await reading).data).toEqual({ language: 'en', routes: ['home', 'line'] });
    expect(asked.config).toBe(1);
    reading.unsubscribe();
    server.uninstall();
    browser.uninstall();
  });

  it('a player’s own answers are never handed over: only what a feature lists as shared', async () => {
    asked = { config: 0, player: 0 };
    const server = site();
    await server.store.dispatch(answers.endpoints.storeSpecConfig.initiate('en'));
    await server.store.dispatch(answers.endpoints.storeSpecPlayer.initiate(undefined));
    const browser = site();
    seedSharedAnswers(browser, handedOver(server.store.getState()));
    expect(entryOf(browser, 'storeSpecConfig')).toMatchObject({ status: 'fulfilled' });
    expect(entryOf(browser, 'storeSpecPlayer')).toBeUndefined();
    server.uninstall();
    browser.uninstall();
  });

  it('a shared answer of an endpoint a lazy chunk brings is handed over once that chunk has injected it', () => {
    // A feature whose endpoint comes with its chunk (as the served remote page comes with the remote apps' chunk).
    const lateFeature = defineFeature({ name: 'late chunk', server: { sharedAnswers: ['storeSpecLate'] } });
    const rendered = site([lateFeature]).store.getState();
    const late = {
      status: 'fulfilled',
      endpointName: 'storeSpecLate',
      originalArgs: 'casino',
      data: { html: '<p>casino</p>' },
      requestId: 'server',
      startedTimeStamp: 0,
      fulfilledTimeStamp: 0,
    };
    const serverState = {
      ...rendered,
      platformApi: { ...rendered.platformApi, queries: { 'storeSpecLate("casino")': late } },
    } as never;
    const browser = site([lateFeature]);
    seedSharedAnswers(browser, serverState);
    // the chunk (and its endpoint) is not loaded yet: the answer waits for it
    expect(entryOf(browser, 'storeSpecLate')).toBeUndefined();
    platformApi.injectEndpoints({
      endpoints: (build) => ({ storeSpecLate: localEndpoint(build, { run: (_: string) => ({ data: { html: '' } }) }) }),
    });
    browser.store.dispatch({ type: 'late chunk/installed' });
    expect(entryOf(browser, 'storeSpecLate')).toMatchObject({
      status: 'fulfilled',
      originalArgs: 'casino',
      data: { html: '<p>casino</p>' },
    });
    browser.uninstall();
  });
});
