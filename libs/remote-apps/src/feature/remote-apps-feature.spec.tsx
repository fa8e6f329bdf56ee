import { type SessionFormsApi } from '@kickoff/contracts';
import { couponFeature, selectBetCount } from '@kickoff/coupon';
import { memoryPage } from '@kickoff/runtime';
import { resolveRoute } from '@kickoff/shell-routing';
import { siteConfigApi } from '@kickoff/site-config';
import { type LazyFeature, defineFeature } from '@kickoff/store';
import { TEST_ORIGIN, createTestStore, recordingRouter } from '@kickoff/testing';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { KickoffHostApi } from '../bridge/bridge-types';
import { BRIDGE_DOM_EVENTS } from '../bridge/host-bridge';
import { RemotePage } from '../components/RemotePage';
import { createRemoteAppsSite, until } from '../testing/remote-apps-site';
import { withProviders } from '../testing/with-providers';
import { remoteAppsFeature } from './remote-apps-feature';

type LineGame = { id: number; markets: { id: string; isBlocked: boolean }[] };

/** The session's forms as their chunk offers them, recording what the bridge opened. */
function sessionFormsFeature() {
  const forms = { openLogin: vi.fn(), openRegistration: vi.fn() } as Partial<SessionFormsApi> as SessionFormsApi & {
    openLogin: ReturnType<typeof vi.fn>;
    openRegistration: ReturnType<typeof vi.fn>;
  };
  const lazy: LazyFeature<SessionFormsApi> = {
    load: async () => forms,
    isLoaded: () => true,
    loaded: () => forms,
    subscribe: () => () => undefined,
  };
  return {
    forms,
    feature: defineFeature({
      name: 'session forms (test)',
      register: (ctx) => ctx.ports.provideLazy('sessionForms', lazy),
    }),
  };
}

let uninstall = () => undefined as void;
afterEach(() => uninstall());

/** The site in a page with a document (jsdom's): the coupon, the session's forms, remote apps with the host bridge. */
function siteInPage() {
  const { forms, feature } = sessionFormsFeature();
  const site = createTestStore({
    features: [couponFeature, feature, remoteAppsFeature],
    adapters: { page: memoryPage(`${TEST_ORIGIN}/ru/line`, { doc: document }) },
  });
  const router = recordingRouter('/ru/line');
  site.navigation.attach(router);
  uninstall = site.uninstall;
  const host = (window as unknown as { KickoffHost: KickoffHostApi }).KickoffHost;
  return { ...site, forms, router, host };
}

async function aLineMarket(site: ReturnType<typeof siteInPage>) {
  const { games } = (await (await site.fetch(`${TEST_ORIGIN}/web-api/line/games?section=line&lng=ru`)).json()) as {
    games: LineGame[];
  };
  const game = games.find((candidate) => candidate.markets.some((market) => !market.isBlocked)) as LineGame;
  return {
    gameId: game.id,
    marketId: (game.markets.find((market) => !market.isBlocked) as LineGame['markets'][number]).id,
  };
}

describe('remote apps in the site', () => {
  it("a bet added through window.KickoffHost reaches the coupon from the line's own market and fires kickoff:coupon-updated; removeBet takes it away", async () => {
    const site = siteInPage();
    const updates: { marketIds: string[] }[] = [];
    const added: unknown[] = [];
    const onUpdate = (event: Event) =>
      updates.push((event as CustomEvent<{ coupon: { marketIds: string[] } }>).detail.coupon);
    const onAdded = (event: Event) => added.push((event as CustomEvent).detail);
    window.addEventListener(BRIDGE_DOM_EVENTS.couponUpdated, onUpdate);
    window.addEventListener(BRIDGE_DOM_EVENTS.betAdded, onAdded);
    try {
      const bet = await aLineMarket(site);
      expect(await site.host.addBet(bet)).toEqual({ ok: true });
      expect(selectBetCount(site.store.getState())).toBe(1);
      expect(site.host.getCoupon().marketIds).toEqual([bet.marketId]);
      expect(added).toEqual([{ type: 'betAdded', marketId: bet.marketId, isFromOtherTab: false }]);
      expect(updates.at(-1)?.marketIds).toEqual([bet.marketId]);
      expect(await site.host.removeBet(bet.marketId)).toEqual({ ok: true });
      expect(selectBetCount(site.store.getState())).toBe(0);
      expect(updates.at(-1)?.marketIds).toEqual([]);
    } finally {
      window.removeEventListener(BRIDGE_DOM_EVENTS.couponUpdated, onUpdate);
      window.removeEventListener(BRIDGE_DOM_EVENTS.betAdded, onAdded);
    }
  });

  it('a market the line does not have is not added: the remote gets `failed`', async () => {
    const site = siteInPage();
    const { gameId } = await aLineMarket(site);
    expect(await site.host.addBet({ marketId: 'no-such-market', gameId })).toMatchObject({
      ok: false,
      error: 'failed',
    });
    expect(selectBetCount(site.store.getState())).toBe(0);
  });

  it("the user is the session's (anonymous here); login and registration open the session's forms; navigate goes through the site's router", async () => {
    const site = siteInPage();
    expect(site.host.getUser()).toEqual({ isAuthenticated: false, userId: null, language: 'ru', currencyIso: null });
    expect(site.host.openLogin()).toEqual({ ok: true });
    expect(site.host.openRegistration()).toEqual({ ok: true });
    await until(() => site.forms.openRegistration.mock.calls.length === 1, 'forms opened');
    expect(site.forms.openLogin).toHaveBeenCalledOnce();
    expect(site.host.navigate('/ru/casino')).toEqual({ ok: true });
    expect(site.router.navigations).toEqual([{ path: '/ru/casino', replace: false }]);
    expect(site.host.navigate('https://evil.example/')).toMatchObject({ ok: false });
  });

  it("the runtime trusts the page's own origin, and the origins site config adds once it has loaded", async () => {
    const site = siteInPage();
    site.mock.patchState({ siteConfig: { remoteAppOrigins: ['https://cdn.brand.example'] } });
    const runtime = site.ports.get('remoteApps.runtime');
    expect(runtime).toMatchObject({ doc: document, pageOrigin: TEST_ORIGIN });
    expect(runtime?.policy.isAllowed('/assets/remote.js')).toBe(true);
    expect(runtime?.policy.isAllowed('https://cdn.brand.example/remote.js')).toBe(false);
    await site.store.dispatch(siteConfigApi.endpoints.siteConfigAll.initiate({ lang: 'ru' }));
    expect(runtime?.policy.isAllowed('https://cdn.brand.example/remote.js')).toBe(true);
  });

  it('without a document (a server render) no DOM work is done: no host bridge, a null runtime', () => {
    const site = createTestStore({ features: [couponFeature, remoteAppsFeature] });
    uninstall = site.uninstall;
    expect('KickoffHost' in window).toBe(false);
    expect(site.ports.get('remoteApps.runtime')).toBeNull();
  });

  it('[RA-001] routes with a remote app render that app: line and live the sport remote, casino the casino remote', async () => {
    for (const [path, appName] of [
      ['/ru/line', 'sport'],
      ['/ru/live', 'sport'],
      ['/ru/casino', 'casino'],
    ] as const) {
      const resolution = resolveRoute(
        { pathname: path },
        { isAuthenticated: false, isProduction: false, userLanguage: 'ru' },
      );
      const remoteApp = resolution.kind === 'page' ? resolution.route.remoteApp : undefined;
      expect(remoteApp).toBe(appName);
      const site = createRemoteAppsSite();
      const runtime = {
        doc: document,
        dom: site.dom,
        policy: { origins: [TEST_ORIGIN], isAllowed: () => true },
        pageOrigin: TEST_ORIGIN,
        logger: site.logger,
        clock: site.clock,
      };
      const view = render(
        withProviders(
          <RemotePage viewId="main" request={{ appName: remoteApp as string, route: path }} />,
          runtime,
          site.store,
        ),
      );
      await act(() => until(() => screen.queryByRole('heading', { level: 1 }) !== null, `${appName} page`));
      expect(view.container.querySelector(`[data-remote-slot="main"]`)?.textContent).not.toBe('');
      view.unmount();
      document.head.replaceChildren();
    }
  });
});
