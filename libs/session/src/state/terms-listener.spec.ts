import { termsStatus } from '@kickoff/platform-api';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi, beforeEach } from 'vitest';
import { createSessionSite } from '../testing/session-state';
import { overridablePlatform } from '@kickoff/testing';
import { selectTermsChanged, selectTermsUpdatedAt } from './selectors';
import { logout, sessionStarted, sessionStopped, signedIn, termsStatusReceived } from './session-slice';

let platform = overridablePlatform();
beforeEach(() => {
  platform = overridablePlatform();
});
const statusCalls = () => platform.mock.requests('termsStatus').length;
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

async function startedAs(login: string, options: Parameters<typeof createSessionSite>[1] = {}) {
  const s = createSessionSite(platform.mock, options);
  const { user_id } = await s.signInOnPlatform(login);
  s.store.dispatch(signedIn({ userId: user_id }));
  s.store.dispatch(sessionStarted());
  return s;
}

describe('terms', () => {
  it('[SES-049] does not check an anonymous visitor’s terms', async () => {
    const s = createSessionSite(platform.mock);
    s.store.dispatch(sessionStarted());
    s.timers.advance(5 * 60_000);
    await settle();
    expect(statusCalls()).toBe(0);
    s.store.dispatch(sessionStopped());
  });

  it('[SES-050] checks a signed-in user’s terms at once and every 60 s', async () => {
    const s = await startedAs('demo');
    await vi.waitFor(() => expect(statusCalls()).toBe(1));
    s.timers.advance(59_999);
    await settle();
    expect(statusCalls()).toBe(1);
    s.timers.advance(1);
    await vi.waitFor(() => expect(statusCalls()).toBe(2));
    s.store.dispatch(sessionStopped());
  });

  it('[SES-052] [SES-054] reads `result` and `updatedAt` and sends a user whose terms changed to confirm them', async () => {
    const s = await startedAs('terms');
    await vi.waitFor(() => expect(s.navigations).toEqual(['confirm-terms']));
    expect(selectTermsChanged(s.store.getState())).toBe(true);
    expect(selectTermsUpdatedAt(s.store.getState())).toEqual(expect.any(String));
    s.store.dispatch(sessionStopped());
  });

  it('[SES-054] leaves a user whose terms changed on an exempt page', async () => {
    const s = await startedAs('terms', { termsExemptPage: true });
    await vi.waitFor(() => expect(selectTermsChanged(s.store.getState())).toBe(true));
    expect(s.navigations).toEqual([]);
    s.store.dispatch(sessionStopped());
  });

  it('[SES-055] sends a user with nothing to confirm away from the confirm-terms page, home', async () => {
    const s = await startedAs('demo', { confirmTermsPage: true });
    await vi.waitFor(() => expect(s.navigations).toEqual(['home']));
    s.store.dispatch(sessionStopped());
  });

  it('[SES-053] a failed status call reads as terms unchanged', async () => {
    platform.use(http.get(`*${termsStatus.path}`, () => HttpResponse.error()));
    const s = createSessionSite(platform.mock);
    const { user_id } = await s.signInOnPlatform('terms');
    s.store.dispatch(termsStatusReceived({ changed: true, updatedAt: '2026-06-01T00:00:00Z' }));
    s.store.dispatch(signedIn({ userId: user_id }));
    s.store.dispatch(sessionStarted());
    await vi.waitFor(() => expect(selectTermsChanged(s.store.getState())).toBe(false));
    expect(s.logs).toContain('terms status failed');
    s.store.dispatch(sessionStopped());
  });

  it('[SES-051] keeps polling for 30 s after the page is left, then pauses until it is shown again', async () => {
    const s = await startedAs('demo');
    await vi.waitFor(() => expect(statusCalls()).toBe(1));
    s.timers.advance(40_000);
    s.visibility.set(false); // pause due at 70 s: the poll at 60 s still goes
    s.timers.advance(20_000);
    await vi.waitFor(() => expect(statusCalls()).toBe(2));
    s.timers.advance(60_000); // 120 s: paused
    await settle();
    expect(statusCalls()).toBe(2);
    s.visibility.set(true); // a poll fell due while paused: sent at once
    await vi.waitFor(() => expect(statusCalls()).toBe(3));
    s.store.dispatch(sessionStopped());
  });

  it('[SES-051] a page left and shown again within 30 s is never paused', async () => {
    const s = await startedAs('demo');
    await vi.waitFor(() => expect(statusCalls()).toBe(1));
    s.visibility.set(false);
    s.timers.advance(29_999);
    s.visibility.set(true);
    await settle();
    expect(statusCalls()).toBe(1); // nothing fell due: no catch-up poll
    s.timers.advance(30_001);
    await vi.waitFor(() => expect(statusCalls()).toBe(2));
    s.store.dispatch(sessionStopped());
  });

  it('stops checking once the user logs out', async () => {
    const s = await startedAs('demo');
    await vi.waitFor(() => expect(statusCalls()).toBe(1));
    s.store.dispatch(logout());
    await vi.waitFor(() => expect(s.navigations).toEqual(['reload']));
    s.timers.advance(5 * 60_000);
    await settle();
    expect(statusCalls()).toBe(1);
    s.store.dispatch(sessionStopped());
  });
});
