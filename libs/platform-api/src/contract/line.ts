import { z } from 'zod';
import { EpochSecondsSchema, LanguageCodeSchema, queryInt } from './common';
import { defineCall } from './define-call';

/*
 * The sports line and live data (Kickoff's: the spec shows no line call, but the Bet of doc 000 §3.3 needs
 * a market and its game). Names are localized by `lng`; the *Eng names never change. Live data is
 * polled every 2–5 s, the line every 15 s (doc 001 §9).
 */

export const LineSectionSchema = z.enum(['line', 'live']);
export type LineSection = z.infer<typeof LineSectionSchema>;

/**
 * Game status (doc 000 §4.1 gives 2/3 live and 4 finished): 0 scheduled, 1 starting, 2 in play,
 * 3 break, 4 finished.
 */
export const GAME_STATUS = { scheduled: 0, starting: 1, inPlay: 2, break: 3, finished: 4 } as const;

export const SportSchema = z.looseObject({
  id: z.number().int().nonnegative(),
  name: z.string(),
  nameEng: z.string(),
  gamesCount: z.number().int().nonnegative(),
});
export type Sport = z.infer<typeof SportSchema>;

export const ChampSchema = z.looseObject({
  id: z.number().int().nonnegative(),
  sportId: z.number().int().nonnegative(),
  name: z.string(),
  nameEng: z.string(),
  countryId: z.number().int().nullable(),
  gamesCount: z.number().int().nonnegative(),
});
export type Champ = z.infer<typeof ChampSchema>;

/** A side of a game; `score` null before the start. */
export const OpponentSchema = z.looseObject({
  id: z.number().int(),
  name: z.string(),
  nameEng: z.string(),
  score: z.number().int().nonnegative().nullable(),
});
export type Opponent = z.infer<typeof OpponentSchema>;

/**
 * A game without its markets: the game data of the Bet (doc 000 §3.3). `gameTime` = seconds played,
 * null when not running; outrights have no opponents.
 */
export const GameSummarySchema = z.looseObject({
  id: z.number().int().positive(),
  sportId: z.number().int().nonnegative(),
  champId: z.number().int().nonnegative(),
  sportName: z.string(),
  sportNameEng: z.string(),
  champName: z.string(),
  champNameEng: z.string(),
  opponents: z.array(OpponentSchema).max(2),
  startTime: EpochSecondsSchema,
  status: z.number().int().nonnegative(),
  isFinished: z.boolean(),
  gameTime: z.number().int().nonnegative().nullable(),
  isLiveInLive: z.boolean(),
  statisticId: z.number().int().nullable(),
});
export type GameSummary = z.infer<typeof GameSummarySchema>;

/**
 * A market (the Bet's `market`, doc 000 §3.3). `id` is opaque and unique across the line (no commas),
 * `kind` the market family (7 excludes the bonus bet), `param` the handicap/total line.
 */
export const MarketSchema = z.looseObject({
  id: z.string().regex(/^[^,\s]+$/),
  gameId: z.number().int().positive(),
  sportId: z.number().int().nonnegative(),
  typeId: z.number().int(),
  kind: z.number().int(),
  param: z.number().nullable(),
  name: z.string(),
  coef: z.number().min(1),
  isBlocked: z.boolean(),
  isLive: z.boolean(),
  isBannedExpress: z.boolean(),
});
export type Market = z.infer<typeof MarketSchema>;

export const GameSchema = GameSummarySchema.extend({
  markets: z.array(MarketSchema),
  marketsCount: z.number().int().nonnegative(),
});
export type Game = z.infer<typeof GameSchema>;

/** What the coupon needs to build a Bet: the market and its game. */
export const BetSourceSchema = z.looseObject({ market: MarketSchema, game: GameSummarySchema });
export type BetSource = z.infer<typeof BetSourceSchema>;

const SectionQuerySchema = z.object({ section: LineSectionSchema, lng: LanguageCodeSchema });

export const lineSports = defineCall({
  name: 'lineSports',
  method: 'GET',
  path: '/web-api/line/sports',
  query: SectionQuerySchema,
  response: z.looseObject({ sports: z.array(SportSchema) }),
  auth: 'none',
  origin: 'kickoff',
  doc: 'Kickoff: sports with games in the line or live section, in display order.',
});

export const lineChamps = defineCall({
  name: 'lineChamps',
  method: 'GET',
  path: '/web-api/line/champs',
  query: SectionQuerySchema.extend({ sportId: queryInt() }),
  response: z.looseObject({ champs: z.array(ChampSchema) }),
  auth: 'none',
  origin: 'kickoff',
  doc: 'Kickoff: championships of one sport in the section.',
});

export const lineGames = defineCall({
  name: 'lineGames',
  method: 'GET',
  path: '/web-api/line/games',
  query: SectionQuerySchema.extend({ sportId: queryInt().optional(), champId: queryInt().optional() }),
  response: z.looseObject({ games: z.array(GameSchema) }),
  auth: 'none',
  origin: 'kickoff',
  doc: 'Kickoff: games of the section (optionally one sport or championship) with their main markets (marketsCount tells how many exist), by start time.',
});

export const lineGame = defineCall({
  name: 'lineGame',
  method: 'GET',
  path: '/web-api/line/games/:gameId',
  params: z.object({ gameId: queryInt() }),
  query: z.object({ lng: LanguageCodeSchema }),
  response: z.looseObject({ game: GameSchema }),
  auth: 'none',
  origin: 'kickoff',
  doc: 'Kickoff: one game with all its markets (game page); 404 when unknown. A finished game stays readable with blocked markets.',
});

export const lineCalls = [lineSports, lineChamps, lineGames, lineGame] as const;
