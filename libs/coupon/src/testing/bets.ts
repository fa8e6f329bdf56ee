import type { BetSource } from '@kickoff/platform-api';
import { type Bet, betFromSource } from '../domain/bet';

export interface BetOptions {
  id?: string;
  coef?: number;
  gameId?: number;
  kind?: number;
  sportId?: number;
  isLive?: boolean;
  isBlocked?: boolean;
  isBannedExpress?: boolean;
  gameStatus?: number;
  isFinished?: boolean;
  gameTime?: number | null;
  isLiveInLive?: boolean;
  scores?: [number, number] | null;
}

let nextGame = 1000;

/** A line market and its game, as the line calls answer them. */
export function betSource({
  id = 'm1',
  coef = 2,
  gameId = nextGame++,
  kind = 1,
  sportId = 1,
  isLive = false,
  isBlocked = false,
  isBannedExpress = false,
  gameStatus = 0,
  isFinished = false,
  gameTime = null,
  isLiveInLive = false,
  scores = null,
}: BetOptions = {}): BetSource {
  return {
    market: {
      id,
      gameId,
      sportId,
      typeId: 1,
      kind,
      param: null,
      name: `Market ${id}`,
      coef,
      isBlocked,
      isLive,
      isBannedExpress,
    },
    game: {
      id: gameId,
      sportId,
      champId: 7,
      sportName: 'Футбол',
      sportNameEng: 'Football',
      champName: 'Премьер-лига',
      champNameEng: 'Premier League',
      opponents: [
        { id: 1, name: 'Спартак', nameEng: 'Spartak', score: scores?.[0] ?? null },
        { id: 2, name: 'Зенит', nameEng: 'Zenit', score: scores?.[1] ?? null },
      ],
      startTime: 1_900_000_000,
      status: gameStatus,
      isFinished,
      gameTime,
      isLiveInLive,
      statisticId: 55,
    },
  };
}

export function aBet(options: BetOptions = {}): Bet {
  return betFromSource(betSource(options));
}

/** Bets m1 … mN with the given coefficients, each on its own game. */
export function betsWithCoefs(...coefs: number[]): Bet[] {
  return coefs.map((coef, index) => aBet({ id: `m${index + 1}`, coef }));
}
