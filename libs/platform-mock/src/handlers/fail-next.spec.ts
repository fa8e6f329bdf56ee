import { describe, expect, it } from 'vitest';
import { createPlatformMock } from '../create-platform-mock';
import { couponPayload } from '../testing/call-samples';
import { createTestClient } from '../testing/test-client';

describe('forced failures (patchState failNext)', () => {
  it('the next N requests of a call answer 500 without reaching the model, then it answers again; the same refId then places once', async () => {
    const mock = createPlatformMock();
    const client = createTestClient(mock);
    await client.signIn('demo');
    const { body } = await client.send('lineGames', { query: { section: 'line', lng: 'en' } });
    const game = body.games.find((candidate: { markets: { isBlocked: boolean }[] }) =>
      candidate.markets.some((market) => !market.isBlocked),
    );
    const market = game.markets.find((candidate: { isBlocked: boolean }) => !candidate.isBlocked);
    mock.patchState({ failNext: { couponPlace: 2 } });
    expect(mock.snapshot()['failNext']).toEqual({ couponPlace: 2 });
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const failed = await client.send('couponPlace', { body: couponPayload(market, game.id, 'ref-forced-01') });
      expect(failed.status).toBe(500);
      expect(failed.body).toMatchObject({ error_code: 500 });
    }
    expect(mock.snapshot()['coupons']).toEqual({});
    expect(mock.requests('couponPlace')).toHaveLength(2);
    const placed = await client.send('couponPlace', { body: couponPayload(market, game.id, 'ref-forced-01') });
    expect(placed.body).toMatchObject({ success: true, refId: 'ref-forced-01' });
    const again = await client.send('couponPlace', { body: couponPayload(market, game.id, 'ref-forced-01') });
    expect(again.body).toEqual(placed.body);
    expect(Object.keys(mock.snapshot()['coupons'] as object)).toHaveLength(1);
    expect(mock.snapshot()['failNext']).toEqual({});
  });

  it('0 stops a forced failure; an unknown call name or a negative count is refused and nothing changes', () => {
    const mock = createPlatformMock();
    mock.patchState({ failNext: { couponPlace: 3, couponBetsState: 1 } });
    mock.patchState({ failNext: { couponPlace: 0 } });
    expect(mock.snapshot()['failNext']).toEqual({ couponBetsState: 1 });
    expect(() => mock.patchState({ failNext: { couponPlaec: 1 } })).toThrow(/failNext\.couponPlaec: invalid key/);
    expect(() => mock.patchState({ failNext: { couponPlace: -1 } })).toThrow(TypeError);
    expect(mock.snapshot()['failNext']).toEqual({ couponBetsState: 1 });
  });

  it('reset forgets forced failures', () => {
    const mock = createPlatformMock();
    mock.patchState({ failNext: { couponPlace: 1 } });
    mock.reset();
    expect(mock.snapshot()['failNext']).toEqual({});
  });
});
