import { z } from 'zod/mini';
import { lazySchema } from './lazy-schema';
import { EmptyResponseSchema, queryInt } from './common';
import { defineCall } from './define-call';

/* Analytics calls of doc 001 §7 (paths not shown: Kickoff's). Failures are warnings, never errors. */

/** doc 001 §3 analytics counter type ids. */
export const ANALYTICS_COUNTER_TYPE = { yandex: 8, twitter: 4 } as const;

export const AnalyticsCounterSchema = lazySchema(() =>
  z.looseObject({
    type: z.int(),
    id: z.string().check(z.minLength(1)),
  }),
);
export type AnalyticsCounter = z.infer<typeof AnalyticsCounterSchema>;

/** One event for the collector: `id` from the event-id table of doc 000/001 §9 (1000, 1247 …). */
export const AnalyticsEventSchema = lazySchema(() =>
  z.object({
    id: z.int(),
    name: z.string().check(z.minLength(1)),
    /** epoch milliseconds */
    at: z.int().check(z.nonnegative()),
    payload: z.optional(z.record(z.string(), z.unknown())),
  }),
);
export type AnalyticsEvent = z.infer<typeof AnalyticsEventSchema>;

export const analyticsCounters = defineCall({
  name: 'analyticsCounters',
  method: 'GET',
  path: '/web-api/analytics/counters',
  query: lazySchema(() => z.object({ hostname: z.string().check(z.minLength(1)), projectId: queryInt() })),
  response: lazySchema(() => z.looseObject({ counters: z.array(AnalyticsCounterSchema) })),
  auth: 'none',
  origin: 'kickoff',
  doc: 'doc 001 §7 counters "fetched by domain hostname and project id" (path not shown): { type (8 yandex, 4 twitter …), id }[].',
});

export const analyticsCollect = defineCall({
  name: 'analyticsCollect',
  method: 'POST',
  path: '/web-api/analytics/collect/:key',
  params: lazySchema(() => z.object({ key: z.string().check(z.regex(/^[A-Za-z0-9_-]+$/)) })),
  body: lazySchema(() => z.object({ events: z.array(AnalyticsEventSchema).check(z.minLength(1)) })),
  response: EmptyResponseSchema,
  responseType: 'empty',
  auth: 'none',
  origin: 'kickoff',
  doc: 'doc 001 §7 collector "on a path prefix with a key segment": Kickoff’s prefix /web-api/analytics/collect, `key` the project’s collector key; batched events, 204.',
});

export const analyticsCalls = [analyticsCounters, analyticsCollect] as const;
