import { z } from 'zod/mini';
import { lazySchema } from './lazy-schema';
import { EpochSecondsSchema, LanguageCodeSchema, queryInt } from './common';
import { defineCall } from './define-call';

/*
 * The sports line and live data (Kickoff's: the spec shows no line call, but the Bet of doc 000 §3.3 needs
 * a market and its game). Names are localized by `lng`; the *Eng names never change. Live data is
 * polled every 2–5 s, the line every 15 s (doc 001 §9).
 */

export const LineSectionSchema = lazySchema(() => z.enum(['line', 'live']));
export type LineSection = z.infer<typeof LineSectionSchema>;

/**
 * Game status (doc 000 §4.1 gives 2/3 live and 4 finished): 0 scheduled, 1 starting, 2 in play,
 * 3 break, 4 finished.
 */
export const GAME_STATUS = { scheduled: 0, starting: 1, inPlay: 2, break: 3, finished: 4 } as const;

export const SportSchema = lazySchema(() =>
  z.looseObject({
    id: z.int().check(z.nonnegative()),
    name: z.string(),
    nameEng: z.string(),
    gamesCount: z.int().check(z.nonnegative()),
  }),
);
export type Sport = z.infer<typeof SportSchema>;

export const ChampSchema = lazySchema(() =>
  z.looseObject({
    id: z.int().check(z.nonnegative()),
    sportId: z.int().check(z.nonnegative()),
    name: z.string(),
    nameEng: z.string(),
    countryId: z.nullable(z.int()),
    gamesCount: z.int().check(z.nonnegative()),
  }),
);
export type Champ = z.infer<typeof ChampSchema>;

/** A side of a game; `score` null before the start. */
export const OpponentSchema = lazySchema(() =>
  z.looseObject({
    id: z.int(),
    name: z.string(),
    nameEng: z.string(),
    score: z.nullable(z.int().check(z.nonnegative())),
  }),
);
export type Opponent = z.infer<typeof OpponentSchema>;

/**
 * A game without its markets: the game data of the Bet (doc 000 §3.3). `gameTime` = seconds played,
 * null when not running; outrights have no opponents.
 */
export const GameSummarySchema = lazySchema(() =>
  z.looseObject({
    id: z.int().check(z.positive()),
    sportId: z.int().check(z.nonnegative()),
    champId: z.int().check(z.nonnegative()),
    sportName: z.string(),
    sportNameEng: z.string(),
    champName: z.string(),
    champNameEng: z.string(),
    opponents: z.array(OpponentSchema).check(z.maxLength(2)),
    startTime: EpochSecondsSchema,
    status: z.int().check(z.nonnegative()),
    isFinished: z.boolean(),
    gameTime: z.nullable(z.int().check(z.nonnegative())),
    isLiveInLive: z.boolean(),
    statisticId: z.nullable(z.int()),
  }),
);
export type GameSummary = z.infer<typeof GameSummarySchema>;

/**
 * A market (the Bet's `market`, doc 000 §3.3). `id` is opaque and unique across the line (no commas),
 * `kind` the market family (7 excludes the bonus bet), `param` the handicap/total line.
 */
export const MarketSchema = lazySchema(() =>
  z.looseObject({
    id: z.string().check(z.regex(/^[^,\s]+$/)),
    gameId: z.int().check(z.positive()),
    sportId: z.int().check(z.nonnegative()),
    typeId: z.int(),
    kind: z.int(),
    param: z.nullable(z.number()),
    name: z.string(),
    coef: z.number().check(z.gte(1)),
    isBlocked: z.boolean(),
    isLive: z.boolean(),
    isBannedExpress: z.boolean(),
  }),
);
export type Market = z.infer<typeof MarketSchema>;

export const GameSchema = lazySchema(() =>
  z.extend(GameSummarySchema, {
    markets: z.array(MarketSchema),
    marketsCount: z.int().check(z.nonnegative()),
  }),
);
export type Game = z.infer<typeof GameSchema>;

/** What the coupon needs to build a Bet: the market and its game. */
export const BetSourceSchema = lazySchema(() => z.looseObject({ market: MarketSchema, game: GameSummarySchema }));
export type BetSource = z.infer<typeof BetSourceSchema>;

const SectionQuerySchema = lazySchema(() => z.object({ section: LineSectionSchema, lng: LanguageCodeSchema }));

export const lineSports = defineCall({
  name: 'lineSports',
  method: 'GET',
  path: '/web-api/line/sports',
  query: SectionQuerySchema,
  response: lazySchema(() => z.looseObject({ sports: z.array(SportSchema) })),
  auth: 'none',
  origin: 'kickoff',
  doc: 'Kickoff: sports with games in the line or live section, in display order.',
});

export const lineChamps = defineCall({
  name: 'lineChamps',
  method: 'GET',
  path: '/web-api/line/champs',
  query: lazySchema(() => z.extend(SectionQuerySchema, { sportId: queryInt() })),
  response: lazySchema(() => z.looseObject({ champs: z.array(ChampSchema) })),
  auth: 'none',
  origin: 'kickoff',
  doc: 'Kickoff: championships of one sport in the section.',
});

export const lineGames = defineCall({
  name: 'lineGames',
  method: 'GET',
  path: '/web-api/line/games',
  query: lazySchema(() =>
    z.extend(SectionQuerySchema, { sportId: z.optional(queryInt()), champId: z.optional(queryInt()) }),
  ),
  response: lazySchema(() => z.looseObject({ games: z.array(GameSchema) })),
  auth: 'none',
  origin: 'kickoff',
  doc: 'Kickoff: games of the section (optionally one sport or championship) with their main markets (marketsCount tells how many exist), by start time.',
});

export const lineGame = defineCall({
  name: 'lineGame',
  method: 'GET',
  path: '/web-api/line/games/:gameId',
  params: lazySchema(() => z.object({ gameId: queryInt() })),
  query: lazySchema(() => z.object({ lng: LanguageCodeSchema })),
  response: lazySchema(() => z.looseObject({ game: GameSchema })),
  auth: 'none',
  origin: 'kickoff',
  doc: 'Kickoff: one game with all its markets (game page); 404 when unknown. A finished game stays readable with blocked markets.',
});

export const lineCalls = [lineSports, lineChamps, lineGames, lineGame] as const;
