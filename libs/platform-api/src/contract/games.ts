import { z } from 'zod/mini';
import { lazySchema } from './lazy-schema';
import { LanguageCodeSchema, QueryFlagSchema, queryInt } from './common';
import { defineCall } from './define-call';

/*
 * Games preview, light (doc 000 §3.9, §7). The record keys are the platform's; their meaning is
 * Kickoff's reading against the game preview entity (id, name, route, oldRoute, categories, tagId).
 */

export const GameRecordSchema = lazySchema(() =>
  z.looseObject({
    /** id */
    RI: z.int(),
    /** tagId, null when untagged */
    TR: z.nullable(z.int()),
    /** game type (provider family) */
    GT: z.int(),
    /** name */
    GN: z.string(),
    /** route */
    R: z.string(),
    /** oldRoute (legacy path that redirects to R), null when none */
    OR: z.nullable(z.string()),
    /** category ids */
    CRID: z.array(z.int()),
    /** flags bitmask (1 new, 2 popular, 4 demo available) */
    GF: z.int().check(z.nonnegative()),
  }),
);
export type GameRecord = z.infer<typeof GameRecordSchema>;

export const GamesPreviewSchema = lazySchema(() =>
  z.looseObject({
    Success: z.boolean(),
    /** group id (as a string key) → game records */
    Value: z.record(z.string(), z.array(GameRecordSchema)),
  }),
);
export type GamesPreview = z.infer<typeof GamesPreviewSchema>;

export const gamesPreviewLight = defineCall({
  name: 'gamesPreviewLight',
  method: 'GET',
  path: '/web-api/games/preview-light',
  query: lazySchema(() =>
    z.object({
      whence: queryInt(),
      groupId: queryInt(),
      ref: queryInt(),
      lng: LanguageCodeSchema,
      fcountry: queryInt(),
      includeCategories: QueryFlagSchema,
    }),
  ),
  response: GamesPreviewSchema,
  auth: 'token',
  origin: 'kickoff',
  doc: 'doc 000 §7 (method and path not shown): params whence, groupId, ref, lng, fcountry, includeCategories=false; bearer from user_token when the visitor has one (anonymous visitors call without). The preloader shows 16 placeholders.',
});

export const gamesCalls = [gamesPreviewLight] as const;
