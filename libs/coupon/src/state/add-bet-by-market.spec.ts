import { TEST_ORIGIN } from '@kickoff/testing';
import { describe, expect, it } from 'vitest';
import { createCouponSite } from '../testing/coupon-site';
import { addBetByMarket } from './add-bet-by-market';
import { type CouponEvent, listenToCouponEvents } from './coupon-events';
import { selectBets, selectCoupon, selectCouponSnapshot } from './selectors';

type LineGame = { id: number; markets: { id: string; coef: number; isBlocked: boolean }[] };

/** A game of the mock's line and one of its open markets, as a line page or a remote shows them. */
async function aLineMarket(site: ReturnType<typeof createCouponSite>) {
  const answer = await site.fetch(`${TEST_ORIGIN}/web-api/line/games?section=line&lng=ru`);
  const { games } = (await answer.json()) as { games: LineGame[] };
  const game = games.find((candidate) => candidate.markets.some((market) => !market.isBlocked)) as LineGame;
  const market = game.markets.find((candidate) => !candidate.isBlocked) as LineGame['markets'][number];
  return { gameId: game.id, marketId: market.id, coef: market.coef };
}

const context = (site: ReturnType<typeof createCouponSite>) => ({ language: 'ru', clock: site.adapters.clock });

describe('adding a bet by its market', () => {
  it("[CPN-005] builds the bet from the coupon's own line call (the line's coefficient, the page's language) and says \"bet added\"", async () => {
    const site = createCouponSite();
    await site.restored();
    const events: CouponEvent[] = [];
    listenToCouponEvents(site.ctx.startAppListening, (event) => events.push(event));
    const { gameId, marketId, coef } = await aLineMarket(site);
    await site.store.dispatch(addBetByMarket({ marketId, gameId }, context(site)));
    const [bet] = selectBets(site.store.getState());
    expect(bet?.market).toMatchObject({ id: marketId, gameId, coef });
    expect(site.mock.requests('lineGame').map((request) => new URL(request.url).searchParams.get('lng'))).toEqual([
      'ru',
    ]);
    expect(selectCouponSnapshot(site.store.getState()).marketIds).toEqual([marketId]);
    expect(events[0]).toEqual({ type: 'betAdded', marketId, isFromOtherTab: false });
  });

  // Seen in the e2e under load: two quick picks came back in the order their line answers did.
  it('[CPN-005] a bet is added at the time the player picked it, not when the line answered: quick picks keep their order', async () => {
    const site = createCouponSite();
    await site.restored();
    const { gameId, marketId } = await aLineMarket(site);
    const pickedAt = site.adapters.clock.now();
    const adding = site.store.dispatch(addBetByMarket({ marketId, gameId }, context(site)));
    site.mock.clock.advance(250);
    await adding;
    expect(selectCoupon(site.store.getState()).addedAtByBetId[marketId]).toBe(pickedAt);
  });

  it('a market the game does not have is refused, and nothing is added', async () => {
    const site = createCouponSite();
    const { gameId } = await aLineMarket(site);
    await expect(
      site.store.dispatch(addBetByMarket({ marketId: 'no-such-market', gameId }, context(site))),
    ).rejects.toThrow(/not in game/);
    expect(selectBets(site.store.getState())).toEqual([]);
  });

  it('a game the line does not know is refused, and nothing is added', async () => {
    const site = createCouponSite();
    await expect(
      site.store.dispatch(addBetByMarket({ marketId: '1', gameId: 999_999_999 }, context(site))),
    ).rejects.toBeDefined();
    expect(selectBets(site.store.getState())).toEqual([]);
  });
});
