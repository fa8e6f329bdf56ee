import { z } from 'zod/mini';
import { lazySchema } from './lazy-schema';
import { EmptyResponseSchema, EpochSecondsSchema, queryInt } from './common';
import { defineCall } from './define-call';
import { LIMIT_ERRORS } from './errors.schemas';
import { LanguageHeadersSchema } from './headers.schemas';

/*
 * Limit service v3 (doc 001 §3, §7, §8). Every call carries the bearer token. Errors answer
 * `LimitError` `{ status, title }` (status defaults to 403). Where the spec says "limits",
 * "reasons" or "definitions" without an envelope, the answer is a bare array.
 */

const V3 = '/limit-service-api/api/external/web/v3';

/** doc 001 §3 limit type codes. */
export const LIMIT_TYPE = {
  wagering24h: 1,
  wagering7d: 2,
  wagering30d: 3,
  loss24h: 10,
  loss7d: 11,
  loss30d: 12,
  deposit24h: 20,
  deposit7d: 21,
  deposit30d: 22,
  selfExclusion: 30,
  sessionHours: 31,
  realityCheckMinutes: 32,
  depositTimeoutDays: 33,
  specialBlocking: 37,
} as const;

/** doc 001 §7 limitaction: 0 reject, 1 approve. */
export const LIMIT_ACTION = { reject: 0, approve: 1 } as const;

export const LimitStateSchema = lazySchema(() => z.enum(['ACTIVE', 'PENDING', 'INACTIVE']));
export type LimitState = z.infer<typeof LimitStateSchema>;

/**
 * doc 001 §3 limit. Times in seconds, null when not started / open-ended; `measure` the currency ISO
 * (null for time-based types); `selfExcludeReason` the id of a SelfExcludeReason.
 */
export const LimitSchema = lazySchema(() =>
  z.looseObject({
    limitType: z.int(),
    limitValue: z.number(),
    limitState: LimitStateSchema,
    startedAt: z.nullable(EpochSecondsSchema),
    endsAt: z.nullable(EpochSecondsSchema),
    limitBalance: z.nullable(z.number()),
    needApprove: z.boolean(),
    selfExcludeReason: z.nullable(z.int()),
    measure: z.nullable(z.string()),
    availableValues: z.array(z.number()),
  }),
);
export type Limit = z.infer<typeof LimitSchema>;

/** doc 001 §7 available limit definition. */
export const AvailableLimitSchema = lazySchema(() =>
  z.looseObject({
    type: z.int(),
    availableValues: z.array(z.number()),
    measure: z.nullable(z.string()),
  }),
);
export type AvailableLimit = z.infer<typeof AvailableLimitSchema>;

/** doc 001 §3 self-exclusion reason. */
export const SelfExcludeReasonSchema = lazySchema(() =>
  z.looseObject({
    id: z.int(),
    selfExcludeReason: z.string(),
  }),
);
export type SelfExcludeReason = z.infer<typeof SelfExcludeReasonSchema>;

/** A question of the responsible-gaming test some limit changes require (Kickoff’s shape). */
export const LimitQuestionSchema = lazySchema(() =>
  z.looseObject({
    id: z.int(),
    text: z.string(),
    options: z.array(z.looseObject({ id: z.int(), text: z.string() })).check(z.minLength(2)),
  }),
);
export type LimitQuestion = z.infer<typeof LimitQuestionSchema>;

export const LimitChangeSchema = lazySchema(() =>
  z.object({
    limitType: z.int(),
    limitValue: z.number(),
    selfExcludeReason: z.optional(z.nullable(z.int())),
  }),
);
export type LimitChange = z.infer<typeof LimitChangeSchema>;

/** doc 001 §7 save answer: questions to answer (with tokenGuid) or the saved limits. */
export const LimitsSaveResultSchema = lazySchema(() =>
  z.looseObject({
    status: z.int(),
    data: z.looseObject({ questions: z.array(LimitQuestionSchema) }),
    tokenGuid: z.nullable(z.string()),
    limitsData: z.array(LimitSchema),
  }),
);
export type LimitsSaveResult = z.infer<typeof LimitsSaveResultSchema>;

export const TestAnswersResultSchema = lazySchema(() =>
  z.looseObject({
    questionsResult: z.array(z.looseObject({ questionId: z.int(), isCorrect: z.boolean() })),
    success: z.boolean(),
    limitsData: z.array(LimitSchema),
  }),
);
export type TestAnswersResult = z.infer<typeof TestAnswersResultSchema>;

export const limitsAvailable = defineCall({
  name: 'limitsAvailable',
  method: 'GET',
  path: `${V3}/availablelimits`,
  requestHeaders: LanguageHeadersSchema,
  response: lazySchema(() => z.array(AvailableLimitSchema)),
  auth: 'token',
  origin: 'spec',
  doc: 'doc 001 §7: available limit definitions (type, availableValues, measure). The language header is Accept-Language (Kickoff names it).',
});

export const limitsGet = defineCall({
  name: 'limitsGet',
  method: 'GET',
  path: `${V3}/limits`,
  headers: { 'Cache-Control': 'no-cache' },
  response: lazySchema(() => z.array(LimitSchema)),
  auth: 'token',
  origin: 'spec',
  doc: 'doc 001 §3, §7: the current limits, one §3 Limit per type the user has.',
});

export const limitsSave = defineCall({
  name: 'limitsSave',
  method: 'POST',
  path: `${V3}/limits`,
  body: lazySchema(() => z.object({ limits: z.array(LimitChangeSchema).check(z.minLength(1)) })),
  response: LimitsSaveResultSchema,
  errors: LIMIT_ERRORS,
  auth: 'token',
  origin: 'spec',
  doc: 'doc 001 §7: "params limits" sent as body `{ limits }`. Non-empty data.questions with a tokenGuid = answer the test (limitsTestAnswers) before the change applies; else limitsData holds the saved limits. An increase or a new deposit limit comes back PENDING.',
});

export const limitsTestAnswers = defineCall({
  name: 'limitsTestAnswers',
  method: 'POST',
  path: `${V3}/testanswers`,
  body: lazySchema(() =>
    z.object({
      tokenGuid: z.string().check(z.minLength(1)),
      answers: z.array(z.object({ questionId: z.int(), optionId: z.int() })).check(z.minLength(1)),
    }),
  ),
  response: TestAnswersResultSchema,
  errors: LIMIT_ERRORS,
  auth: 'token',
  origin: 'spec',
  doc: 'doc 001 §7: tokenGuid and answers (one option per question, Kickoff’s element shape) → questionsResult, success, limitsData.',
});

export const limitsAction = defineCall({
  name: 'limitsAction',
  method: 'POST',
  path: `${V3}/limitaction`,
  body: lazySchema(() => z.object({ action: z.literal([LIMIT_ACTION.reject, LIMIT_ACTION.approve]) })),
  response: EmptyResponseSchema,
  responseType: 'empty',
  errors: LIMIT_ERRORS,
  auth: 'token',
  origin: 'spec',
  doc: 'doc 001 §4, §7: approve (1) or reject (0) the pending deposit limits that are confirmable (24 h after startedAt); 204.',
});

export const limitsDelete = defineCall({
  name: 'limitsDelete',
  method: 'DELETE',
  path: `${V3}/limit`,
  query: lazySchema(() => z.object({ limitType: queryInt() })),
  response: EmptyResponseSchema,
  responseType: 'empty',
  errors: LIMIT_ERRORS,
  auth: 'token',
  origin: 'kickoff',
  doc: 'doc 001 §7 (payload not shown): cancels the pending limit of `limitType` (query); 204. Used instead of limitsAction when site config isLimitDeleteEnabled.',
});

export const limitsSelfExcludeReasons = defineCall({
  name: 'limitsSelfExcludeReasons',
  method: 'GET',
  path: `${V3}/reasons/selfexclude`,
  response: lazySchema(() => z.array(SelfExcludeReasonSchema)),
  auth: 'token',
  origin: 'spec',
  doc: 'doc 001 §3, §7: the self-exclusion reasons { id, selfExcludeReason }, bearer token.',
});

export const limitsBlockUser = defineCall({
  name: 'limitsBlockUser',
  method: 'POST',
  path: '/limit-service-api/limit/external/web/api/v1/BlockUser',
  body: lazySchema(() => z.object({ selfExcludeReason: z.nullable(z.int()) })),
  response: lazySchema(() => z.looseObject({ success: z.boolean() })),
  errors: LIMIT_ERRORS,
  auth: 'token',
  origin: 'kickoff',
  doc: 'doc 001 §7 (payload not shown; the spec writes the path without its leading slash): blocks the user at once with an ACTIVE type-37 limit, with an optional reason id.',
});

export const limitsPing = defineCall({
  name: 'limitsPing',
  method: 'POST',
  path: `${V3}/ping`,
  response: EmptyResponseSchema,
  responseType: 'empty',
  auth: 'token',
  origin: 'kickoff',
  doc: 'doc 001 §4, §7 (payload and answer not shown): no body, 204; sent every 30 s while a session limit (type 31) exists.',
});

export const limitsCalls = [
  limitsAvailable,
  limitsGet,
  limitsSave,
  limitsTestAnswers,
  limitsAction,
  limitsDelete,
  limitsSelfExcludeReasons,
  limitsBlockUser,
  limitsPing,
] as const;
