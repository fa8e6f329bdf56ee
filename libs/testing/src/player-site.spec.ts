import { signedIn } from '@kickoff/contracts';
import { USER_TOKEN_COOKIE } from '@kickoff/platform-api';
import { defineFeature, type Feature } from '@kickoff/store';
import { createSlice } from '@reduxjs/toolkit';
import { describe, expect, it } from 'vitest';
import { buildPlayerSite, createPlayerSite } from './player-site';
import { sessionFormsStandIn } from './session-forms-stand-in';
import { inSiteOrder, SITE_ORDER } from './site-order';

// Throw-away features under the site's names (the kit never imports the feature libs, whose tests import it).
const named = (name: string, installed: string[] = []) =>
  defineFeature({ name, register: () => void installed.push(name) });

const heardSignIns = createSlice({
  name: 'kitSpecSession',
  initialState: { userIds: [] as number[] },
  reducers: {},
  extraReducers: (builder) =>
    builder.addCase(signedIn, (state, { payload }) => void state.userIds.push(payload.userId)),
});

declare module '@kickoff/store' {
  interface LazyLoadedSlices {
    kitSpecSession: ReturnType<typeof heardSignIns.reducer>;
  }
}

/** A session that only hears who signed in: what the kit's sign-in tells the site. */
const listeningSession = defineFeature({ name: 'session', slices: [heardSignIns] });

describe('the player site of the test kit', () => {
  it("installs the given features in the site's order, whatever order they are given in", () => {
    const installed: string[] = [];
    const scrambled = [...SITE_ORDER].reverse().map((name) => named(name, installed));
    buildPlayerSite({ features: scrambled });
    expect(installed).toEqual([...SITE_ORDER]);
  });

  it("knows a lazy feature's face by its name (`coupon (lazy)`, `remoteApps`) and keeps a test's own feature before the site feature it was given before", () => {
    const order = inSiteOrder([
      named('remoteApps (lazy)'),
      named('bonus bet rules'),
      named('coupon (lazy)'),
      named('accounts'),
      named('shell-routing'),
      named('analytics stand-in'),
    ]).map((feature: Feature) => feature.name);
    expect(order).toEqual([
      'shell-routing',
      'accounts',
      'bonus bet rules',
      'coupon (lazy)',
      'remoteApps (lazy)',
      'analytics stand-in',
    ]);
  });

  it("gives the session the kit's forms stand-in when the test brings no forms, and none beside forms it brings", async () => {
    const site = buildPlayerSite({ features: [named('shell-routing'), listeningSession] });
    const forms = await site.ports.lazy('sessionForms').load();
    expect(await forms.solveCaptcha(111, 'authLogin')).toBeNull();

    const opened: (string | undefined)[] = [];
    const own = sessionFormsStandIn({ api: { openLogin: (returnTo) => void opened.push(returnTo) } });
    const withOwn = buildPlayerSite({ features: [listeningSession, own.feature] });
    (await withOwn.ports.lazy('sessionForms').load()).openLogin('/ru/office/recharge');
    expect(opened).toEqual(['/ru/office/recharge']);

    // No session, no forms: nothing to read them.
    const couponAlone = buildPlayerSite({ features: [named('coupon')] });
    expect(() => couponAlone.ports.lazy('sessionForms')).toThrow(/sessionForms/);
  });

  it("signs `signedInAs` in through the platform mock as a real sign-in: the platform client's login calls, the token kept, the session told", async () => {
    const site = await createPlayerSite({ features: [listeningSession], signedInAs: 'demo', path: '/en/line' });
    // The platform client's own sign-in: the login, the device fingerprint it asks for, the login again.
    expect(site.mock.requests().map((request) => request.call)).toEqual([
      'authLogin',
      'deviceFingerprint',
      'authLogin',
    ]);
    expect(site.adapters.cookies.get(USER_TOKEN_COOKIE)).toBeTruthy();
    const { users } = site.mock.snapshot() as { users: Record<string, { id: number }> };
    expect(site.store.getState().kitSpecSession.userIds).toEqual([users['demo']!.id]);
    expect(site.adapters.page.address().pathname).toBe('/en/line');
  });

  it('signs nobody in without `signedInAs`, and a refused sign-in fails loudly', async () => {
    const visitor = await createPlayerSite({ features: [listeningSession] });
    expect(visitor.mock.requests('authLogin')).toEqual([]);
    expect(visitor.store.getState().kitSpecSession.userIds).toEqual([]);
    await expect(visitor.signIn('nobody-registered')).rejects.toThrow(/sign-in of nobody-registered failed/);
  });
});
