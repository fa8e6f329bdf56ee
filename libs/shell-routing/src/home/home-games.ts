import { GAME_STATUS, type Game, type Market } from '@kickoff/platform-api';
import { type HomeGame, type OutcomeKind } from './home-game';

/** How many games each of the home page's lists shows: a screen's worth on a phone, two on a desktop. */
export const HOME_LIVE_GAMES = 6;
export const HOME_UPCOMING_GAMES = 8;

/** The match result's market type (its outcomes: kind 1 the home side, 2 the draw, 3 the away side). */
const MATCH_RESULT_TYPE = 1;

const isOutcomeKind = (kind: number): kind is OutcomeKind => kind === 1 || kind === 2 || kind === 3;

function outcomesOf(markets: readonly Market[]): HomeGame['outcomes'] {
  const outcomes: HomeGame['outcomes'] = {};
  for (const market of markets)
    if (market.typeId === MATCH_RESULT_TYPE && isOutcomeKind(market.kind) && !outcomes[market.kind])
      outcomes[market.kind] = market;
  return outcomes;
}

export function toHomeGame(game: Game): HomeGame {
  const [first, second] = game.opponents;
  const isLive = game.status === GAME_STATUS.inPlay || game.status === GAME_STATUS.break;
  return {
    id: game.id,
    sportId: game.sportId,
    champId: game.champId,
    champName: game.champName,
    home: first?.name ?? game.champName,
    away: second?.name ?? '',
    startTime: game.startTime,
    isLive,
    minute: isLive && game.gameTime !== null ? Math.floor(game.gameTime / 60) + 1 : null,
    score: isLive && first?.score != null && second?.score != null ? [first.score, second.score] : null,
    outcomes: outcomesOf(game.markets),
  };
}

const hasMatchResult = (game: HomeGame) => game.outcomes[1] !== undefined && game.outcomes[3] !== undefined;

/** The games in play with a match result to bet on, the ones that started first on top. */
export function liveNow(games: readonly Game[], count = HOME_LIVE_GAMES): HomeGame[] {
  return games
    .filter((game) => !game.isFinished)
    .map(toHomeGame)
    .filter((game) => game.isLive && hasMatchResult(game))
    .sort((a, b) => a.startTime - b.startTime || a.id - b.id)
    .slice(0, count);
}

/** The next games to start, soonest first (the platform's status says which have not; no clock of our own, so the
 * server and the browser agree). */
export function upcoming(games: readonly Game[], count = HOME_UPCOMING_GAMES): HomeGame[] {
  return games
    .filter((game) => !game.isFinished && game.status === GAME_STATUS.scheduled)
    .map(toHomeGame)
    .filter(hasMatchResult)
    .sort((a, b) => a.startTime - b.startTime || a.id - b.id)
    .slice(0, count);
}
