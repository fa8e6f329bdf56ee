// @vitest-environment node
import { readdirSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { createMemoryAdapters } from '@kickoff/runtime';
import { createSiteRouter } from '@kickoff/shell-routing';
import { createSite } from '@kickoff/store';
import { createMemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { createAppI18n } from './app/i18n';
import { siteFeatures } from './app/site-features';

const libsRoot = join(import.meta.dirname, '..', '..', '..', 'libs');
const libEntries = readdirSync(libsRoot)
  .filter((name) => existsSync(join(libsRoot, name, 'src', 'index.ts')))
  .map((name) => [name, join(libsRoot, name, 'src', 'index.ts')] as const);

describe('the site outside a browser (server rendering must be possible)', () => {
  it('runs where there is no window, document or navigator', () => {
    expect(typeof globalThis.window).toBe('undefined');
    expect(typeof globalThis.document).toBe('undefined');
  });

  it.each(libEntries)('importing @kickoff/%s touches no browser API', async (_name, entry) => {
    await expect(import(/* @vite-ignore */ entry)).resolves.toBeTypeOf('object');
  });

  it('the app’s composition (imported above) builds the store with every feature installed and makes its router', async () => {
    const adapters = createMemoryAdapters({ href: 'https://kickoff.example/ru/line' });
    const site = createSite({
      adapters,
      i18n: createAppI18n('ru'),
      site: { isProduction: true, siteVersion: 'server', platformOrigin: 'https://kickoff.example' },
      features: siteFeatures,
      fetch: () => Promise.reject(new TypeError('no platform in this test')),
    });
    const router = createSiteRouter(site.ctx, {
      createRouter: (routes) => createMemoryRouter(routes, { initialEntries: ['/ru/line'] }),
    });
    expect(router.state.location.pathname).toBe('/ru/line');
    expect(Object.keys(site.store.getState())).toEqual(expect.arrayContaining(['session', 'updateNotice']));
    // The coupon, a chunk of its own, installs right after the start.
    await site.featuresReady();
    expect(Object.keys(site.store.getState())).toEqual(expect.arrayContaining(['coupon', 'couponSettings']));
    // The chunk-loaded features install in Node too (a server render of a remote page loads remote apps).
    await site.ports.lazy('remoteApps').load();
    await site.ports.lazy('sessionForms').load();
    expect(Object.keys(site.store.getState())).toEqual(
      expect.arrayContaining(['remotePages', 'remoteApps', 'authForm']),
    );
    site.uninstall();
    router.dispose();
  });
});
