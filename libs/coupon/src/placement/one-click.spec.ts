import { activeAccountChangeRequested, selectAllAccounts } from '@kickoff/accounts';
import { siteConfigApi } from '@kickoff/site-config';
import type { RootState } from '@kickoff/store';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_TYPE } from '../domain/amount-rules';
import { COUPON_TYPE } from '../domain/coupon-type';
import { addBetByMarket } from '../state/add-bet-by-market';
import { couponSettingsActions } from '../state/coupon-settings-slice';
import { selectBets, selectCoupon } from '../state/selectors';
import { controlledPlacement } from '../testing/controlled-placement';
import {
  type CouponPlayerSite,
  type CouponPlayerSiteOptions,
  createCouponPlayerSite,
  eventually,
} from '../testing/coupon-site';
import { REPEAT_CLICK_MS } from './one-click-listener';
import { selectPlacementBlockers } from './placement-blockers';
import { selectPlacement, selectSelfExclusion } from './placement-selectors';
import { placementRetried } from './placement-slice';

type Pick = { gameId: number; marketId: string; coef: number };

const placement = (site: CouponPlayerSite) => selectPlacement(site.store.getState());
const betIds = (site: CouponPlayerSite) => selectBets(site.store.getState()).map((bet) => bet.market.id);
const sent = (site: CouponPlayerSite) =>
  site.mock.requests('couponPlace').map(
    (request) =>
      request.body as {
        refId: string;
        typeId: number;
        amount: number;
        accountId: number;
        bets: { marketId: string }[];
      },
  );
const statusIs = (site: CouponPlayerSite, ...statuses: string[]) =>
  site.until((state) => statuses.includes(selectPlacement(state).status));
const money = (state: RootState) => state.accounts.activeAccount?.money;

/** An odds click on the line page: the coupon reads the game and adds the market (the host bridge's addBet). */
const click = (site: CouponPlayerSite, { gameId, marketId }: Pick) =>
  site.store.dispatch(addBetByMarket({ gameId, marketId }, { language: 'ru', clock: site.adapters.clock }));

/** A player on the line page with the site config loaded (it allows one-click), signed in unless `login` is null, one-click on. */
async function oneClickPlayer({
  login = 'demo',
  amount = 300,
  ...options
}: CouponPlayerSiteOptions & { login?: string | null; amount?: number } = {}) {
  const site = createCouponPlayerSite(options);
  await site.restored();
  await site.store.dispatch(siteConfigApi.endpoints.siteConfigAll.initiate({ lang: 'ru' }));
  if (login) await site.signIn(login);
  site.store.dispatch(couponSettingsActions.oneClickTurnedOn());
  site.store.dispatch(couponSettingsActions.oneClickAmountChanged(amount));
  const picks = (await site.lineMarkets({ count: 3 })) as [Pick, Pick, Pick];
  return { site, picks };
}

describe('[issue 14] one-click betting places', () => {
  it('[issue 14] one-click: an odds click places a single at the one-click amount, once; the slip empties, the confirmation shows, the balance drops', async () => {
    const { site, picks } = await oneClickPlayer();
    await site.until((state) => money(state) === 10_000);
    await click(site, picks[0]);
    await statusIs(site, 'placed');
    expect(sent(site)).toHaveLength(1);
    expect(sent(site)[0]).toMatchObject({
      typeId: COUPON_TYPE.single,
      amount: 300,
      bets: [{ marketId: picks[0].marketId }],
    });
    expect(site.coupons()).toHaveLength(1);
    expect(placement(site).placed).toEqual([
      expect.objectContaining({ couponId: site.coupons()[0]?.couponId, marketIds: [picks[0].marketId] }),
    ]);
    expect(betIds(site)).toEqual([]);
    await site.until((state) => money(state) === 9_700);
  });

  it('[issue 14] one-click: a double click on the odds places once, whether the second add arrives while placing or after', async () => {
    const { site, picks } = await oneClickPlayer();
    // both adds on their way at once: the second finds the bet in the slip
    await Promise.all([click(site, picks[0]), click(site, picks[0])]);
    await statusIs(site, 'placed');
    // the second click's add lands after the first was placed (a fast platform): it is undone, nothing more is sent
    await click(site, picks[0]);
    await site.settled();
    expect(site.coupons()).toHaveLength(1);
    expect(sent(site)).toHaveLength(1);
    expect(betIds(site)).toEqual([]);
    expect(placement(site).status).toBe('placed');
  });

  it('[issue 14] one-click: the same odds clicked again a moment later is a new bet, placed with a new refId', async () => {
    const { site, picks } = await oneClickPlayer();
    await click(site, picks[0]);
    await statusIs(site, 'placed');
    site.adapters.advance(REPEAT_CLICK_MS);
    await click(site, picks[0]);
    await site.until(() => site.coupons().length === 2);
    await statusIs(site, 'placed');
    const [first, second] = sent(site);
    expect(second?.refId).not.toBe(first?.refId);
    expect(betIds(site)).toEqual([]);
  });

  it('[issue 14] one-click: clicks on two odds place two singles, one after the other', async () => {
    const { site, picks } = await oneClickPlayer();
    await Promise.all([click(site, picks[0]), click(site, picks[1])]);
    await site.until(() => site.coupons().length === 2);
    await statusIs(site, 'placed');
    expect(sent(site).map((body) => [body.typeId, body.bets.map((bet) => bet.marketId)])).toEqual([
      [COUPON_TYPE.single, [picks[0].marketId]],
      [COUPON_TYPE.single, [picks[1].marketId]],
    ]);
    expect(betIds(site)).toEqual([]);
  });

  it('[issue 14] one-click: signed out, the odds click asks to sign in and the bet waits in the slip', async () => {
    const { site, picks } = await oneClickPlayer({ login: null });
    await click(site, picks[0]);
    await eventually(() => site.loginAskedFrom.length === 1);
    expect(site.loginAskedFrom).toEqual(['/ru/line']);
    expect(betIds(site)).toEqual([picks[0].marketId]);
    expect(sent(site)).toEqual([]);
  });

  it('[issue 14] one-click: a self-excluded player is told, nothing is sent, the bet stays', async () => {
    const { site, picks } = await oneClickPlayer({ login: 'excluded' });
    // placement (and with it the self-exclusion) is already known from an earlier bet of this visit
    site.store.dispatch(couponSettingsActions.oneClickTurnedOff());
    await site.addBets([picks[1]]);
    await site.until((state) => selectSelfExclusion(state) !== null);
    site.store.dispatch(couponSettingsActions.oneClickConfirmed());
    await click(site, picks[0]);
    await statusIs(site, 'refused');
    expect(placement(site).refusal).toMatchObject({
      code: 'self_excluded',
      messageKey: 'coupon_refusal_self_excluded',
    });
    expect(sent(site)).toEqual([]);
    expect(betIds(site)).toEqual([picks[0].marketId]);
  });

  it('[issue 14] one-click: a stake below the minimum is told before anything is sent; the bet stays at that stake', async () => {
    const { site, picks } = await oneClickPlayer({ amount: 5 });
    await click(site, picks[0]);
    await statusIs(site, 'refused');
    expect(placement(site).refusal).toMatchObject({
      code: 'amount_below_min',
      messageKey: 'coupon_refusal_amount_below_min',
    });
    expect(sent(site)).toEqual([]);
    expect(betIds(site)).toEqual([picks[0].marketId]);
    expect(selectCoupon(site.store.getState()).amount).toBe(5);
    // the slip's own reasons say the minimum once its limits arrive
    await site.until((state) => selectPlacementBlockers(state).some((blocker) => blocker.kind === 'amountTooLow'));
  });

  it('[issue 14] one-click: refused by the platform, the bet stays in the slip with the reason and its stake', async () => {
    const { site, picks } = await oneClickPlayer({ amount: 20_000 });
    await click(site, picks[0]);
    await statusIs(site, 'refused');
    expect(placement(site).refusal).toMatchObject({ code: 'insufficient_funds' });
    expect(sent(site)).toHaveLength(1);
    expect(site.coupons()).toEqual([]);
    expect(betIds(site)).toEqual([picks[0].marketId]);
    expect(selectCoupon(site.store.getState()).amount).toBe(20_000);
  });

  it('[issue 14] one-click: a failed placement keeps the bet; the retry sends the same refId and places once', async () => {
    const platform = controlledPlacement();
    const { site, picks } = await oneClickPlayer({ mock: platform.mock });
    platform.failNext(1);
    await click(site, picks[0]);
    await statusIs(site, 'failed');
    expect(placement(site).failure).toEqual({ kind: 'server' });
    expect(betIds(site)).toEqual([picks[0].marketId]);
    site.store.dispatch(placementRetried());
    await statusIs(site, 'placed');
    const [first, retry] = sent(site);
    expect(retry?.refId).toBe(first?.refId);
    expect(site.coupons()).toHaveLength(1);
    expect(betIds(site)).toEqual([]);
  });

  it('[issue 14] one-click: bets already waiting in the slip stay; the clicked bet is placed alone, as a single', async () => {
    const { site, picks } = await oneClickPlayer({ amount: 20_000 });
    await click(site, picks[0]);
    await statusIs(site, 'refused');
    site.store.dispatch(couponSettingsActions.oneClickAmountChanged(200));
    await click(site, picks[1]);
    await statusIs(site, 'placed');
    expect(sent(site)[1]).toMatchObject({
      typeId: COUPON_TYPE.single,
      amount: 200,
      bets: [{ marketId: picks[1].marketId }],
    });
    expect(betIds(site)).toEqual([picks[0].marketId]);
  });

  it("[issue 14] one-click on the bonus account stakes the bonus account's one-click amount", async () => {
    const { site, picks } = await oneClickPlayer();
    site.store.dispatch(couponSettingsActions.bonusAccountOneClickAmountChanged(50));
    const bonus = selectAllAccounts(site.store.getState()).find((account) => account.type === ACCOUNT_TYPE.bonus);
    site.store.dispatch(activeAccountChangeRequested({ id: bonus?.id as number }));
    await site.until((state) => selectCoupon(state).accountType === ACCOUNT_TYPE.bonus);
    await click(site, picks[0]);
    await statusIs(site, 'placed', 'refused');
    expect(sent(site)[0]).toMatchObject({ accountId: bonus?.id, amount: 50 });
  });

  it('[CPN-023] one-click switched on but not allowed by the site config: an odds click only adds the bet', async () => {
    const { site, picks } = await oneClickPlayer();
    site.mock.patchState({ siteConfig: { isOneClickBetEnabled: false } });
    await site.store.dispatch(siteConfigApi.endpoints.siteConfigAll.initiate({ lang: 'ru' }, { forceRefetch: true }));
    await click(site, picks[0]);
    await site.placementLoaded();
    await site.settled();
    expect(betIds(site)).toEqual([picks[0].marketId]);
    expect(sent(site)).toEqual([]);
    expect(placement(site).status).toBe('idle');
  });
});
