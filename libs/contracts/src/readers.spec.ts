import { createI18n } from '@kickoff/i18n';
import { createPlatformMock } from '@kickoff/platform-mock';
import { createMemoryAdapters } from '@kickoff/runtime';
import { createSite, defineFeature, type Feature } from '@kickoff/store';
import { describe, expect, it } from 'vitest';
import { ANALYTICS_EVENT, type AnalyticsEvent } from './analytics';
import { analyticsOf, sessionPlayer } from './readers';

const detail = { code: 111, type: 111 };

/**
 * The app's `createSite` with `features`, offline: the readers need only its ports and store. Not the test kit's
 * store: the kit sends this lib's events (`signedIn`), so a spec here using it would close a cycle in the graph.
 */
function offlineSite(features: readonly Feature[]) {
  return createSite({
    adapters: createMemoryAdapters({ clock: createPlatformMock().clock }),
    i18n: createI18n({ language: 'en' }),
    site: { isProduction: false, siteVersion: 'test', platformOrigin: 'http://kickoff.test' },
    features,
    fetch: () => Promise.reject(new TypeError('offline')),
  });
}

describe('readers of ports', () => {
  it("who is signed in is the session port's answer, read when asked; anonymous while no feature provides it", () => {
    const site = offlineSite([]);
    const player = sessionPlayer(site.ports);
    expect(player.userId(site.store.getState())).toBeNull();
    expect(player.isAuthenticated(site.store.getState())).toBe(false);
    site.ports.provide('session.player', { userId: () => 7, isAuthenticated: () => true });
    expect(player.userId(site.store.getState())).toBe(7);
    expect(player.isAuthenticated(site.store.getState())).toBe(true);
  });

  it('[ANA-019] an event reaches the analytics port; a tracker that throws is logged as a warning, nothing breaks', () => {
    const sent: AnalyticsEvent[] = [];
    const warnings: unknown[] = [];
    const recording = defineFeature({
      name: 'analytics recorder',
      register: ({ ports }) => ports.provide('analytics.track', (event) => void sent.push(event)),
    });
    const site = offlineSite([recording]);
    const track = analyticsOf(site.ports, (message, problem) => void warnings.push({ message, problem }));
    track({ id: ANALYTICS_EVENT.captchaSuccess, detail });
    expect(sent).toEqual([{ id: 10_190, detail }]);

    const failing = offlineSite([
      defineFeature({
        name: 'failing analytics',
        register: ({ ports }) =>
          ports.provide('analytics.track', () => {
            throw new Error('collector down');
          }),
      }),
    ]);
    expect(() =>
      analyticsOf(failing.ports, (message) => void warnings.push(message))({ id: 10_191, detail }),
    ).not.toThrow();
    expect(warnings).toEqual(['analytics: the event could not be sent']);
  });

  it('with no analytics port installed an event goes nowhere, quietly', () => {
    const warnings: string[] = [];
    const site = offlineSite([]);
    analyticsOf(site.ports, (message) => void warnings.push(message))({ id: ANALYTICS_EVENT.registrationLeave });
    expect(warnings).toEqual([]);
  });
});
