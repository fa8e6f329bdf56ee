import type { BetState } from '@kickoff/platform-api';
import type { Bet } from '../domain/bet';
import { type ChangeCoefAction, isCoefChangeAccepted } from '../domain/change-coef-action';

export interface BetStatesUpdate {
  /** the market ids asked about: one the answer leaves out has left the line */
  marketIds: string[];
  states: BetState[];
  changeCoefAction: ChangeCoefAction;
  isDropOnScoreChange: boolean;
}

function scoresOf(bet: Bet): [number, number] | null {
  const [home, away] = bet.game.opponents;
  return home?.score != null && away?.score != null ? [home.score, away.score] : null;
}

/**
 * One market's news applied to its bet (a draft). The coefficient always shows what the line offers now;
 * a move the player's acceptance setting does not take is remembered against the coefficient they last
 * saw, so a later move back (or a rise after a fall, under "accept increases") settles it. With
 * drop-on-score-change on, a new score is a change they must accept too.
 */
export function applyBetState(
  bet: Bet,
  state: BetState,
  { changeCoefAction, isDropOnScoreChange }: Pick<BetStatesUpdate, 'changeCoefAction' | 'isDropOnScoreChange'>,
): void {
  const seen = bet.unacceptedChange?.seenCoef ?? bet.market.coef;
  let seenCoef = bet.unacceptedChange?.seenCoef ?? null;
  if (state.coef !== bet.market.coef) {
    bet.market.coef = state.coef;
    seenCoef = isCoefChangeAccepted(changeCoefAction, seen, state.coef) ? null : seen;
  }
  let isScoreChanged = bet.unacceptedChange?.isScoreChanged ?? false;
  const before = scoresOf(bet);
  if (state.scores !== null) {
    const [home, away] = bet.game.opponents;
    if (before !== null && (before[0] !== state.scores[0] || before[1] !== state.scores[1]) && isDropOnScoreChange)
      isScoreChanged = true;
    if (home && home.score !== state.scores[0]) home.score = state.scores[0];
    if (away && away.score !== state.scores[1]) away.score = state.scores[1];
  }
  if (bet.isBlocked !== state.isBlocked) bet.isBlocked = state.isBlocked;
  if (bet.game.isFinished !== state.isFinished) bet.game.isFinished = state.isFinished;
  if (bet.game.status !== state.gameStatus) bet.game.status = state.gameStatus;
  const change = seenCoef === null && !isScoreChanged ? null : { seenCoef, isScoreChanged };
  const current = bet.unacceptedChange;
  if (
    change === null
      ? current !== null
      : current?.seenCoef !== change.seenCoef || current?.isScoreChanged !== change.isScoreChanged
  )
    bet.unacceptedChange = change;
}
