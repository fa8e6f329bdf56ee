import { useState } from 'react';
import type { UnacceptedChange } from '../domain/bet';

export interface CoefMovement {
  from: number;
  direction: 'up' | 'down';
}

/**
 * Where the bet's coefficient came from: the one the player last saw while a change waits for their word, else the
 * last move the slip witnessed (taken without asking under "accept any" or "accept higher"). Null when none.
 */
export function useCoefMovement(coef: number, change: UnacceptedChange | null): CoefMovement | null {
  const [witnessed, setWitnessed] = useState<{ coef: number; from: number | null }>({ coef, from: null });
  // Kept during render (React's "state from props"), so the arrow shows in the very commit the new coefficient does.
  if (witnessed.coef !== coef) setWitnessed({ coef, from: witnessed.coef });
  const from = change?.seenCoef ?? (witnessed.coef === coef ? witnessed.from : witnessed.coef);
  return from === null || from === coef ? null : { from, direction: coef > from ? 'up' : 'down' };
}
