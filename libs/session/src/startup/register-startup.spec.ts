import { describe, expect, it, vi, beforeEach } from 'vitest';
import { createListenerSite } from '../testing/session-state';
import { overridablePlatform } from '@kickoff/testing';
import { sessionStarted, sessionStopped } from '../state/session-slice';
import { registerStartup } from './register-startup';
import {
  PAYMENT_CONSULTANT_STORAGE_KEY,
  SECURE_GRANT_COOKIE,
  STARTUP_LOAD_DELAY_MS,
  VERSION_CHECK_DELAY_MS,
} from './startup-timing';

let platform = overridablePlatform();
beforeEach(() => {
  platform = overridablePlatform();
});

function appWith(isBot: boolean) {
  const s = createListenerSite(platform.mock, { withSessionCore: true });
  const loadFingerprint = vi.fn(async () => undefined);
  const fetchDeployedVersion = vi.fn(async () => '1.0.0');
  const stop = registerStartup(s.startListening, {
    timers: s.timers,
    storage: s.storage,
    cookies: s.cookies,
    currentSearch: () => '?payment_consultant=1',
    isBot: () => isBot,
    currentVersion: '1.0.0',
    fetchDeployedVersion,
    isSessionPreloaded: () => false,
    loadFingerprint,
    log: s.log,
  });
  return { ...s, stop, loadFingerprint, fetchDeployedVersion };
}

describe('registerStartup', () => {
  it('one registration runs every start-up service of a page load', async () => {
    const s = appWith(false);
    await s.signInOnPlatform();
    s.store.dispatch(sessionStarted());
    expect(s.storage.getItem(PAYMENT_CONSULTANT_STORAGE_KEY)).toBe('1');
    await vi.waitFor(() => expect(s.cookies.get(SECURE_GRANT_COOKIE)).toBeDefined());
    s.timers.advance(VERSION_CHECK_DELAY_MS);
    expect(s.loadFingerprint).toHaveBeenCalledTimes(1);
    expect(s.fetchDeployedVersion).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(platform.mock.requests('sessionLoad')).toHaveLength(1));
    s.store.dispatch(sessionStopped());
    s.stop();
  });

  it('a search-engine bot gets no start-up timers', () => {
    const s = appWith(true);
    s.store.dispatch(sessionStarted());
    s.timers.advance(STARTUP_LOAD_DELAY_MS + VERSION_CHECK_DELAY_MS);
    expect(s.loadFingerprint).not.toHaveBeenCalled();
    expect(s.fetchDeployedVersion).not.toHaveBeenCalled();
    s.store.dispatch(sessionStopped());
    s.stop();
  });

  it('the function it returns removes them all', async () => {
    const s = appWith(false);
    s.stop();
    s.store.dispatch(sessionStarted());
    s.timers.advance(VERSION_CHECK_DELAY_MS);
    expect(s.storage.getItem(PAYMENT_CONSULTANT_STORAGE_KEY)).toBeNull();
    expect(s.loadFingerprint).not.toHaveBeenCalled();
    expect(s.fetchDeployedVersion).not.toHaveBeenCalled();
    s.store.dispatch(sessionStopped());
  });
});
