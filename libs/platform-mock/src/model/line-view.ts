import { coefficientAt } from './coefficient-drift';
import type { ModelContext } from './context';
import { nowSeconds } from './context';
import type { BetStateView } from './coupon-records';
import { scoresAt } from './score-drift';
import type { Championship, Game, Market, Sport, SportsLine } from './line';

/** Names by language: sports are translated into Russian, everything else keeps its English name. */
export function sportName(sport: Sport, lng: string): string {
  return lng === 'ru' ? sport.name : sport.nameEng;
}

export function isGameInSection(game: Game, section: 'line' | 'live'): boolean {
  return !game.isFinished && (section === 'live' ? game.isLive : !game.isLive);
}

export function marketView(context: ModelContext, game: Game, market: Market) {
  return {
    id: String(market.id),
    gameId: game.id,
    sportId: game.sportId,
    typeId: market.typeId,
    kind: market.kind,
    param: market.param,
    name: market.name,
    coef: coefficientAt(context.state.seed, game, market, context.clock.now()),
    // A finished game keeps its markets readable but nothing can be bet on them.
    isBlocked: market.isBlocked || game.isFinished,
    isLive: game.isLive,
    isBannedExpress: market.isBannedExpress,
  };
}

export function gameSummary(context: ModelContext, line: SportsLine, game: Game, lng: string) {
  const sport = line.sports.find((candidate) => candidate.id === game.sportId);
  const champ = line.championships.find((candidate) => candidate.id === game.champId) as Championship | undefined;
  const started = game.isLive || game.isFinished;
  const running = game.isLive && !game.isFinished;
  const [score1, score2] = scoresAt(context.state.seed, game, context.state.startTime, context.clock.now());
  return {
    id: game.id,
    sportId: game.sportId,
    champId: game.champId,
    sportName: sport ? sportName(sport, lng) : '',
    sportNameEng: sport?.nameEng ?? '',
    champName: champ?.name ?? '',
    champNameEng: champ?.nameEng ?? '',
    opponents: [game.opponent1, game.opponent2].map((opponent, index) => ({
      id: opponent.id,
      name: opponent.name,
      nameEng: opponent.name,
      score: started ? (index === 0 ? score1 : score2) : null,
    })),
    startTime: game.startTime,
    status: game.isFinished ? 4 : game.status,
    isFinished: game.isFinished,
    gameTime: running ? Math.max(0, nowSeconds(context) - game.startTime) : null,
    isLiveInLive: false,
    statisticId: game.statisticId,
  };
}

export function gameView(context: ModelContext, line: SportsLine, game: Game, lng: string) {
  return {
    ...gameSummary(context, line, game, lng),
    markets: game.markets.map((market) => marketView(context, game, market)),
    marketsCount: game.markets.length,
  };
}

/** The state of a market in a coupon (coefficient now, blocked, finished). */
export function betState(context: ModelContext, game: Game, market: Market): BetStateView {
  const view = marketView(context, game, market);
  const started = game.isLive || game.isFinished;
  return {
    marketId: view.id,
    coef: view.coef,
    isBlocked: view.isBlocked,
    isFinished: game.isFinished,
    gameStatus: game.isFinished ? 4 : game.status,
    scores: started ? scoresAt(context.state.seed, game, context.state.startTime, context.clock.now()) : null,
  };
}
