import { loggedOut } from '@kickoff/contracts';
import { FALLBACK_SITE_CONFIG, siteConfigApi } from '@kickoff/site-config';
import { describe, expect, it } from 'vitest';
import { CHANGE_COEF_ACTION } from '../domain/change-coef-action';
import { couponActions } from '../state/coupon-slice';
import { couponSettingsActions } from '../state/coupon-settings-slice';
import { applyBetStates } from '../state/coupon-thunks';
import { selectBets } from '../state/selectors';
import { createCouponPlayerSite, eventually, type CouponPlayerSite } from '../testing/coupon-site';
import { type PlacementBlocker, selectCanPlace, selectPlacementBlockers } from './placement-blockers';
import { selectCouponSiteRules, selectPlacement, selectSelfExclusion } from './placement-selectors';
import { placeRequested } from './placement-slice';
import { selfExclusionOf } from './self-exclusion';

const kinds = (site: CouponPlayerSite) => selectPlacementBlockers(site.store.getState()).map((blocker) => blocker.kind);
const blockers = (site: CouponPlayerSite) => selectPlacementBlockers(site.store.getState());

async function restoredSite() {
  const site = createCouponPlayerSite();
  await site.restored();
  return site;
}

describe('what keeps the coupon from being placed', () => {
  it('a visitor: sign-in first (the button asks for it), then what the coupon itself lacks', async () => {
    const site = await restoredSite();
    expect(blockers(site)).toEqual([{ kind: 'signInRequired' }, { kind: 'empty' }, { kind: 'noAmount' }]);
    await site.addBets(await site.lineMarkets());
    site.store.dispatch(couponActions.amountChanged(100));
    expect(kinds(site)).toEqual(['signInRequired']);
    expect(selectCanPlace(site.store.getState())).toBe(false);
  });

  it('a signed-in player with a bet and a stake may place; limits below the stake, locked bets and changes to accept say why not', async () => {
    const site = await restoredSite();
    await site.signIn();
    const picks = await site.lineMarkets({ count: 2 });
    await site.addBets(picks);
    site.store.dispatch(couponActions.amountChanged(100));
    expect(blockers(site)).toEqual([]);
    expect(selectCanPlace(site.store.getState())).toBe(true);

    site.store.dispatch(
      couponActions.limitsReceived({
        minBetAmount: 150,
        maxBetAmount: 500_000,
        maxPayout: null,
        availablePrepaidAmount: 0,
      }),
    );
    expect(blockers(site)).toEqual([{ kind: 'amountTooLow', min: 150 }]);
    site.store.dispatch(couponActions.amountChanged(600_000));
    expect(blockers(site)).toEqual([{ kind: 'amountTooHigh', max: 500_000 }]);
    site.store.dispatch(couponActions.amountChanged(200));

    const [first, second] = selectBets(site.store.getState());
    const marketIds = [first, second].map((bet) => bet?.market.id as string);
    site.store.dispatch(couponSettingsActions.changeCoefActionChanged(CHANGE_COEF_ACTION.confirm));
    const states = [first, second].map((bet, index) => ({
      marketId: marketIds[index] as string,
      coef: (bet?.market.coef ?? 2) + 0.1,
      isBlocked: index === 1,
      isFinished: false,
      gameStatus: 0,
      scores: null,
    }));
    site.store.dispatch(applyBetStates(marketIds, states));
    expect(blockers(site)).toEqual([{ kind: 'betsLocked', marketIds: [marketIds[1]] }, { kind: 'changesToAccept' }]);
    site.store.dispatch(couponActions.coefChangesAccepted());
    expect(kinds(site)).toEqual(['betsLocked']);
  });

  it('is one memoised answer: the same array while the reasons stay, even when a coefficient moves', async () => {
    const site = await restoredSite();
    await site.addBets(await site.lineMarkets());
    const before = selectPlacementBlockers(site.store.getState());
    const [bet] = selectBets(site.store.getState());
    site.store.dispatch(
      applyBetStates(
        [bet?.market.id as string],
        [
          {
            marketId: bet?.market.id as string,
            coef: (bet?.market.coef ?? 2) + 0.05,
            isBlocked: false,
            isFinished: false,
            gameStatus: 0,
            scores: null,
          },
        ],
      ),
    );
    expect(selectPlacementBlockers(site.store.getState())).toBe(before);
  });

  it('the rules come from the site config loaded for the page language, the built-in fallback until then', async () => {
    const site = await restoredSite();
    expect(selectCouponSiteRules(site.store.getState()).minAmountCouponTypes).toEqual(
      FALLBACK_SITE_CONFIG.minAmountCouponTypes,
    );
    await site.store.dispatch(siteConfigApi.endpoints.siteConfigAll.initiate({ lang: 'ru' }));
    expect(selectCouponSiteRules(site.store.getState())).toMatchObject({
      minAmountCouponTypes: [0, 1, 2, 4],
      isVipBetEnabled: true,
    });
  });
});

describe('self-exclusion', () => {
  it('[LIM-033] a player with an ACTIVE type-37 limit cannot place and is told until when; the place button sends nothing', async () => {
    const site = await restoredSite();
    await site.signIn('excluded');
    // placement (and with it the limits question) loads with the coupon's first bet
    await site.addBets(await site.lineMarkets());
    site.store.dispatch(couponActions.amountChanged(100));
    await site.until((state) => selectSelfExclusion(state) !== null);
    const [blocker, ...others] = blockers(site) as [Extract<PlacementBlocker, { kind: 'selfExcluded' }>];
    expect(blocker.kind).toBe('selfExcluded');
    expect(others).toEqual([]);
    expect(Date.parse(blocker.until ?? '')).toBeGreaterThan(site.adapters.clock.now());
    site.store.dispatch(placeRequested());
    await site.settled();
    expect(site.mock.requests('couponPlace')).toEqual([]);
    expect(selectPlacement(site.store.getState()).status).toBe('idle');
  });

  it('[LIM-033] only ACTIVE type-37 counts: PENDING or INACTIVE, or another limit type, leaves betting open', () => {
    const limit = { limitType: 37, limitState: 'ACTIVE', endsAt: 1_900_000_000 };
    expect(selfExclusionOf([limit])).toEqual({ until: new Date(1_900_000_000_000).toISOString() });
    expect(selfExclusionOf([{ ...limit, endsAt: null }])).toEqual({ until: null });
    expect(
      selfExclusionOf([
        { ...limit, limitState: 'PENDING' },
        { ...limit, limitState: 'INACTIVE' },
        { ...limit, limitType: 30 },
      ]),
    ).toBeNull();
  });

  it('a sign-out forgets a self-exclusion; a player signing in on a coupon that holds bets is asked about at once', async () => {
    const site = await restoredSite();
    await site.addBets(await site.lineMarkets());
    await site.settled();
    await site.signIn('excluded');
    await site.until((state) => selectSelfExclusion(state) !== null);
    site.store.dispatch(loggedOut());
    expect(selectSelfExclusion(site.store.getState())).toBeNull();
    expect(kinds(site)).toContain('signInRequired');
    expect(kinds(site)).not.toContain('selfExcluded');
  });

  it("when the limits cannot be read, the platform's own self_excluded refusal blocks the next press", async () => {
    const site = createCouponPlayerSite({ refuse: (request) => request.url.includes('/limit-service-api/') });
    await site.restored();
    await site.signIn('excluded');
    await site.addBets(await site.lineMarkets());
    site.store.dispatch(couponActions.amountChanged(100));
    await eventually(() => site.warnings().includes('coupon: the player limits could not be read'));
    await site.settled();
    expect(kinds(site)).toEqual([]);
    site.store.dispatch(placeRequested());
    await site.until((state) => selectPlacement(state).status === 'refused');
    expect(selectPlacement(site.store.getState()).refusal).toMatchObject({
      code: 'self_excluded',
      messageKey: 'coupon_refusal_self_excluded',
    });
    expect(blockers(site)).toEqual([{ kind: 'selfExcluded' }]);
  });
});
