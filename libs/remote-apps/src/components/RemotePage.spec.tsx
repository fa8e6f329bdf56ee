import { EARLY_PRESSES_SCRIPT, takeEarlyPresses } from '@kickoff/runtime';
import { TEST_ORIGIN } from '@kickoff/testing';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { remotePageApi } from '../pages/remote-page-api';
import { selectRemoteApp } from '../registry/remote-apps-slice';
import { REMOTE_APP_STATUS } from '../registry/remote-app-status';
import { createOriginPolicy } from '../safety/origin-policy';
import { createRemoteAppsSite, until } from '../testing/remote-apps-site';
import { textOf, withProviders } from '../testing/with-providers';
import { RemotePage } from './RemotePage';
import { ConnectedRemoteContentModal } from './RemoteContentModal';

afterEach(() => document.head.replaceChildren());

const CDN = 'https://cdn.kickoff.test';
const CASINO = { appName: 'casino', route: '/ru/casino' };

function renderPage(
  element = <RemotePage viewId="main" request={CASINO} />,
  prepare: (site: ReturnType<typeof createRemoteAppsSite>) => void = () => undefined,
) {
  const harness = createRemoteAppsSite();
  prepare(harness);
  const runtime = {
    doc: document,
    dom: harness.dom,
    policy: createOriginPolicy([CDN, TEST_ORIGIN], 'http://site.test/'),
    pageOrigin: TEST_ORIGIN,
    logger: harness.logger,
    clock: harness.clock,
  };
  const view = render(withProviders(element, runtime, harness.store));
  return { ...harness, view };
}

/** Settles I/O and the React updates it causes. */
const settle = (condition: () => boolean, what?: string) => act(() => until(condition, what));

describe('RemotePage', () => {
  it('[RA-009] shows a preloader while loading, then the remote page in its slot with its title', async () => {
    const { view } = renderPage();
    expect(screen.getByRole('progressbar', { name: textOf('remote_page_loading') })).toBeInTheDocument();
    await settle(() => screen.queryByRole('heading', { name: 'casino: /ru/casino' }) !== null, 'page');
    expect(view.container.querySelector('[data-remote-slot="main"] main[data-remote-app="casino"]')).not.toBeNull();
    expect(document.title).toBe('casino: /ru/casino');
  });

  it('[RA-016] [RA-017] after the retries the error view shows the three spec texts; refresh reloads, a second press within 1000 ms does nothing', async () => {
    const { timers, clock, started } = renderPage(undefined, ({ use }) =>
      use(
        http.get('*/web-api/remote-pages/*', () =>
          HttpResponse.json({ error_code: 503, error_message: 'down' }, { status: 503 }),
        ),
      ),
    );
    for (const delay of [1000, 2000, 4000]) {
      await settle(() => timers.pendingDelays[0] === delay, `retry after ${delay}`);
      expect(screen.getByRole('progressbar', { name: textOf('remote_page_retrying') })).toBeInTheDocument();
      act(() => timers.advance(delay));
    }
    await settle(
      () => screen.queryByRole('heading', { name: textOf('main_dictionary_load_error') }) !== null,
      'final error',
    );
    expect(screen.getByText(textOf('main_dictionary_refresh_page'))).toBeInTheDocument();
    expect(started).toHaveLength(4);
    fireEvent.click(screen.getByRole('button', { name: textOf('main_refreshing_button') }));
    await settle(
      () => started.length === 5 && screen.queryByRole('button', { name: textOf('main_refreshing_button') }) === null,
      'reload',
    );
    // The reload failed again and runs its own retries; a press 500 ms after the last one is ignored.
    for (const delay of [1000, 2000, 4000]) {
      await settle(() => timers.pendingDelays[0] === delay, `retry after ${delay}`);
      act(() => timers.advance(delay));
    }
    await settle(
      () => screen.queryByRole('button', { name: textOf('main_refreshing_button') }) !== null,
      'final error again',
    );
    const sent = started.length;
    clock.advance(500);
    fireEvent.click(screen.getByRole('button', { name: textOf('main_refreshing_button') }));
    await settle(() => true);
    expect(started).toHaveLength(sent);
  });

  it('[RA-007] [RA-008] a remote whose code fails shows the app error view with reload; reloading shows a preloader', async () => {
    const { dom, store, logger } = renderPage(undefined, ({ use, dom }) => {
      use(
        http.get('*/web-api/remote-pages/*', () =>
          HttpResponse.json({
            appName: 'casino',
            title: 'Casino',
            head: '',
            body: '<main>casino</main>',
            style: '',
            cssToLoad: [],
            scriptsToLoad: [`${CDN}/casino.js`],
            codeToEval: '',
          }),
        ),
      );
      dom.failingScripts.add(`${CDN}/casino.js`);
    });
    await settle(() => screen.queryByRole('button', { name: textOf('remote_app_reload') }) !== null, 'app error view');
    expect(screen.getByText(textOf('remote_app_error_text'))).toBeInTheDocument();
    expect(selectRemoteApp(store.getState(), 'casino').status).toBe(REMOTE_APP_STATUS.error);
    expect(logger.lines).toContainEqual({ level: 'error', message: expect.stringContaining('casino.js') });
    dom.failingScripts.clear();
    fireEvent.click(screen.getByRole('button', { name: textOf('remote_app_reload') }));
    expect(screen.getByRole('progressbar', { name: textOf('remote_page_loading') })).toBeInTheDocument();
    await settle(() => screen.queryByText('casino') !== null, 'page after reload');
    expect(selectRemoteApp(store.getState(), 'casino').status).toBe(REMOTE_APP_STATUS.ready);
  });

  it('[RA-005] unmounting the last view leaves the page and unloads the app', async () => {
    const { view, dom, store } = renderPage();
    await settle(() => selectRemoteApp(store.getState(), 'casino').status === REMOTE_APP_STATUS.ready, 'ready');
    view.unmount();
    expect(selectRemoteApp(store.getState(), 'casino')).toEqual({ status: REMOTE_APP_STATUS.notExisting, users: 0 });
    expect(dom.calls).toContain('unload casino');
  });

  it('[RA-023] the support request history modal renders the remote component loaded with a POST', async () => {
    const { mock } = renderPage(
      <ConnectedRemoteContentModal kind="supportHistory" route="/ru" open onClose={() => undefined} />,
    );
    const dialog = screen.getByRole('dialog', { name: textOf('remote_modal_support_history') });
    expect(dialog).toBeInTheDocument();
    await settle(
      () => dialog.querySelector('[data-remote-component="support-request-history"]') !== null,
      'remote content',
    );
    expect(mock.requests('remotePageLoadWithComponents')[0]!.body).toEqual({
      components: [{ name: 'support-request-history' }],
    });
  });
  it('a page the server served is taken over as it came: no load of its own, its head and title applied, the body kept', async () => {
    const page = {
      appName: 'casino',
      title: 'Served casino',
      head: '<meta name="remote-app" content="casino">',
      body: '<p>ignored</p>',
      style: '',
      cssToLoad: [],
      scriptsToLoad: [],
      codeToEval: '',
    };
    const html = '<main data-remote-app="casino"><h1>Served casino</h1></main>';
    const { view, started, store } = renderPage(undefined, (site) =>
      site.store.dispatch(
        remotePageApi.util.upsertQueryEntries([
          { endpointName: 'remoteAppsServedPage', arg: CASINO, value: { page, html } },
        ]),
      ),
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Served casino' })).toBeInTheDocument();
    await settle(() => selectRemoteApp(store.getState(), 'casino').status === REMOTE_APP_STATUS.ready, 'applied');
    expect(document.head.querySelector('meta[name="remote-app"][content="casino"]')).not.toBeNull();
    expect(document.title).toBe('Served casino');
    expect(view.container.querySelector('[data-remote-slot="main"]')?.innerHTML).toBe(html);
    expect(started).toEqual([]);
    // taken once: the entry is gone, so the next visit of the route loads afresh
    expect(remotePageApi.endpoints.remoteAppsServedPage.select(CASINO)(store.getState()).data).toBeUndefined();
  });

  it('odds pressed on a served page before its code has run reach that code once it has, once, in order', async () => {
    // index.html's keeper, and a site that has taken the server's page over.
    new Function(EARLY_PRESSES_SCRIPT)();
    takeEarlyPresses(window);
    const page = {
      appName: 'line',
      title: 'Line',
      head: '',
      body: '',
      style: '',
      cssToLoad: [],
      scriptsToLoad: [`${CDN}/line.js`],
      codeToEval: '',
    };
    const html =
      '<main data-remote-app="line"><button type="button" data-market-id="m1">1.85</button><button type="button" data-market-id="m2">2.10</button></main>';
    const picked: string[] = [];
    const pick = (event: Event) => {
      const odds = (event.target as Element).closest('[data-market-id]');
      if (odds) picked.push(odds.getAttribute('data-market-id')!);
    };
    let scriptArrives: (() => void) | undefined;
    const { store } = renderPage(
      <RemotePage viewId="main" request={{ appName: 'line', route: '/ru/line' }} />,
      (site) => {
        site.store.dispatch(
          remotePageApi.util.upsertQueryEntries([
            {
              endpointName: 'remoteAppsServedPage',
              arg: { appName: 'line', route: '/ru/line' },
              value: { page, html },
            },
          ]),
        );
        // The line's script: it listens for presses on its odds once it has loaded.
        site.dom.loadScript = () =>
          new Promise((resolve) => {
            scriptArrives = () => {
              document.addEventListener('click', pick);
              resolve();
            };
          });
      },
    );
    fireEvent.click(screen.getByRole('button', { name: '2.10' }));
    await settle(() => scriptArrives !== undefined, 'the script asked for');
    fireEvent.click(screen.getByRole('button', { name: '1.85' }));
    expect(picked).toEqual([]);

    scriptArrives!();
    await settle(() => selectRemoteApp(store.getState(), 'line').status === REMOTE_APP_STATUS.ready, 'code in');
    expect(picked).toEqual(['m2', 'm1']);
    fireEvent.click(screen.getByRole('button', { name: '1.85' }));
    expect(picked).toEqual(['m2', 'm1', 'm1']);
    document.removeEventListener('click', pick);
  });
});
