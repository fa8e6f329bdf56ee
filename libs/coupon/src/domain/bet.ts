import type { BetSource } from '@kickoff/platform-api';

/** A bet's market (doc 000 §3.3). `coef` is the decimal coefficient, the only stored form of the odds. */
export interface BetMarket {
  id: string;
  coef: number;
  kind: number;
  sportId: number;
  typeId: number;
  isLive: boolean;
  sportName: string;
  champName: string;
  gameId: number;
  param: number | null;
  name: string;
}

export interface BetOpponent {
  name: string;
  nameEng: string;
  score: number | null;
}

/** The game data a bet carries (doc 000 §3.3); `gameTime` in seconds played, null when not running. */
export interface BetGame {
  sportNameEng: string;
  champNameEng: string;
  opponents: BetOpponent[];
  startTime: number;
  status: number;
  isFinished: boolean;
  gameTime: number | null;
  isLiveInLive: boolean;
}

/**
 * A change the player has not accepted yet: the coefficient they last saw (null when only the score
 * moved) and whether the score moved. While a bet has one, the coupon is not placed.
 */
export interface UnacceptedChange {
  seenCoef: number | null;
  isScoreChanged: boolean;
}

/**
 * A block id the contract allows: a non-negative integer JSON carries exactly (zod's `int()` is safe-integer only).
 * 2^53 and beyond would round onto a neighbour's block, so they are refused like any other bad id.
 */
export const isBlockId = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 0;

export interface Bet {
  market: BetMarket;
  /** the block of a system with blocks (typeId 2); 0 otherwise */
  blockId: number;
  statusId: number;
  game: BetGame;
  isBlocked: boolean;
  isDepend: boolean;
  isBannedExpress: boolean;
  isDisabledBanker: boolean;
  statisticId: number | null;
  /** set for the bonus bets the platform or the coupon itself adds */
  bonusTypeId: number | null;
  /** a banker is in every line of a system (isActiveSystemBanker) */
  isBanker: boolean;
  unacceptedChange: UnacceptedChange | null;
}

export const DEFAULT_BET_STATUS_ID = -2;

/** A coupon bet from the line's market and game (what the host bridge and the line pages hand over). */
export function betFromSource({ market, game }: BetSource): Bet {
  return {
    market: {
      id: market.id,
      coef: market.coef,
      kind: market.kind,
      sportId: market.sportId,
      typeId: market.typeId,
      isLive: market.isLive,
      sportName: game.sportName,
      champName: game.champName,
      gameId: market.gameId,
      param: market.param,
      name: market.name,
    },
    blockId: 0,
    statusId: DEFAULT_BET_STATUS_ID,
    game: {
      sportNameEng: game.sportNameEng,
      champNameEng: game.champNameEng,
      opponents: game.opponents.map(({ name, nameEng, score }) => ({ name, nameEng, score })),
      startTime: game.startTime,
      status: game.status,
      isFinished: game.isFinished,
      gameTime: game.gameTime,
      isLiveInLive: game.isLiveInLive,
    },
    isBlocked: market.isBlocked,
    isDepend: false,
    isBannedExpress: market.isBannedExpress,
    isDisabledBanker: false,
    statisticId: game.statisticId,
    bonusTypeId: null,
    isBanker: false,
    unacceptedChange: null,
  };
}

/** Locked: blocked, dependent on another bet of the coupon, or banned from express (doc 000 §4.1). */
export function isBetLocked(bet: Pick<Bet, 'isBlocked' | 'isDepend' | 'isBannedExpress'>): boolean {
  return bet.isBlocked || bet.isDepend || bet.isBannedExpress;
}

const FINISHED_STATUS = 4;
const LIVE_STATUSES: readonly number[] = [2, 3];

export function isGameFinished(game: Pick<BetGame, 'isFinished' | 'status'>): boolean {
  return game.isFinished || game.status === FINISHED_STATUS;
}

/**
 * Live (doc 000 §4.1): a running game clock on a game not finished, live-in-live, game status 2 or 3,
 * or a live market. Four alternatives; "not finished" qualifies only the game clock.
 */
export function isBetLive(bet: Pick<Bet, 'game' | 'market'>): boolean {
  const { game, market } = bet;
  return (
    (!isGameFinished(game) && game.gameTime !== null) ||
    game.isLiveInLive ||
    LIVE_STATUSES.includes(game.status) ||
    market.isLive
  );
}

export { isBonusBet } from './bonus-bet-mark';

/** Bets of one game depend on each other: an express cannot hold two outcomes of the same game. */
export function dependentGameIds(bets: readonly Pick<Bet, 'market'>[]): Set<number> {
  const seen = new Set<number>();
  const dependent = new Set<number>();
  for (const { market } of bets) {
    if (seen.has(market.gameId)) dependent.add(market.gameId);
    seen.add(market.gameId);
  }
  return dependent;
}
