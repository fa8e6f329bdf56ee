import { z } from 'zod';
import type { Bet } from '../domain/bet';
import { COUPON_TYPE_IDS, type CouponTypeId } from '../domain/coupon-type';
import { MIN_SYSTEM_VALUE } from '../domain/system-values';

/*
 * The shapes the coupon accepts at its edges: saved state (bet by bet) and other tabs' messages. What passes
 * reaches the reducers, which trust it; what does not is dropped and logged where it arrived.
 */

const finite = z.number().refine(Number.isFinite, 'finite');

export const BetSchema = z.object({
  market: z.object({
    id: z.string().min(1).max(200),
    coef: finite.min(1).max(1_000_000),
    kind: z.number().int(),
    sportId: z.number().int().nonnegative(),
    typeId: z.number().int(),
    isLive: z.boolean(),
    sportName: z.string(),
    champName: z.string(),
    gameId: z.number().int().nonnegative(),
    param: finite.nullable(),
    name: z.string(),
  }),
  blockId: z.number().int().nonnegative(),
  statusId: z.number().int(),
  game: z.object({
    sportNameEng: z.string(),
    champNameEng: z.string(),
    opponents: z.array(z.object({ name: z.string(), nameEng: z.string(), score: z.number().int().nonnegative().nullable() })).max(2),
    startTime: finite,
    status: z.number().int().nonnegative(),
    isFinished: z.boolean(),
    gameTime: finite.nonnegative().nullable(),
    isLiveInLive: z.boolean(),
  }),
  isBlocked: z.boolean(),
  isDepend: z.boolean(),
  isBannedExpress: z.boolean(),
  isDisabledBanker: z.boolean(),
  statisticId: z.number().int().nullable(),
  bonusTypeId: z.number().int().nullable(),
  isBanker: z.boolean(),
  unacceptedChange: z.object({ seenCoef: finite.min(1).nullable(), isScoreChanged: z.boolean() }).nullable(),
}) satisfies z.ZodType<Bet>;

export const CouponTypeIdSchema = z.custom<CouponTypeId>((value) => COUPON_TYPE_IDS.includes(value as CouponTypeId), 'coupon type id');

export const SystemValueSchema = z.number().int().min(MIN_SYSTEM_VALUE).max(1000);

export const AddedAtSchema = finite.nonnegative();

/** The saved part of the coupon (doc 000 §3.1), with every bet listed once and stamped. */
export const SavedCouponSchema = z
  .object({
    bets: z.array(BetSchema).max(1000),
    addedAtByBetId: z.record(z.string(), AddedAtSchema),
    typeId: CouponTypeIdSchema,
    systemValue: SystemValueSchema,
  })
  .refine(({ bets }) => new Set(bets.map((bet) => bet.market.id)).size === bets.length, 'a bet listed twice');

export type SavedCoupon = z.infer<typeof SavedCouponSchema>;
