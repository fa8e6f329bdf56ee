import { describe, expect, it } from 'vitest';
import { generateSportsLine } from './line';
import { SCORE_STEP_MS, scoresAt } from './score-drift';

const START = Date.UTC(2026, 5, 1, 12);
const line = generateSportsLine(1, START);
const live = line.games.filter((game) => game.isLive && !game.isFinished);
const notLive = line.games.filter((game) => !game.isLive);

describe('live scores', () => {
  it('live scores only grow as the clock runs, and repeat for the same time', () => {
    const later = START + 90 * 60_000;
    let changed = 0;
    for (const game of live) {
      const [a1, a2] = scoresAt(1, game, START, START);
      const [b1, b2] = scoresAt(1, game, START, later);
      expect([a1, a2]).toEqual([game.score1, game.score2]);
      expect(b1).toBeGreaterThanOrEqual(a1);
      expect(b2).toBeGreaterThanOrEqual(a2);
      expect(scoresAt(1, game, START, later)).toEqual([b1, b2]);
      if (b1 + b2 > a1 + a2) changed += 1;
    }
    expect(live.length).toBeGreaterThan(0);
    expect(changed).toBeGreaterThan(0);
  });

  it('scores hold still within one step and line games never score', () => {
    for (const game of live)
      expect(scoresAt(1, game, START, START + SCORE_STEP_MS - 1)).toEqual(scoresAt(1, game, START, START));
    for (const game of notLive)
      expect(scoresAt(1, game, START, START + 10 * 3_600_000)).toEqual([game.score1, game.score2]);
  });
});
