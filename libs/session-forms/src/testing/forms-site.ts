import { sessionPlayer, signedIn } from '@kickoff/contracts';
import { selectIsAuthenticated, selectUserId, sessionFeature } from '@kickoff/session';
import { defineFeature, type FeaturePorts, type InjectableSlice } from '@kickoff/store';
import { buildPlayerSite, type PlayerSiteOptions, type TestStore } from '@kickoff/testing';

/** Who is signed in, without the session's own polls and timers: the specs of one form watch that form only. */
export const sessionState = defineFeature({
  name: 'session state',
  slices: sessionFeature.slices,
  register: ({ ports }) =>
    ports.provide('session.player', { userId: selectUserId, isAuthenticated: selectIsAuthenticated }),
});

export interface FormSiteOptions extends Omit<PlayerSiteOptions, 'features'> {
  /** A signed-in player: the session knows this user id from the start. */
  userId?: number | null;
  /** The captcha the platform client shows (`platform.solveCaptcha`); without it the call stops as given up. */
  solveCaptcha?: FeaturePorts['platform.solveCaptcha'];
  /** The analytics port (`analytics.track`); without it events go nowhere. */
  track?: FeaturePorts['analytics.track'];
}

/**
 * The kit's player site with who is signed in and the given forms' slices, over the platform mock (`mock`): the
 * spec starts the listeners it is about, with links it watches.
 */
export function createFormSite(
  slices: readonly InjectableSlice[],
  { userId = null, solveCaptcha, track, ...options }: FormSiteOptions = {},
) {
  const formsUnderTest = defineFeature({
    name: 'forms under test',
    slices,
    register: (ctx) => {
      if (solveCaptcha) ctx.ports.provide('platform.solveCaptcha', solveCaptcha);
      if (track) ctx.ports.provide('analytics.track', track);
    },
  });
  const site = buildPlayerSite({ ...options, features: [sessionState, formsUnderTest] });
  if (userId !== null) site.store.dispatch(signedIn({ userId, via: 'session' }));
  return site;
}

/** Time passes a second at a time, the clock and the timers together, as on a page: countdowns tick and read the clock. */
export function passTime(site: Pick<TestStore, 'adapters'>, ms: number) {
  for (let left = ms; left > 0; left -= 1000) site.adapters.advance(Math.min(1000, left));
}

/** Who the session says is signed in, read as any other feature reads it: through its port `session.player`. */
export const signedInUserOf = (site: Pick<TestStore, 'store' | 'ports'>) =>
  sessionPlayer(site.ports).userId(site.store.getState());

export const isSignedInOn = (site: Pick<TestStore, 'store' | 'ports'>) =>
  sessionPlayer(site.ports).isAuthenticated(site.store.getState());
