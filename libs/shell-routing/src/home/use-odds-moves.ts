import { useRef } from 'react';
import type { HomeGame } from './home-game';

/** Which way each market's odds last moved while the page was open (the odds button flashes on a new one). */
export type OddsMoves = ReadonlyMap<string, 'up' | 'down'>;

/**
 * The moves of the games' odds since the previous answer: the same map object while nothing moved, so rows whose
 * odds stood still are not drawn again.
 */
export function useOddsMoves(games: readonly HomeGame[]): OddsMoves {
  const seen = useRef(new Map<string, number>());
  const moves = useRef<Map<string, 'up' | 'down'>>(new Map());
  let changed: Map<string, 'up' | 'down'> | null = null;
  for (const game of games)
    for (const market of Object.values(game.outcomes)) {
      const before = seen.current.get(market.id);
      seen.current.set(market.id, market.coef);
      if (before === undefined || before === market.coef) continue;
      changed ??= new Map(moves.current);
      changed.set(market.id, market.coef > before ? 'up' : 'down');
    }
  if (changed) moves.current = changed;
  return moves.current;
}
