import type { Market } from '@kickoff/platform-api';

/** The match result's outcomes in column order: the home side, the draw, the away side (the markets' `kind`). */
export type OutcomeKind = 1 | 2 | 3;
export const OUTCOME_KINDS: readonly OutcomeKind[] = [1, 2, 3];

/** A game on the home page: who plays, when or how far in, and its match result odds by outcome. */
export interface HomeGame {
  id: number;
  sportId: number;
  champId: number;
  champName: string;
  home: string;
  away: string;
  /** Epoch seconds. */
  startTime: number;
  isLive: boolean;
  /** Minutes played, counted as the broadcast does (the first minute is 1'); null when the clock is not running. */
  minute: number | null;
  score: [number, number] | null;
  /** The match result's markets by outcome; a two-way sport has no draw. */
  outcomes: Partial<Record<OutcomeKind, Market>>;
}
