import { createRandom, type Random } from './random';

export type Sport = {
  id: number;
  name: string;
  nameEng: string;
};

export type Championship = {
  id: number;
  sportId: number;
  name: string;
  nameEng: string;
  countryId: number | null;
};

export type Opponent = {
  id: number;
  name: string;
};

/** The contract's GAME_STATUS: 0 scheduled, 1 starting, 2 in play, 3 break, 4 finished (doc 000 §4.1). */
export type GameStatus = 0 | 1 | 2 | 3 | 4;

export type Market = {
  id: number;
  gameId: number;
  /** Market family: 1 home, 2 draw, 3 away, 9 total over, 10 total under (7 would exclude the bonus bet). */
  kind: number;
  /** Market group: 1 match result, 17 total. */
  typeId: number;
  /** The total's line (2.5 …); null for the match result. */
  param: number | null;
  name: string;
  /** The coefficient at the clock's start; live markets drift from it (coefficient-drift.ts). */
  baseCoef: number;
  isBlocked: boolean;
  isBannedExpress: boolean;
};

export type Game = {
  id: number;
  sportId: number;
  champId: number;
  opponent1: Opponent;
  opponent2: Opponent;
  /** Seconds since the epoch. */
  startTime: number;
  isLive: boolean;
  isFinished: boolean;
  status: GameStatus;
  score1: number;
  score2: number;
  statisticId: number | null;
  markets: Market[];
};

export type SportsLine = {
  sports: Sport[];
  championships: Championship[];
  games: Game[];
};

const SPORTS: readonly Sport[] = [
  { id: 1, name: 'Футбол', nameEng: 'Football' },
  { id: 2, name: 'Хоккей', nameEng: 'Ice Hockey' },
  { id: 3, name: 'Баскетбол', nameEng: 'Basketball' },
  { id: 4, name: 'Теннис', nameEng: 'Tennis' },
  { id: 40, name: 'Киберспорт', nameEng: 'Esports' },
];

/** Championship name and country id (null for international ones). */
const CHAMPIONSHIPS: Record<number, readonly [string, number | null][]> = {
  1: [
    ['Premier League', 66],
    ['La Liga', 126],
    ['Russian Premier League', 1],
  ],
  2: [
    ['KHL', 1],
    ['NHL', 228],
  ],
  3: [
    ['EuroLeague', null],
    ['NBA', 228],
  ],
  4: [
    ['ATP Madrid', 126],
    ['WTA Rome', 120],
  ],
  40: [
    ['CS2 Major', null],
    ['Dota 2 Invitational', null],
  ],
};

const TEAMS: Record<number, readonly string[]> = {
  1: [
    'Arsenal',
    'Chelsea',
    'Liverpool',
    'Everton',
    'Real Madrid',
    'Barcelona',
    'Sevilla',
    'Valencia',
    'Spartak',
    'Zenit',
    'CSKA',
    'Lokomotiv',
  ],
  2: ['SKA', 'CSKA', 'Avangard', 'Metallurg', 'Rangers', 'Bruins', 'Oilers', 'Maple Leafs'],
  3: ['Real Madrid', 'Olympiacos', 'Fenerbahce', 'Monaco', 'Lakers', 'Celtics', 'Warriors', 'Nuggets'],
  4: ['Medvedev D.', 'Rublev A.', 'Sinner J.', 'Alcaraz C.', 'Sabalenka A.', 'Swiatek I.', 'Gauff C.', 'Rybakina E.'],
  40: ['NAVI', 'Vitality', 'FaZe', 'Spirit', 'G2', 'Team Liquid', 'Virtus.pro', 'Falcons'],
};

const TOTAL_LINES: Record<number, number> = { 1: 2.5, 2: 5.5, 3: 165.5, 4: 22.5, 40: 2.5 };

/** Sports with a draw in the match result. */
const DRAWABLE: readonly number[] = [1, 2];
const GAMES_PER_CHAMPIONSHIP = 4;
const HOUR_SECONDS = 3_600;

function coefficient(random: Random, min: number, max: number): number {
  return Math.round((min + random.next() * (max - min)) * 100) / 100;
}

function marketsFor(random: Random, gameId: number, sportId: number, isLive: boolean): Market[] {
  const blockedChance = isLive ? 0.08 : 0.02;
  const market = (
    index: number,
    typeId: number,
    kind: number,
    param: number | null,
    name: string,
    baseCoef: number,
  ): Market => ({
    id: gameId * 100 + index,
    gameId,
    kind,
    typeId,
    param,
    name,
    baseCoef,
    isBlocked: random.next() < blockedChance,
    isBannedExpress: false,
  });
  const total = TOTAL_LINES[sportId] ?? 2.5;
  const result = [market(1, 1, 1, null, 'W1', coefficient(random, 1.3, 4.5))];
  if (DRAWABLE.includes(sportId)) result.push(market(2, 1, 2, null, 'X', coefficient(random, 2.8, 4.2)));
  result.push(market(3, 1, 3, null, 'W2', coefficient(random, 1.3, 4.5)));
  result.push(market(4, 17, 9, total, `Total over ${total}`, coefficient(random, 1.6, 2.3)));
  result.push(market(5, 17, 10, total, `Total under ${total}`, coefficient(random, 1.6, 2.3)));
  return result;
}

/** The whole line from the seed: the same seed and start give the same sports, games and coefficients. */
export function generateSportsLine(seed: number, startTime: number): SportsLine {
  const random = createRandom(seed);
  const startSeconds = Math.floor(startTime / 1000);
  const championships: Championship[] = [];
  const games: Game[] = [];
  let opponentId = 5_000;
  for (const sport of SPORTS) {
    (CHAMPIONSHIPS[sport.id] ?? []).forEach(([name, countryId], champIndex) => {
      const champId = sport.id * 100 + champIndex + 1;
      championships.push({ id: champId, sportId: sport.id, name, nameEng: name, countryId });
      const pool = [...(TEAMS[sport.id] ?? [])];
      for (let gameIndex = 0; gameIndex < GAMES_PER_CHAMPIONSHIP; gameIndex += 1) {
        const gameId = champId * 100 + gameIndex + 1;
        const first = pool.splice(random.int(0, pool.length - 1), 1)[0] ?? `Team ${gameId}A`;
        const second = pool.splice(random.int(0, pool.length - 1), 1)[0] ?? `Team ${gameId}B`;
        if (pool.length < 2) pool.push(...(TEAMS[sport.id] ?? []));
        // The first game of each championship is live, so every sport has something to drift.
        const isLive = gameIndex === 0 || random.next() < 0.25;
        const startOffset = isLive ? -random.int(5, 80) * 60 : random.int(1, 72) * HOUR_SECONDS;
        games.push({
          id: gameId,
          sportId: sport.id,
          champId,
          opponent1: { id: (opponentId += 1), name: first },
          opponent2: { id: (opponentId += 1), name: second },
          startTime: startSeconds + startOffset,
          isLive,
          isFinished: false,
          status: isLive ? 2 : 0,
          score1: isLive ? random.int(0, 3) : 0,
          score2: isLive ? random.int(0, 3) : 0,
          statisticId: random.next() < 0.5 ? gameId + 900_000 : null,
          markets: marketsFor(random, gameId, sport.id, isLive),
        });
      }
    });
  }
  return { sports: [...SPORTS], championships, games };
}

export function findMarket(line: SportsLine, marketId: number): { game: Game; market: Market } | undefined {
  for (const game of line.games) {
    const market = game.markets.find((candidate) => candidate.id === marketId);
    if (market) return { game, market };
  }
  return undefined;
}
