import type { Game, Market } from './line';
import { unitFromNumbers } from './random';

/** Live coefficients move in steps of this many ms of model time; between steps they hold still. */
export const DRIFT_STEP_MS = 5_000;
/** Largest move away from the base coefficient, as a share of it. */
const DRIFT_SPAN = 0.12;
const MIN_COEF = 1.01;

/**
 * The coefficient of a market at `now`: a pure function of (seed, market, time step), so every process that
 * shares seed and clock shows the same odds, and advancing the clock moves live odds without stored history.
 */
export function coefficientAt(
  seed: number,
  game: Pick<Game, 'isLive' | 'isFinished'>,
  market: Pick<Market, 'id' | 'baseCoef'>,
  now: number,
): number {
  if (!game.isLive || game.isFinished) return market.baseCoef;
  const step = Math.floor(now / DRIFT_STEP_MS);
  const shift = (unitFromNumbers(seed, market.id, step) - 0.5) * 2 * DRIFT_SPAN;
  return Math.max(MIN_COEF, Math.round(market.baseCoef * (1 + shift) * 100) / 100);
}
