import { partnerBrandBookExamples } from '@kickoff/platform-api-testing';
import { siteConfigApi } from '@kickoff/site-config';
import { HEAD_STYLE } from '@kickoff/store/head';
import { brandBookStyle } from '@kickoff/ui';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { userConfigFeature } from '../feature/user-config-feature';
import { preferencesActions } from '../preferences/preferences-slice';
import { createUserConfigSite, type UserConfigSite } from '../testing/user-config-site';
import { BRAND_BOOK_STYLE_ID } from './theme-head';

/** The device's colour scheme as the browser reports it (jsdom has no media queries): dark or not, and its changes. */
function deviceScheme(dark: boolean) {
  const listeners = new Set<() => void>();
  const query = {
    get matches() {
      return dark;
    },
    addEventListener: (_: 'change', listener: () => void) => listeners.add(listener),
    removeEventListener: (_: 'change', listener: () => void) => listeners.delete(listener),
  };
  // Any other query (reduced motion …) is never matched and never changes.
  const other = { matches: false, addEventListener: () => undefined, removeEventListener: () => undefined };
  vi.stubGlobal('matchMedia', (media: string) => (media === '(prefers-color-scheme: dark)' ? query : other));
  return {
    turn(toDark: boolean) {
      dark = toDark;
      listeners.forEach((listener) => listener());
    },
  };
}

const html = () => document.documentElement;

afterEach(() => {
  vi.unstubAllGlobals();
  html().removeAttribute('data-theme');
  html().removeAttribute('style');
  document.head.innerHTML = '';
});

describe('the theme choice', () => {
  it("[UC-014] without a choice the site shows the device's theme and follows it as it changes", async () => {
    const device = deviceScheme(true);
    const site = createUserConfigSite({ document });
    // the page follows the device at once, in CSS; the state (what remote apps read) once the services are in
    expect(html().getAttribute('data-theme')).toBe('system');
    await site.featuresReady();
    const bridge = site.ports.get('remoteApps.preferences');
    expect(site.preferences()).toMatchObject({ themeChoice: 'system', appTheme: 1 });
    expect(bridge.read().appTheme).toBe(1);

    const seen: number[] = [];
    bridge.subscribe((preferences) => seen.push(preferences.appTheme));
    device.turn(false);
    expect(site.preferences().appTheme).toBe(0);
    expect(seen).toEqual([0]);
    expect(site.adapters.cookies.get('app_theme')).toBeUndefined();
  });

  it('[UC-014] [UC-023] a choice overrides the device and is kept; choosing the device again drops the cookie', async () => {
    deviceScheme(true);
    const site = createUserConfigSite({ document });
    await site.featuresReady();
    site.store.dispatch(preferencesActions.themeChosen('light'));
    expect(site.preferences()).toMatchObject({ themeChoice: 'light', appTheme: 0 });
    expect(html().getAttribute('data-theme')).toBe('light');
    expect(site.adapters.cookies.get('app_theme')).toBe('0');

    site.store.dispatch(preferencesActions.themeChosen('system'));
    expect(site.preferences()).toMatchObject({ themeChoice: 'system', appTheme: 1 });
    expect(html().getAttribute('data-theme')).toBe('system');
    expect(site.adapters.cookies.get('app_theme')).toBeUndefined();

    site.store.dispatch(preferencesActions.themeChosen('sepia' as never));
    expect(site.preferences().themeChoice).toBe('system');
  });

  it('[UC-023] a corrupted theme cookie reads as the device’s theme and is removed', async () => {
    deviceScheme(true);
    const site = createUserConfigSite({ document, cookies: { app_theme: 'dark"><script>' } });
    await site.featuresReady();
    expect(site.preferences()).toMatchObject({ themeChoice: 'system', appTheme: 1 });
    expect(site.adapters.cookies.get('app_theme')).toBeUndefined();
  });
});

/** The site config of the page's language, loaded (the server's render has it before the head is asked). */
async function loadSiteConfig(site: UserConfigSite, forceRefetch = false) {
  await site.store.dispatch(siteConfigApi.endpoints.siteConfigAll.initiate({ lang: 'ru' }, { forceRefetch }));
}

const headOf = (site: UserConfigSite) =>
  userConfigFeature.head!({
    route: { routeName: 'home', status: 200, language: 'ru', url: new URL('http://localhost/ru/') },
    state: site.store.getState(),
    t: site.i18n.t,
  });

describe("the server's first HTML", () => {
  it('[UC-014] [CFG-012] carries the chosen theme and the partner brand book as head styles; nothing for the defaults', async () => {
    const site = createUserConfigSite();
    await loadSiteConfig(site);
    expect(await headOf(site)).toEqual([]);

    const partner = createUserConfigSite({ cookies: { app_theme: '1' } });
    const book = partnerBrandBookExamples['green-gold'];
    partner.mock.patchState({ siteConfig: { domainSettings: { partnerCssBrandBook: book } } });
    await loadSiteConfig(partner);
    const head = await headOf(partner);
    expect(head).toEqual([
      { kind: 'style', id: 'theme', css: expect.stringContaining('--ko-when-dark:initial') },
      { kind: 'style', id: BRAND_BOOK_STYLE_ID, css: brandBookStyle(book) },
    ]);
    expect(brandBookStyle(book)).toContain('--ko-header-bg:#0b3d2e');
  });
});

describe('the brand book in the browser', () => {
  it('[CFG-012] takes over from the server’s style and follows a new site config, undoing the previous book', async () => {
    const server = document.createElement('style');
    server.setAttribute(HEAD_STYLE, BRAND_BOOK_STYLE_ID);
    document.head.append(server);
    const site = createUserConfigSite({ document });
    site.mock.patchState({
      siteConfig: { domainSettings: { partnerCssBrandBook: partnerBrandBookExamples['green-gold'] } },
    });
    await loadSiteConfig(site);
    await site.featuresReady();
    expect(html().style.getPropertyValue('--ko-header-bg')).toBe('#0b3d2e');
    expect(server.isConnected).toBe(false);

    site.mock.patchState({
      siteConfig: { domainSettings: { partnerCssBrandBook: [{ css_prop: '--ko-accent', css_value: '#c8102e' }] } },
    });
    await loadSiteConfig(site, true);
    await vi.waitFor(() => expect(html().style.getPropertyValue('--ko-accent')).toBe('#c8102e'));
    expect(html().style.getPropertyValue('--ko-header-bg')).toBe('');

    site.uninstall();
    expect(html().getAttribute('style') ?? '').toBe('');
  });
});
