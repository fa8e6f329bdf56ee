import { HttpResponse, http } from 'msw';
import { TEST_ORIGIN } from '@kickoff/testing';
import { describe, expect, it } from 'vitest';
import { REMOTE_APP_STATUS } from '../registry/remote-app-status';
import { selectRemoteApp } from '../registry/remote-apps-slice';
import { createRemoteAppsSite, until } from '../testing/remote-apps-site';
import type { RemotePageRequest } from './remote-page-request';
import {
  isRetrying,
  remotePageApplied,
  remotePageLeft,
  remotePageReloadRequested,
  remotePageRequested,
  remotePageStatus,
  selectRemotePageView,
} from './remote-pages-slice';

const CASINO: RemotePageRequest = { appName: 'casino', route: '/ru/casino' };
const down = () => HttpResponse.json({ error_code: 503, error_message: 'down' }, { status: 503 });

function harness({ failing = false } = {}) {
  const h = createRemoteAppsSite();
  if (failing) h.use(http.get('*/web-api/remote-pages/*', down));
  const view = () => selectRemotePageView(h.store.getState(), 'main');
  return { ...h, view };
}

describe('remote page load', () => {
  it('[RA-018] [RA-020] [RA-022] GET to the app URL plus the route with mf-render-mode=json, mf-api-version=v2 and no force-spa; the answer is the descriptor', async () => {
    const { store, view, mock } = harness();
    store.dispatch(remotePageRequested({ viewId: 'main', request: { ...CASINO, query: { tab: 'new' } } }));
    await until(() => view()?.status === 'ready', 'ready');
    const request = mock.requests('remotePageLoad')[0]!;
    expect(request.method).toBe('GET');
    expect(request.url).toBe(`${TEST_ORIGIN}/web-api/remote-pages/casino/ru/casino?tab=new`);
    expect(request.headers['mf-render-mode']).toBe('json');
    expect(request.headers['mf-api-version']).toBe('v2');
    expect(request.headers).not.toHaveProperty('force-spa');
    expect(Object.keys(view()!.page!).sort()).toEqual([
      'appName',
      'body',
      'codeToEval',
      'cssToLoad',
      'head',
      'scriptsToLoad',
      'style',
      'title',
    ]);
    expect(view()!.page!.title).toBe('casino: /ru/casino');
  });

  it('[RA-021] force-spa: 1 rides along only when a full SPA render is asked for', async () => {
    const { store, view, mock } = harness();
    store.dispatch(remotePageRequested({ viewId: 'main', request: { ...CASINO, forceSpa: true } }));
    await until(() => view()?.status === 'ready', 'ready');
    expect(mock.requests('remotePageLoad')[0]!.headers['force-spa']).toBe('1');
    expect(view()!.page!.body).toContain('data-render="spa"');
  });

  it('[RA-019] with body components the load is a POST carrying them', async () => {
    const { store, view, mock } = harness();
    store.dispatch(
      remotePageRequested({
        viewId: 'main',
        request: { appName: 'support', route: '/ru', components: [{ name: 'user-question' }] },
      }),
    );
    await until(() => view()?.status === 'ready', 'ready');
    expect(mock.requests('remotePageLoad')).toEqual([]);
    const request = mock.requests('remotePageLoadWithComponents')[0]!;
    expect(request.method).toBe('POST');
    expect(request.body).toEqual({ components: [{ name: 'user-question' }] });
    expect(request.headers['mf-render-mode']).toBe('json');
    expect(view()!.page!.body).toContain('data-remote-component="user-question"');
  });

  it('[RA-009] a view goes not exist → loading → ready, and back to not exist when left; the registry follows', async () => {
    const { store, view } = harness();
    expect(remotePageStatus(view())).toBe('not-exist');
    store.dispatch(remotePageRequested({ viewId: 'main', request: CASINO }));
    expect(remotePageStatus(view())).toBe('loading');
    expect(selectRemoteApp(store.getState(), 'casino').status).toBe(REMOTE_APP_STATUS.loading);
    await until(() => view()?.status === 'ready', 'ready');
    store.dispatch(remotePageApplied({ viewId: 'main', loadId: view()!.loadId }));
    expect(selectRemoteApp(store.getState(), 'casino').status).toBe(REMOTE_APP_STATUS.ready);
    store.dispatch(remotePageLeft({ viewId: 'main' }));
    expect(remotePageStatus(view())).toBe('not-exist');
  });

  it('[RA-010] [RA-011] [RA-013] [RA-015] a failing load retries 3 times after 1000, 2000 and 4000 ms, then stays error', async () => {
    const { store, view, timers, started } = harness({ failing: true });
    store.dispatch(remotePageRequested({ viewId: 'main', request: CASINO }));
    for (const [retry, delay] of [1000, 2000, 4000].entries()) {
      await until(() => view()?.status === 'error' && view()?.retry?.made === retry, `answer ${retry + 1}`);
      expect(view()).toMatchObject({ status: 'error', retry: { made: retry, nextDelayMs: delay } });
      expect(isRetrying(view())).toBe(true);
      expect(selectRemoteApp(store.getState(), 'casino').status).toBe(REMOTE_APP_STATUS.error);
      timers.advance(delay - 1);
      await until(() => true);
      expect(started).toHaveLength(retry + 1);
      timers.advance(1);
      await until(() => started.length === retry + 2, `retry ${retry + 1}`);
    }
    await until(() => view()?.status === 'error' && view()?.retry?.made === 3, 'last answer');
    expect(view()).toMatchObject({ status: 'error', failure: { kind: 'load' }, retry: { made: 3, nextDelayMs: null } });
    expect(isRetrying(view())).toBe(false);
    expect(timers.pendingDelays).toEqual([]);
    timers.advance(60_000);
    await until(() => true);
    expect(started).toHaveLength(4);
  });

  it("[RA-010] [RA-011] a remote page nobody answers gives up after 10 s and goes the failed load's way: error view, retry after 1000 ms", async () => {
    const h = createRemoteAppsSite();
    h.use(http.get('*/web-api/remote-pages/*', () => new Promise<Response>(() => undefined)));
    const view = () => selectRemotePageView(h.store.getState(), 'main');
    h.store.dispatch(remotePageRequested({ viewId: 'main', request: CASINO }));
    await until(() => h.started.length === 1, 'first request');
    h.timers.advance(9_999);
    await until(() => true);
    expect(view()?.status).toBe('loading');
    h.timers.advance(1);
    await until(() => view()?.status === 'error', 'timed out');
    expect(view()).toMatchObject({ status: 'error', failure: { kind: 'load' }, retry: { made: 0, nextDelayMs: 1000 } });
    h.timers.advance(1000);
    await until(() => h.started.length === 2, 'the retry');
  });

  it('[RA-012] reaching ready clears the retry info: a later failure starts again from 1000 ms', async () => {
    let failures = 1;
    const { store, view, timers, clock, use } = harness();
    use(http.get('*/web-api/remote-pages/*', () => (failures-- > 0 ? down() : undefined)));
    store.dispatch(remotePageRequested({ viewId: 'main', request: CASINO }));
    await until(() => view()?.status === 'error', 'first error');
    timers.advance(1000);
    await until(() => view()?.status === 'ready', 'ready after one retry');
    expect(view()!.retry).toBeNull();
    failures = 1;
    clock.advance(5000);
    store.dispatch(remotePageReloadRequested({ viewId: 'main' }));
    await until(() => view()?.status === 'error', 'second error');
    expect(view()!.retry).toEqual({ made: 0, nextDelayMs: 1000 });
  });

  it('[RA-014] manual reloads are throttled to one per 1000 ms', async () => {
    const { store, view, clock, started } = harness({ failing: true });
    const start = clock.now();
    store.dispatch(remotePageRequested({ viewId: 'main', request: CASINO }));
    await until(() => view()?.status === 'error', 'first answer');
    store.dispatch(remotePageReloadRequested({ viewId: 'main' }));
    await until(() => started.length === 2 && view()?.status === 'error', 'reload');
    clock.advance(999);
    store.dispatch(remotePageReloadRequested({ viewId: 'main' }));
    await until(() => true);
    expect(started).toHaveLength(2);
    clock.advance(1);
    store.dispatch(remotePageReloadRequested({ viewId: 'main' }));
    await until(() => started.length === 3, 'reload after 1000 ms');
    expect(view()!.lastManualReloadAt).toBe(start + 1000);
  });

  it('leaving a route cancels its in-flight load and its pending retries', async () => {
    let release = () => undefined as void;
    const { store, view, timers, started, use } = harness();
    use(
      http.get(
        '*/web-api/remote-pages/*',
        () => new Promise<undefined>((resolve) => (release = () => resolve(undefined))),
      ),
    );
    store.dispatch(remotePageRequested({ viewId: 'main', request: CASINO }));
    await until(() => started.length === 1, 'request out');
    store.dispatch(remotePageLeft({ viewId: 'main' }));
    await until(() => started[0]!.signal.aborted, 'request aborted');
    release();
    await until(() => true);
    expect(view()).toBeUndefined();
    expect(timers.pendingDelays).toEqual([]);
  });

  it('a late answer of the previous route never paints over the next page', async () => {
    let releaseCasino = () => undefined as void;
    const { store, view, started, use } = harness();
    use(
      http.get(
        '*/web-api/remote-pages/casino/*',
        () => new Promise<undefined>((resolve) => (releaseCasino = () => resolve(undefined))),
      ),
    );
    store.dispatch(remotePageRequested({ viewId: 'main', request: CASINO }));
    await until(() => started.length === 1, 'casino out');
    store.dispatch(remotePageRequested({ viewId: 'main', request: { appName: 'slots', route: '/ru/slots' } }));
    await until(() => view()?.status === 'ready', 'slots ready');
    releaseCasino();
    await until(() => true);
    expect(view()!.page!.appName).toBe('slots');
    expect(started[0]!.signal.aborted).toBe(true);
  });

  it('a retry waiting when the view is left never fires', async () => {
    const { store, timers, view, started } = harness({ failing: true });
    store.dispatch(remotePageRequested({ viewId: 'main', request: CASINO }));
    await until(() => view()?.status === 'error', 'answer');
    expect(timers.pendingDelays).toEqual([1000]);
    store.dispatch(remotePageLeft({ viewId: 'main' }));
    expect(timers.pendingDelays).toEqual([]);
    timers.advance(10_000);
    await until(() => true);
    expect(started).toHaveLength(1);
  });
});
