import type { Game } from './line';
import { unitFromNumbers } from './random';

/** A live game may change its score once per this much model time. */
export const SCORE_STEP_MS = 60_000;
/** Chance of a goal in one step: a football-like pace of roughly one goal every 25 minutes. */
const GOAL_CHANCE = 0.04;
/** Beyond this many steps the score stops moving (a clock pushed days ahead must not loop for long). */
const MAX_STEPS = 24 * 60;

/**
 * The score of a game at `now`: the score it had when the line was generated plus the goals of every step since,
 * a pure function of (seed, game, step), like the coefficient drift. Line and finished games keep their score.
 */
export function scoresAt(
  seed: number,
  game: Pick<Game, 'id' | 'isLive' | 'isFinished' | 'score1' | 'score2'>,
  generatedAt: number,
  now: number,
): [number, number] {
  if (!game.isLive || game.isFinished || now <= generatedAt) return [game.score1, game.score2];
  const firstStep = Math.floor(generatedAt / SCORE_STEP_MS) + 1;
  const lastStep = Math.min(Math.floor(now / SCORE_STEP_MS), firstStep + MAX_STEPS);
  let score1 = game.score1;
  let score2 = game.score2;
  for (let step = firstStep; step <= lastStep; step += 1) {
    if (unitFromNumbers(seed, game.id, step, 1) >= GOAL_CHANCE) continue;
    if (unitFromNumbers(seed, game.id, step, 2) < 0.5) score1 += 1;
    else score2 += 1;
  }
  return [score1, score2];
}
