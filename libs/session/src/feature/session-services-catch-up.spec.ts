import { chunkGate, pause } from '@kickoff/testing';
import { describe, expect, it, vi } from 'vitest';
import { selectIsAuthenticated } from '../state/selectors';
import { sessionApi } from '../state/session-api';
import { sessionServicesApi } from '../state/session-services-api';
import { signedIn } from '../state/session-slice';
import { autoLogoffDelayMs, SESSION_POLL_INTERVAL_MS, TERMS_POLL_INTERVAL_MS } from '../state/session-timing';
import { sessionFeatureSite } from '../testing/session-feature-site';
import { signInOnPlatform } from '@kickoff/testing';

// The session's services arrive when the test says so.
// The mocked module is first imported after the start, when `chunk` exists.
const chunk = chunkGate();
vi.mock('./session-services', async (importOriginal) => {
  await chunk.arrived;
  return importOriginal();
});

/** The session and terms polls sent, and answered (a poll still running when the next is due skips it). */
function watchPolls(site: ReturnType<typeof sessionFeatureSite>) {
  const answered = { checks: 0, terms: 0 };
  const { sessionCheck } = sessionApi.endpoints;
  const { sessionTermsStatus } = sessionServicesApi.endpoints;
  site.ctx.startAppListening({
    predicate: (action) => sessionCheck.matchFulfilled(action),
    effect: () => void (answered.checks += 1),
  });
  site.ctx.startAppListening({
    predicate: (action) => sessionTermsStatus.matchFulfilled(action),
    effect: () => void (answered.terms += 1),
  });
  const sent = () => [site.mock.requests('sessionCheck').length, site.mock.requests('termsStatus').length];
  return {
    sent,
    /** Resolves once `[checks, terms]` were sent and answered. */
    answered: async (counts: [number, number]) => {
      await vi.waitFor(() => expect([...sent(), answered.checks, answered.terms]).toEqual([...counts, ...counts]));
      await pause(20);
    },
  };
}

describe('the session’s services catch up on what came before them', () => {
  it('[SES-005] [SES-009] [SES-050] a player signed in before they arrived is checked, polled for terms and watched for idle time from their arrival, once', async () => {
    const site = sessionFeatureSite('/ru/live');
    const polls = watchPolls(site);
    await site.loadSiteConfig();
    site.store.dispatch(signedIn({ userId: (await signInOnPlatform(site)).user_id }));
    // The session check is part of the chunk: nothing is asked before it arrives.
    await pause(50);
    expect(polls.sent()).toEqual([0, 0]);

    chunk.arrive();
    await site.featuresReady();
    // The session check and the sign-in's terms status, missed, are sent at once, once; then both every 60 s.
    await polls.answered([1, 1]);
    expect(SESSION_POLL_INTERVAL_MS).toBe(TERMS_POLL_INTERVAL_MS);
    site.adapters.timers.advance(SESSION_POLL_INTERVAL_MS);
    await polls.answered([2, 2]);
    await pause(50);
    expect(polls.sent()).toEqual([2, 2]);

    // Site config's 15 idle minutes, counted from the arrival: no activity before it was seen.
    const idleMs = autoLogoffDelayMs(15);
    site.adapters.timers.advance(idleMs - SESSION_POLL_INTERVAL_MS - 1);
    await pause(50);
    expect(selectIsAuthenticated(site.store.getState())).toBe(true);
    site.adapters.timers.advance(1);
    await vi.waitFor(() => expect(selectIsAuthenticated(site.store.getState())).toBe(false));
    expect(site.mock.requests('authDisconnect')).toHaveLength(1);
  });
});
