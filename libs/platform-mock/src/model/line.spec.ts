import { describe, expect, it } from 'vitest';
import { createPlatformMock } from '../create-platform-mock';
import { createTestClient } from '../testing/test-client';
import { DRIFT_STEP_MS, coefficientAt } from './coefficient-drift';
import { generateSportsLine } from './line';
import { createModelClock } from './model-clock';
import { createPlatformModel } from './platform-model';

const START = Date.UTC(2026, 5, 1, 12);

async function games(mock: ReturnType<typeof createPlatformMock>, section: 'line' | 'live') {
  const { body } = await createTestClient(mock).send('lineGames', { query: { section, lng: 'en' } });
  return body.games as { id: number; markets: { id: string; coef: number }[] }[];
}

function coefficients(list: { markets: { id: string; coef: number }[] }[]): Record<string, number> {
  return Object.fromEntries(list.flatMap((game) => game.markets.map((market) => [market.id, market.coef])));
}

describe('sports line', () => {
  it('the same seed gives the same line, another seed another one', async () => {
    expect(generateSportsLine(7, START)).toEqual(generateSportsLine(7, START));
    expect(generateSportsLine(7, START)).not.toEqual(generateSportsLine(8, START));
    expect(await games(createPlatformMock({ seed: 7 }), 'live')).toEqual(
      await games(createPlatformMock({ seed: 7 }), 'live'),
    );
  });

  it('has line and live games in every sport, each with markets', () => {
    const line = generateSportsLine(1, START);
    for (const sport of line.sports) {
      const ofSport = line.games.filter((game) => game.sportId === sport.id);
      expect(ofSport.some((game) => game.isLive)).toBe(true);
      expect(ofSport.some((game) => !game.isLive)).toBe(true);
    }
    expect(line.games.every((game) => game.markets.length >= 4)).toBe(true);
  });

  it('live coefficients drift when the clock advances, and come back the same for the same time', async () => {
    const mock = createPlatformMock();
    const before = coefficients(await games(mock, 'live'));
    mock.advanceClock(DRIFT_STEP_MS * 3);
    const after = coefficients(await games(mock, 'live'));
    const moved = Object.keys(before).filter((id) => before[id] !== after[id]);
    expect(moved.length).toBeGreaterThan(Object.keys(before).length / 2);

    const twin = createPlatformMock();
    twin.advanceClock(DRIFT_STEP_MS * 3);
    expect(coefficients(await games(twin, 'live'))).toEqual(after);
  });

  it('live coefficients hold still within one drift step', async () => {
    const mock = createPlatformMock();
    expect(START % DRIFT_STEP_MS).toBe(0);
    const before = coefficients(await games(mock, 'live'));
    mock.advanceClock(DRIFT_STEP_MS - 1);
    expect(coefficients(await games(mock, 'live'))).toEqual(before);
  });

  it('line (pre-match) games do not drift', async () => {
    const mock = createPlatformMock();
    const before = coefficients(await games(mock, 'line'));
    mock.advanceClock(60 * 60 * 1000);
    expect(coefficients(await games(mock, 'line'))).toEqual(before);
  });

  it('drift is a pure function of seed, market and time', () => {
    const game = { isLive: true, isFinished: false };
    const market = { id: 10101, baseCoef: 2 };
    expect(coefficientAt(1, game, market, START)).toBe(coefficientAt(1, game, market, START));
    expect(coefficientAt(1, { ...game, isLive: false }, market, START + 99_999)).toBe(2);
    const values = Array.from({ length: 20 }, (_, step) =>
      coefficientAt(1, game, market, START + step * DRIFT_STEP_MS),
    );
    expect(new Set(values).size).toBeGreaterThan(10);
    expect(values.every((value) => value >= 1.01 && Math.abs(value - 2) <= 0.25)).toBe(true);
  });

  it('a model keeps its line across clock moves and rebuilds the same line on reset', () => {
    const clock = createModelClock(START);
    const model = createPlatformModel({ seed: 3, clock });
    const line = structuredClone(model.context.state.line);
    model.patchState({ markets: { [String(line.games[0]!.markets[0]!.id)]: { isBlocked: true } } });
    clock.advance(1_000);
    model.reset();
    expect(model.context.state.line).toEqual(line);
    expect(clock.now()).toBe(START);
  });
});
