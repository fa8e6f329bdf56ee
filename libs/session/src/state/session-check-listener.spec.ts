import { sessionCheck } from '@kickoff/platform-api';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi, beforeEach } from 'vitest';
import { createSessionSite } from '../testing/session-state';
import { overridablePlatform } from '@kickoff/testing';
import { selectIsAuthenticated, selectIsSessionKnown, selectUserId } from './selectors';
import { sessionStarted, sessionStopped, signedIn } from './session-slice';

let platform = overridablePlatform();
beforeEach(() => {
  platform = overridablePlatform();
});
const checks = () => platform.mock.requests('sessionCheck').length;

/** Answers every session check with a network failure and counts the attempts. */
function failingChecks() {
  let attempts = 0;
  platform.use(
    http.get(`*${sessionCheck.path}`, () => {
      attempts += 1;
      return HttpResponse.error();
    }),
  );
  return () => attempts;
}

/** Lets pending promises and answers run without timers (the fake ones of a test may hold setTimeout). */
const settle = async (rounds = 20) => {
  for (let round = 0; round < rounds; round += 1) await new Promise((resolve) => setImmediate(resolve));
};

async function until(condition: () => boolean) {
  for (let round = 0; round < 200 && !condition(); round += 1) await settle(1);
  expect(condition()).toBe(true);
}

describe('session polling', () => {
  it('[SES-005] [SES-007] checks the session at start and every 60 s while visible, reading the user id from `userId`', async () => {
    const s = createSessionSite(platform.mock);
    const { user_id } = await s.signInOnPlatform('demo');
    s.store.dispatch(sessionStarted());
    await vi.waitFor(() => expect(selectUserId(s.store.getState())).toBe(user_id));
    expect(checks()).toBe(1);

    s.timers.advance(59_999);
    expect(checks()).toBe(1);
    s.timers.advance(1);
    await vi.waitFor(() => expect(checks()).toBe(2));
    s.timers.advance(60_000);
    await vi.waitFor(() => expect(checks()).toBe(3));
    s.store.dispatch(sessionStopped());
  });

  it('[SES-006] sends no check while the page is hidden, and catches up once it is shown again', async () => {
    const s = createSessionSite(platform.mock, { visible: false });
    s.store.dispatch(sessionStarted());
    s.timers.advance(5 * 60_000);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(checks()).toBe(0);

    s.visibility.set(true);
    await vi.waitFor(() => expect(checks()).toBe(1));
    s.visibility.set(false);
    s.timers.advance(60_000);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(checks()).toBe(1);
    s.store.dispatch(sessionStopped());
  });

  it('a page hidden and shown again between two checks keeps its rhythm instead of checking again', async () => {
    const s = createSessionSite(platform.mock);
    s.store.dispatch(sessionStarted());
    await vi.waitFor(() => expect(checks()).toBe(1));
    s.visibility.set(false);
    s.timers.advance(10_000);
    s.visibility.set(true);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(checks()).toBe(1);
    s.store.dispatch(sessionStopped());
  });

  it('signs the user out when the platform says the session is gone', async () => {
    const s = createSessionSite(platform.mock);
    s.store.dispatch(signedIn({ userId: 1001 }));
    s.store.dispatch(sessionStarted());
    await vi.waitFor(() => expect(checks()).toBe(1));
    await vi.waitFor(() => expect(selectIsAuthenticated(s.store.getState())).toBe(false));
    s.store.dispatch(sessionStopped());
  });

  it('an answer to a check sent before a sign-in by the login form does not sign that player out', async () => {
    let answer: ((response: Response) => void) | undefined;
    platform.use(http.get(`*${sessionCheck.path}`, () => new Promise<Response>((resolve) => (answer = resolve))));
    const s = createSessionSite(platform.mock);
    s.store.dispatch(sessionStarted());
    await vi.waitFor(() => expect(answer).toBeDefined());
    s.store.dispatch(signedIn({ userId: 1001, via: 'login' }));
    answer?.(HttpResponse.json({ userId: null }));
    await settle();
    expect(selectUserId(s.store.getState())).toBe(1001);
    s.store.dispatch(sessionStopped());
  });

  it('[SES-008] retries a failed check 2 times 1500 ms apart, then treats the user as logged out', async () => {
    const attempts = failingChecks();
    const s = createSessionSite(platform.mock);
    s.store.dispatch(signedIn({ userId: 1001 }));
    s.store.dispatch(sessionStarted());

    for (const expected of [1, 2]) {
      await vi.waitFor(() => expect(s.timers.pendingDelays).toContain(1_500));
      expect(attempts()).toBe(expected);
      expect(selectIsAuthenticated(s.store.getState())).toBe(true);
      s.timers.advance(1_499);
      expect(attempts()).toBe(expected);
      s.timers.advance(1);
    }
    await vi.waitFor(() => expect(selectIsAuthenticated(s.store.getState())).toBe(false));
    expect(attempts()).toBe(3);
    expect(s.logs).toContain('session check failed, treating the user as logged out');
    s.store.dispatch(sessionStopped());
  });

  it('keeps the user signed in when a retry succeeds', async () => {
    let attempts = 0;
    platform.use(
      http.get(`*${sessionCheck.path}`, () => {
        attempts += 1;
        return attempts === 1 ? HttpResponse.error() : HttpResponse.json({ userId: 1001 });
      }),
    );
    const s = createSessionSite(platform.mock);
    s.store.dispatch(signedIn({ userId: 1001 }));
    s.store.dispatch(sessionStarted());
    await vi.waitFor(() => expect(s.timers.pendingDelays).toContain(1_500));
    s.timers.advance(1_500);
    await vi.waitFor(() => expect(attempts).toBe(2));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(selectUserId(s.store.getState())).toBe(1001);
    s.store.dispatch(sessionStopped());
  });

  it('[SES-008] a check aborted when RTK Query drops its unused entry (at 60 s) never signs the player out', async () => {
    // RTK Query's removal timer runs on the global setTimeout: faked here, so it fires exactly when the test says.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const s = createSessionSite(platform.mock);
      const { user_id } = await s.signInOnPlatform('demo');
      s.store.dispatch(sessionStarted());
      await until(() => selectUserId(s.store.getState()) === user_id);

      // The 60 s poll's check is on the wire when the removal timer of the first check's entry fires and aborts it.
      let release: (() => void) | undefined;
      platform.use(
        http.get(`*${sessionCheck.path}`, async () => {
          await new Promise<void>((resolve) => (release = resolve));
          return HttpResponse.json({ userId: user_id });
        }),
      );
      s.timers.advance(60_000);
      await until(() => release !== undefined);
      vi.advanceTimersByTime(60_000);
      release?.();
      await until(() => platform.mock.requests('sessionCheck').length === 1 && s.timers.pendingDelays.length > 0);
      await settle();

      expect(selectUserId(s.store.getState())).toBe(user_id);
      expect(s.logs).not.toContain('session check failed, treating the user as logged out');
      // No retry either: a cancellation is not a failure (the retries are SES-008's for failures).
      expect(s.timers.pendingDelays).not.toContain(1_500);
      s.store.dispatch(sessionStopped());
    } finally {
      vi.useRealTimers();
    }
  });

  it('stops polling when the session is stopped', async () => {
    const s = createSessionSite(platform.mock);
    s.store.dispatch(sessionStarted());
    await vi.waitFor(() => expect(checks()).toBe(1));
    s.store.dispatch(sessionStopped());
    await vi.waitFor(() => expect(s.timers.pending).toBe(0));
    s.timers.advance(120_000);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(checks()).toBe(1);
  });

  it('removing the listeners stops a running poll as well', async () => {
    const s = createSessionSite(platform.mock);
    s.store.dispatch(sessionStarted());
    await vi.waitFor(() => expect(checks()).toBe(1));
    s.stop();
    expect(s.timers.pending).toBe(0);
  });

  describe('whether the platform has said who is signed in (what a protected page loaded first waits for)', () => {
    it('is not known at start; the first answer makes it known, also when it says nobody is signed in', async () => {
      const s = createSessionSite(platform.mock);
      expect(selectIsSessionKnown(s.store.getState())).toBe(false);
      s.store.dispatch(sessionStarted());
      await until(() => checks() === 1);
      await vi.waitFor(() => expect(selectIsSessionKnown(s.store.getState())).toBe(true));
      expect(selectIsAuthenticated(s.store.getState())).toBe(false);
      s.store.dispatch(sessionStopped());
    });

    it('is known once a player signed in with the platform is found', async () => {
      const s = createSessionSite(platform.mock);
      await s.signInOnPlatform('demo');
      s.store.dispatch(sessionStarted());
      await vi.waitFor(() => expect(selectIsAuthenticated(s.store.getState())).toBe(true));
      expect(selectIsSessionKnown(s.store.getState())).toBe(true);
      s.store.dispatch(sessionStopped());
    });

    it('[SES-008] is known once the check has given up (the visitor is treated as anonymous), not before', async () => {
      failingChecks();
      const s = createSessionSite(platform.mock);
      s.store.dispatch(sessionStarted());
      for (let attempt = 0; attempt < 2; attempt += 1) {
        await vi.waitFor(() => expect(s.timers.pendingDelays).toContain(1_500));
        expect(selectIsSessionKnown(s.store.getState())).toBe(false);
        s.timers.advance(1_500);
      }
      await vi.waitFor(() => expect(selectIsSessionKnown(s.store.getState())).toBe(true));
      expect(selectIsAuthenticated(s.store.getState())).toBe(false);
      s.store.dispatch(sessionStopped());
    });
  });
});
