import { issueText } from '@kickoff/platform-api';
import type { Logger } from '@kickoff/runtime';
import { z } from 'zod/mini';
import type { Bet } from '../domain/bet';
import { BONUS_BET_ID } from '../domain/bonus-bet';
import { COUPON_TYPE } from '../domain/coupon-type';
import { MIN_SYSTEM_VALUE } from '../domain/system-values';
import { AddedAtSchema, BetSchema, CouponTypeIdSchema, type SavedCoupon, SystemValueSchema } from '../state/bet-schema';

/** As many bets as the saved shape allows; beyond them a record is not a coupon a player made. */
const MAX_SAVED_BETS = 1000;

/** The time a bet whose saved time is unreadable gets: before every other (the spec orders bets by it). */
const REPAIRED_ADDED_AT = 0;

const TimesSchema = z.lazy(() => z.record(z.string(), z.unknown()));

const issuesOf = (error: z.core.$ZodError) =>
  error.issues.slice(0, 3).map((issue) => `${issue.path.join('.')}: ${issueText(issue)}`);

/**
 * The saved coupon as this build understands it, bet by bet: a bet is kept when it is valid, and a bad one is
 * dropped alone (and logged), never taking the others with it; a bad time drops only the time (the bet is kept, as
 * added first). The coupon's own bonus bet is not read:
 * it comes back with the offer. A damaged type or system value falls back to the new coupon's.
 */
export function readSavedCoupon(saved: Record<string, unknown>, logger: Logger): SavedCoupon {
  const drop = (what: string, detail?: unknown) => logger.warn(`coupon: saved ${what} dropped`, detail);
  const times = TimesSchema.safeParse(saved['addedAtByBetId']);
  if (!times.success && saved['addedAtByBetId'] !== undefined) drop('addedAtByBetId', issuesOf(times.error));
  const timeOf = times.success ? times.data : {};
  const list: unknown[] = Array.isArray(saved['bets']) ? saved['bets'] : [];
  if (!Array.isArray(saved['bets']) && saved['bets'] !== undefined) drop('bets: not a list');

  const bets: Bet[] = [];
  const addedAtByBetId: Record<string, number> = {};
  list.slice(0, MAX_SAVED_BETS).forEach((candidate, index) => {
    const bet = BetSchema.safeParse(candidate);
    if (!bet.success) return drop(`bet #${index}`, issuesOf(bet.error));
    const id = bet.data.market.id;
    if (id === BONUS_BET_ID) return;
    if (Object.hasOwn(addedAtByBetId, id)) return drop(`bet ${id}: listed twice`);
    const addedAt = AddedAtSchema.safeParse(Object.hasOwn(timeOf, id) ? timeOf[id] : undefined);
    // a bad time costs only the time: the bet is kept, as added before any other (issue 28)
    if (!addedAt.success) drop(`bet ${id}: its time`, issuesOf(addedAt.error));
    bets.push(bet.data);
    addedAtByBetId[id] = addedAt.success ? addedAt.data : REPAIRED_ADDED_AT;
  });
  if (list.length > MAX_SAVED_BETS) drop(`bets beyond ${MAX_SAVED_BETS}`);

  const typeId = CouponTypeIdSchema.safeParse(saved['typeId']);
  if (!typeId.success) drop('typeId', saved['typeId']);
  const systemValue = SystemValueSchema.safeParse(saved['systemValue']);
  if (!systemValue.success) drop('systemValue', saved['systemValue']);
  return {
    bets,
    addedAtByBetId,
    typeId: typeId.success ? typeId.data : COUPON_TYPE.single,
    systemValue: systemValue.success ? systemValue.data : MIN_SYSTEM_VALUE,
  };
}

/**
 * redux-persist's record (a JSON object of JSON strings), read field by field: a field that does not parse is
 * left out (and logged) instead of costing the whole coupon. Undefined when there is nothing readable.
 */
export function parseStoredRecord(text: string | null, logger: Logger): Record<string, unknown> | undefined {
  if (text === null) return undefined;
  let outer: unknown;
  try {
    outer = JSON.parse(text);
  } catch (error) {
    logger.warn('coupon: the saved coupon is not readable; starting with an empty one', error);
    return undefined;
  }
  if (typeof outer !== 'object' || outer === null || Array.isArray(outer)) {
    logger.warn('coupon: the saved coupon is not a record; starting with an empty one');
    return undefined;
  }
  const record: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(outer)) {
    try {
      record[field] = typeof value === 'string' ? JSON.parse(value) : value;
    } catch {
      logger.warn(`coupon: saved field ${field} is not readable`);
    }
  }
  return record;
}
