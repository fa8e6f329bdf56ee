import { sessionLoad } from '@kickoff/platform-api';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi, beforeEach } from 'vitest';
import { createListenerSite } from '../testing/session-state';
import { overridablePlatform } from '@kickoff/testing';
import { sessionStarted, sessionStopped } from '../state/session-slice';
import { newerVersionDeployed, registerStartupTimers } from './startup-timers-listener';
import type { StartupDeps } from './startup-deps';
import { STARTUP_LOAD_DELAY_MS, VERSION_CHECK_DELAY_MS } from './startup-timing';

let platform = overridablePlatform();
beforeEach(() => {
  platform = overridablePlatform();
});

interface Options {
  bot?: boolean;
  preloaded?: boolean;
  deployed?: () => Promise<string | null>;
  loadFingerprint?: () => Promise<unknown>;
}

/** A real store whose start-up timers run on manual time; the version and fingerprint deps are spies. */
function startApp({
  bot = false,
  preloaded = false,
  deployed = async () => '1.4.2',
  loadFingerprint = async () => undefined,
}: Options = {}) {
  const s = createListenerSite(platform.mock);
  const fetchDeployedVersion = vi.fn(deployed);
  const fingerprint = vi.fn(loadFingerprint);
  const events: { deployed: string; current: string }[] = [];
  s.startListening({ actionCreator: newerVersionDeployed, effect: ({ payload }) => void events.push(payload) });
  const deps: Parameters<typeof registerStartupTimers>[1] = {
    timers: s.timers,
    isBot: () => bot,
    currentVersion: '1.4.2',
    fetchDeployedVersion,
    isSessionPreloaded: () => preloaded,
    loadFingerprint: fingerprint as StartupDeps['loadFingerprint'],
    log: s.log,
  };
  registerStartupTimers(s.startListening, deps);
  s.store.dispatch(sessionStarted());
  return { ...s, fetchDeployedVersion, fingerprint, events };
}

describe('start-up timers', () => {
  it('[SES-062] the version check runs once, 60 s after start', async () => {
    const s = startApp();
    s.timers.advance(VERSION_CHECK_DELAY_MS - 1);
    expect(s.fetchDeployedVersion).not.toHaveBeenCalled();
    s.timers.advance(1);
    expect(s.fetchDeployedVersion).toHaveBeenCalledTimes(1);
    s.timers.advance(60 * 60_000);
    expect(s.fetchDeployedVersion).toHaveBeenCalledTimes(1);
    s.store.dispatch(sessionStopped());
  });

  it('[SES-063] a newer deployed version fires the update event', async () => {
    const s = startApp({ deployed: async () => '1.5.0' });
    s.timers.advance(VERSION_CHECK_DELAY_MS);
    await vi.waitFor(() => expect(s.events).toEqual([{ deployed: '1.5.0', current: '1.4.2' }]));
    s.store.dispatch(sessionStopped());
  });

  it.each([
    ['the same version', async () => '1.4.2'],
    ['an older version (a rollback)', async () => '1.4.1'],
    ['no answer', async () => null],
    ['a failed check', async () => Promise.reject(new Error('offline'))],
    ['an unreadable version', async () => '<html>'],
  ])('[SES-063] %s fires no event', async (_, deployed: () => Promise<string | null>) => {
    const s = startApp({ deployed });
    s.timers.advance(VERSION_CHECK_DELAY_MS);
    await vi.waitFor(() => expect(s.fetchDeployedVersion).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(s.events).toEqual([]);
    s.store.dispatch(sessionStopped());
  });

  it('[SES-068] [SES-069] session and fingerprint loading start 8 s after start: GET /web-api/session, no cache', async () => {
    const s = startApp();
    s.timers.advance(STARTUP_LOAD_DELAY_MS - 1);
    expect(platform.mock.requests('sessionLoad')).toHaveLength(0);
    expect(s.fingerprint).not.toHaveBeenCalled();
    s.timers.advance(1);
    expect(s.fingerprint).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(platform.mock.requests('sessionLoad')).toHaveLength(1));
    const [request] = platform.mock.requests('sessionLoad');
    expect(new URL(request!.url).pathname).toBe(sessionLoad.path);
    expect(request!.headers['cache-control']).toBe('no-cache');
    s.timers.advance(60 * 60_000);
    expect(s.fingerprint).toHaveBeenCalledTimes(1);
    expect(platform.mock.requests('sessionLoad')).toHaveLength(1);
    s.store.dispatch(sessionStopped());
  });

  it('[SES-069] a preloaded session is not fetched again; the fingerprint still loads at 8 s', async () => {
    const s = startApp({ preloaded: true });
    s.timers.advance(STARTUP_LOAD_DELAY_MS);
    expect(s.fingerprint).toHaveBeenCalledTimes(1);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(platform.mock.requests('sessionLoad')).toHaveLength(0);
    s.store.dispatch(sessionStopped());
  });

  it('[SES-070] a failed session load is logged', async () => {
    platform.use(http.get(`*${sessionLoad.path}`, () => HttpResponse.error()));
    const s = startApp();
    s.timers.advance(STARTUP_LOAD_DELAY_MS);
    await vi.waitFor(() => expect(s.logs).toContain('session load failed'));
    s.store.dispatch(sessionStopped());
  });

  it('a failing fingerprint load is logged, not thrown', async () => {
    const s = startApp({ loadFingerprint: async () => Promise.reject(new Error('script blocked')) });
    s.timers.advance(STARTUP_LOAD_DELAY_MS);
    await vi.waitFor(() => expect(s.logs).toContain('fingerprint load failed'));
    s.store.dispatch(sessionStopped());
  });

  it('search-engine bots run no timers: no session load, no fingerprint, no version check', async () => {
    const s = startApp({ bot: true });
    expect(s.timers.pending).toBe(0);
    s.timers.advance(60 * 60_000);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(s.fingerprint).not.toHaveBeenCalled();
    expect(s.fetchDeployedVersion).not.toHaveBeenCalled();
    expect(platform.mock.requests('sessionLoad')).toHaveLength(0);
    s.store.dispatch(sessionStopped());
  });

  it('a stop before the timers fall due cancels them', async () => {
    const s = startApp();
    s.store.dispatch(sessionStopped());
    await new Promise((resolve) => setTimeout(resolve, 0));
    s.timers.advance(60 * 60_000);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(s.fingerprint).not.toHaveBeenCalled();
    expect(s.fetchDeployedVersion).not.toHaveBeenCalled();
    expect(s.timers.pending).toBe(0);
  });
});
