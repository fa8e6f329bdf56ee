import { describe, expect, it } from 'vitest';
import { createPlatformMock } from '../create-platform-mock';
import { DRIFT_STEP_MS } from '../model/coefficient-drift';
import { couponPayout } from '../model/coupon-payout';
import { couponPayload } from '../testing/call-samples';
import { type TestClient, createTestClient } from '../testing/test-client';

type MarketAnswer = {
  id: string;
  coef: number;
  typeId: number;
  kind: number;
  param: number | null;
  isBlocked: boolean;
};

async function openMarkets(client: TestClient, section: 'line' | 'live', count: number) {
  const { body } = await client.send('lineGames', { query: { section, lng: 'en' } });
  const picks: { game: { id: number }; market: MarketAnswer }[] = [];
  for (const game of body.games) {
    const market = game.markets.find((candidate: MarketAnswer) => !candidate.isBlocked);
    if (market) picks.push({ game, market });
  }
  return picks.slice(0, count);
}

/** A line market as a coupon places it. */
const placedBet = ({ game, market }: { game: { id: number }; market: MarketAnswer }) => ({
  marketId: market.id,
  gameId: game.id,
  typeId: market.typeId,
  kind: market.kind,
  param: market.param,
  coef: market.coef,
  blockId: 0,
});

async function balance(client: TestClient): Promise<number> {
  return (await client.send('accountsBalance')).body.balance;
}

async function setUp() {
  const mock = createPlatformMock();
  const client = createTestClient(mock);
  await client.signIn('demo');
  return { mock, client };
}

describe('coupon placement', () => {
  it('places a single, charges the active account and answers the coupon', async () => {
    const { client } = await setUp();
    const [{ game, market }] = (await openMarkets(client, 'line', 1)) as [
      { game: { id: number }; market: MarketAnswer },
    ];
    const placed = await client.send('couponPlace', { body: couponPayload(market, game.id, 'ref-single-01') });
    expect(placed.body).toMatchObject({ success: true, refId: 'ref-single-01', failed: [] });
    expect(placed.body.coupons[0]).toMatchObject({
      typeId: 0,
      amount: 100,
      coef: market.coef,
      possibleWin: Math.round(100 * market.coef * 100) / 100,
      marketIds: [market.id],
    });
    expect(await balance(client)).toBe(9_900);
  });

  it('the same coupon placed twice under one refId answers the first result and charges once; another coupon under it is refused', async () => {
    const { client } = await setUp();
    const [{ game, market }] = (await openMarkets(client, 'line', 1)) as [
      { game: { id: number }; market: MarketAnswer },
    ];
    const first = await client.send('couponPlace', { body: couponPayload(market, game.id, 'ref-twice-001') });
    const repeat = await client.send('couponPlace', { body: couponPayload(market, game.id, 'ref-twice-001') });
    expect(repeat.body).toEqual(first.body);
    const other = await client.send('couponPlace', {
      body: couponPayload(market, game.id, 'ref-twice-001', { amount: 500 }),
    });
    expect(other.body).toMatchObject({ success: false, refId: 'ref-twice-001', error_code: 'invalid_coupon' });
    expect(await balance(client)).toBe(9_900);
    const third = await client.send('couponPlace', { body: couponPayload(market, game.id, 'ref-twice-002') });
    expect(third.body.coupons[0].couponId).not.toBe(first.body.coupons[0].couponId);
    expect(await balance(client)).toBe(9_800);
  });

  it('an express with the bonus bet pays stake × product × bonus, rounded once to the cent; a bonus not offered is refused', async () => {
    const { client } = await setUp();
    const picks = (await openMarkets(client, 'line', 6)).filter(({ market }) => market.coef >= 1.1).slice(0, 3);
    const bets = picks.map(placedBet);
    const express = { typeId: 1, bets, amount: 300 };
    const wrong = await client.send('couponPlace', {
      body: couponPayload(picks[0]!.market, picks[0]!.game.id, 'ref-boost-01', { ...express, bonusBetCoef: 1.05 }),
    });
    expect(wrong.body).toMatchObject({ success: false, error_code: 'invalid_coupon' });
    const placed = await client.send('couponPlace', {
      body: couponPayload(picks[0]!.market, picks[0]!.game.id, 'ref-boost-02', { ...express, bonusBetCoef: 1.03 }),
    });
    const thousandths = bets.reduce((total, bet) => total * BigInt(Math.round(bet.coef * 1000)), 1030n * 300_000n);
    const cents = (2n * thousandths * 100n + 1000n ** 5n) / (2n * 1000n ** 5n);
    expect(placed.body.coupons[0].possibleWin).toBe(Number(cents) / 100);
  });

  it('a system 2 of 3 pays each line an equal share of the stake, exact to the cent', async () => {
    expect(couponPayout(4, 2, 300, [1.57, 1.83, 2.41])).toBe(
      Number(((300 * (1.57 * 1.83 + 1.57 * 2.41 + 1.83 * 2.41)) / 3).toFixed(2)),
    );
    // 0.5 × 2.01 = 1.005: half up to 1.01, where a float product rounds to 1.00
    expect(couponPayout(0, 0, 0.5, [2.01])).toBe(1.01);
    expect(couponPayout(1, 0, 1000, [1.5, 2, 2.5], 1.03)).toBe(7725);
  });

  it('an express multiplies the coefficients', async () => {
    const { client } = await setUp();
    const picks = await openMarkets(client, 'line', 3);
    const bets = picks.map(placedBet);
    const coef = Math.round(picks.reduce((total, pick) => total * pick.market.coef, 1) * 100) / 100;
    const placed = await client.send('couponPlace', {
      body: couponPayload(picks[0]!.market, picks[0]!.game.id, 'ref-express-1', { typeId: 1, bets, coef }),
    });
    expect(placed.body.coupons[0]).toMatchObject({ typeId: 1, coef, marketIds: bets.map((bet) => bet.marketId) });
  });

  it('refuses a blocked bet, with the bets’ current state, and charges nothing', async () => {
    const { mock, client } = await setUp();
    const [{ game, market }] = (await openMarkets(client, 'line', 1)) as [
      { game: { id: number }; market: MarketAnswer },
    ];
    mock.patchState({ markets: { [market.id]: { isBlocked: true } } });
    const refused = await client.send('couponPlace', { body: couponPayload(market, game.id, 'ref-blocked-1') });
    expect(refused.body).toMatchObject({
      success: false,
      error_code: 'bet_blocked',
      bets: [expect.objectContaining({ marketId: market.id, isBlocked: true })],
    });
    expect(await balance(client)).toBe(10_000);
  });

  it('refuses a bet on a finished game', async () => {
    const { mock, client } = await setUp();
    const [{ game, market }] = (await openMarkets(client, 'live', 1)) as [
      { game: { id: number }; market: MarketAnswer },
    ];
    mock.patchState({ games: { [String(game.id)]: { isFinished: true } } });
    expect(
      (
        await client.send('couponPlace', {
          body: couponPayload(market, game.id, 'ref-finished', { changeCoefAction: 1 }),
        })
      ).body.error_code,
    ).toBe('game_finished');
  });

  it('a moved coefficient is refused or accepted as changeCoefAction says (0 any move, 1 never, 2 decreases)', async () => {
    const { mock, client } = await setUp();
    const [{ game, market }] = (await openMarkets(client, 'line', 1)) as [
      { game: { id: number }; market: MarketAnswer },
    ];
    const place = (action: number, refId: string) =>
      client.send('couponPlace', { body: couponPayload(market, game.id, refId, { changeCoefAction: action }) });

    mock.patchState({ markets: { [market.id]: { coef: market.coef + 0.5 } } });
    expect((await place(0, 'ref-up-confirm')).body).toMatchObject({ success: false, error_code: 'coef_changed' });
    expect((await place(2, 'ref-up-increase')).body.coupons[0].coef).toBeCloseTo(market.coef + 0.5, 2);

    mock.patchState({ markets: { [market.id]: { coef: market.coef - 0.2 } } });
    expect((await place(2, 'ref-down-increase')).body.error_code).toBe('coef_changed');
    expect((await place(1, 'ref-down-any')).body.success).toBe(true);
  });

  it('live drift refuses a stale coefficient under changeCoefAction 0; bets-state shows the new one', async () => {
    const { mock, client } = await setUp();
    const picks = await openMarkets(client, 'live', 6);
    mock.advanceClock(DRIFT_STEP_MS);
    const states = (
      await client.send('couponBetsState', { query: { ids: picks.map((pick) => pick.market.id).join(',') } })
    ).body.bets;
    const moved = picks.find(
      (pick) =>
        states.find((state: { marketId: string }) => state.marketId === pick.market.id).coef !== pick.market.coef,
    )!;
    expect(moved).toBeDefined();
    const refused = await client.send('couponPlace', {
      body: couponPayload(moved.market, moved.game.id, 'ref-live-drift', { changeCoefAction: 0 }),
    });
    expect(refused.body.error_code).toBe('coef_changed');
  });

  it('refuses a stake above the balance (insufficient_funds) and one below the minimum', async () => {
    const { client } = await setUp();
    const [{ game, market }] = (await openMarkets(client, 'line', 1)) as [
      { game: { id: number }; market: MarketAnswer },
    ];
    expect(
      (await client.send('couponPlace', { body: couponPayload(market, game.id, 'ref-too-much', { amount: 10_001 }) }))
        .body.error_code,
    ).toBe('insufficient_funds');
    expect(
      (await client.send('couponPlace', { body: couponPayload(market, game.id, 'ref-too-little', { amount: 1 }) })).body
        .error_code,
    ).toBe('amount_below_min');
    expect(await balance(client)).toBe(10_000);
  });

  it('multiple singles place one coupon per open bet and list the refused ones', async () => {
    const { mock, client } = await setUp();
    const picks = await openMarkets(client, 'line', 3);
    mock.patchState({ markets: { [picks[2]!.market.id]: { isBlocked: true } } });
    const bets = picks.map(placedBet);
    const placed = await client.send('couponPlace', {
      body: couponPayload(picks[0]!.market, picks[0]!.game.id, 'ref-singles-1', { typeId: 9, bets }),
    });
    expect(placed.body.coupons).toHaveLength(2);
    expect(placed.body.failed).toEqual([
      expect.objectContaining({ marketId: picks[2]!.market.id, error_code: 'bet_blocked' }),
    ]);
    expect(await balance(client)).toBe(9_800);
  });

  it('the excluded user cannot place a coupon', async () => {
    const client = createTestClient(createPlatformMock());
    await client.signIn('excluded');
    const [{ game, market }] = (await openMarkets(client, 'line', 1)) as [
      { game: { id: number }; market: MarketAnswer },
    ];
    const refused = await client.send('couponPlace', {
      body: couponPayload(market, game.id, 'ref-excluded', { accountId: 10_051, userId: 1005 }),
    });
    expect(refused.body.error_code).toBe('self_excluded');
  });

  it('a placed coupon can be printed by its owner only', async () => {
    const { client } = await setUp();
    const [{ game, market }] = (await openMarkets(client, 'line', 1)) as [
      { game: { id: number }; market: MarketAnswer },
    ];
    const couponId = (await client.send('couponPlace', { body: couponPayload(market, game.id, 'ref-print-001') })).body
      .coupons[0].couponId;
    expect((await client.send('couponPrint', { params: { couponId } })).body).toMatchObject({
      couponId,
      status: 'pending',
      bets: [expect.objectContaining({ coef: market.coef })],
    });
    await client.signIn('banned');
    expect((await client.send('couponPrint', { params: { couponId } })).status).toBe(404);
  });
});
