import { z } from 'zod/mini';
import { lazySchema } from './lazy-schema';

/*
 * Building blocks shared by the area files.
 * Query and multipart values arrive at a handler as strings, so numeric ones use `z.coerce`
 * typed `<number>`: the client passes numbers, a handler parses the raw URLSearchParams/FormData.
 */

/** A two-letter lower-case language code, as in the route prefix (`ru`, `en`). */
export const LanguageCodeSchema = lazySchema(() => z.string().check(z.regex(/^[a-z]{2}$/, 'two lower-case letters')));

/** Unix time in seconds (the platform's unit for limits, tokens and coupons). */
export const EpochSecondsSchema = lazySchema(() => z.int().check(z.nonnegative()));

/** ISO 8601 date-time, `Z` or an offset. */
export const IsoDateTimeSchema = lazySchema(() => z.iso.datetime({ offset: true }));

/** A number in a query string or multipart field. */
export const queryNumber = () => z.coerce.number<number>();

/** A non-negative integer in a query string or multipart field. */
export const queryInt = () => z.coerce.number<number>().check(z.int(), z.nonnegative());

/** A boolean spelled `true`/`false` in a query string, as the spec writes `force_refresh=true`. */
export const QueryFlagSchema = lazySchema(() => z.enum(['true', 'false']));

/** A comma-separated list in one query parameter (`groups=a,b`). */
export const CommaListSchema = lazySchema(() => z.string().check(z.regex(/^[^,]+(,[^,]+)*$/, 'comma-separated list')));

/** The answer of a 204 call. */
export const EmptyResponseSchema = lazySchema(() => z.undefined());

/** `{ success }` answers, with whatever else the platform adds. */
export const SuccessSchema = lazySchema(() => z.looseObject({ success: z.boolean() }));
